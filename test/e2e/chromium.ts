/** How Debian's Chromium is started for tests: headless, and with nothing that reaches past loopback (README: Tests). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Debian's two builds of Chromium: the browser visitors run, and its headless shell, the same engine (Blink, V8, the
 * network stack) without the browser's UI layer, as Playwright itself runs headless. The shell does an e2e file's
 * work on about 30 % less CPU (measured: a11y.en and connect, 40 → 29 CPU-seconds), so the e2e files use it; the
 * bench, which measures what visitors get, uses the browser. `CHROMIUM_PATH` overrides both.
 */
export type ChromiumBuild = 'browser' | 'headless-shell';
export const chromiumPath = (build: ChromiumBuild = 'headless-shell') =>
  process.env.CHROMIUM_PATH ?? (build === 'browser' ? '/usr/bin/chromium' : '/usr/bin/chromium-headless-shell');
