import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext } from 'playwright-core';

export interface PageRun {
  jsGzipBeforeClick: number;
  navigationToButtonMs: number;
  /** click → the end of the rendering that first paints the dialog's controls */
  clickToDialogMs: number;
  /** click → the start of the frame after that one (the stricter clock of earlier reports) */
  clickToNextFrameMs: number;
  /** the browser's Event Timing duration of the click: input → next paint, rounded to 8 ms; 0 when under 16 ms (not reported) */
  eventTimingMs: number;
  scripts: { url: string; gzip: number }[];
  /** gzip bytes of everything requested in the first 1.5 s after the click (the sandbox wallets' script left out) */
  openGzip: number;
  openFetches: { url: string; type: string; gzip: number }[];
}

/** The window after the click whose fetches the "opening the modal" budget counts (docs/ARCHITECTURE.md). */
export const OPEN_WINDOW_MS = 1_500;

declare global {
  interface Window {
    __bench?: { buttonReadyAt?: number; clickAt?: number; dialogAt?: number; nextFrameAt?: number; eventTimingMs?: number };
  }
}

/**
 * Runs in the page before any script: timestamps for "button usable", "clicked" and "dialog content painted".
 * A string, not a function: tsx would decorate a function with helpers that do not exist in the page.
 */
export const instrument = (buttonName: string) => `(() => {
  const bench = (window.__bench = {});
  const name = ${JSON.stringify(buttonName)};
  // the page's own buttons, and those WalletGate draws in a <walletgate-button>'s shadow root
  const buttons = () => [...document.querySelectorAll('button'), ...[...document.querySelectorAll('walletgate-button')].flatMap((el) => el.shadowRoot ? [...el.shadowRoot.querySelectorAll('button')] : [])];
  const ready = () => buttons().some((b) => b.textContent.trim() === name && !b.disabled);
  new MutationObserver(() => {
    if (bench.buttonReadyAt === undefined && ready()) bench.buttonReadyAt = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true });
  // a button drawn in a shadow root changes nothing the observer above sees: look each frame as well
  const look = () => {
    if (bench.buttonReadyAt !== undefined) return;
    if (ready()) bench.buttonReadyAt = performance.now();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'click' && bench.eventTimingMs === undefined) bench.eventTimingMs = entry.duration;
  }).observe({ type: 'event', durationThreshold: 0, buffered: true });
  document.addEventListener('click', () => {
    bench.clickAt = performance.now();
    // Checked in each frame's animation callbacks, i.e. just before that frame renders. Once the dialog's controls
    // are rendered and visible (a pre-rendered, hidden dialog does not count), this frame paints them: the clock
    // stops in a user-blocking task, the first thing that runs after that rendering (a plain timeout can queue
    // behind other tasks). The earlier, stricter clock (the start of the next frame, one frame interval later)
    // is kept beside it, and the browser's own Event Timing of the click (click → next paint, in 8 ms steps).
    // the modal's dialog in its shadow root, or a plain page's dialog (the React-alone baseline)
    const controls = () => [
      ...[...document.querySelectorAll('walletgate-modal')].map((host) => host.shadowRoot && host.shadowRoot.querySelector('[role="dialog"] .wg-view button')),
      document.querySelector('[role="dialog"] button'),
    ];
    const poll = () => {
      if (controls().some((control) => control && control.checkVisibility())) {
        const stop = () => (bench.dialogAt = performance.now());
        if (window.scheduler && scheduler.postTask) scheduler.postTask(stop, { priority: 'user-blocking' });
        else setTimeout(stop, 0);
        requestAnimationFrame(() => (bench.nextFrameAt = performance.now()));
        return;
      }
      requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  }, { capture: true });
})();`;

export async function measurePage(
  browser: Browser,
  url: string,
  buttonName: string,
  serve?: (context: BrowserContext) => Promise<void>,
): Promise<PageRun> {
  const context = await browser.newContext();
  await serve?.(context);
  const page = await context.newPage();
  const scripts: { url: string; gzip: number }[] = [];
  const openFetches: Promise<{ url: string; type: string; gzip: number }>[] = [];
  let clickedAt: number | null = null;
  page.on('response', async (response) => {
    if (response.url().includes('sandbox-wallets')) return; // the sandbox's "extension", not our bundle
    if (clickedAt !== null) {
      if (performance.now() - clickedAt > OPEN_WINDOW_MS) return;
      const type = response.request().resourceType();
      const path = new URL(response.url()).pathname;
      openFetches.push(response.body().then((body) => ({ url: path, type, gzip: gzipSync(body).length }), () => ({ url: path, type, gzip: 0 })));
      return;
    }
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({ url: new URL(response.url()).pathname, gzip: gzipSync(body).length });
  });
  await page.addInitScript({ content: instrument(buttonName) });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => window.__bench?.buttonReadyAt !== undefined);
  const navigationToButtonMs = await page.evaluate(() => window.__bench!.buttonReadyAt!);
  clickedAt = performance.now();
  await page.getByRole('button', { name: buttonName, exact: true }).click();
  await page.waitForFunction(() => window.__bench?.dialogAt !== undefined && window.__bench.nextFrameAt !== undefined);
  // Event Timing reports no event under 16 ms (its minimum threshold): React alone's click may leave none
  await page.waitForFunction(() => window.__bench?.eventTimingMs !== undefined, undefined, { timeout: 1_000 }).catch(() => undefined);
  const [clickToDialogMs, clickToNextFrameMs, eventTimingMs] = await page.evaluate(() => [
    window.__bench!.dialogAt! - window.__bench!.clickAt!,
    window.__bench!.nextFrameAt! - window.__bench!.clickAt!,
    window.__bench!.eventTimingMs ?? 0,
  ]);
  // what opening fetches: the window is a span of time by definition, so here the bench waits it out
  await page.waitForTimeout(Math.max(0, OPEN_WINDOW_MS - (performance.now() - clickedAt)));
  const opened = await Promise.all(openFetches);
  await context.close();
  return {
    jsGzipBeforeClick: scripts.reduce((sum, s) => sum + s.gzip, 0),
    navigationToButtonMs,
    clickToDialogMs,
    clickToNextFrameMs,
    eventTimingMs,
    scripts,
    openGzip: opened.reduce((sum, f) => sum + f.gzip, 0),
    openFetches: opened,
  };
}

export interface WalletConnectRun {
  /** click on "WalletConnect" at once → the QR code painted (the provider chunk loads on the click) */
  clickToQrMs: number;
  /** the same once pointing at the entry fetched the provider chunk (a visitor who hovers before clicking) */
  clickToQrPrefetchedMs: number;
  /** the sandbox wallet pairs with the URI and approves at once → the widget connected (local relay) */
  pairToConnectedMs: number;
}

/** Runs in the demo page: timestamps for the click on the WalletConnect entry and the QR code's first frame. */
const qrInstrument = `(() => {
  const bench = (window.__benchWc = {});
  document.addEventListener('click', (event) => {
    const target = event.composedPath()[0];
    if (!(target instanceof Element) || !target.closest('button') || !/WalletConnect/.test(target.closest('button').textContent)) return;
    bench.clickAt = performance.now();
    const poll = () => {
      for (const host of document.querySelectorAll('walletgate-modal')) {
        if (host.shadowRoot && host.shadowRoot.querySelector('svg[role="img"][data-value]')) {
          requestAnimationFrame(() => (bench.qrAt = performance.now()));
          return;
        }
      }
      requestAnimationFrame(poll);
    };
    poll();
  }, { capture: true });
})();`;

/** Opens the modal in a fresh page and clicks WalletConnect: at once, or after hovering it loaded the provider; → click → QR ms. */
async function clickWalletConnect(browser: Browser, demoUrl: string, prefetched: boolean) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript({ content: qrInstrument });
  await page.goto(demoUrl, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Connect (plug-and-play)', exact: true }).click();
  const entry = page.getByRole('button', { name: 'WalletConnect QR Code' });
  if (prefetched) {
    // the provider's chunk group is a small named chunk plus a vendor chunk, fetched together: wait for both
    const inFlight = new Set<unknown>();
    page.on('request', (r) => r.resourceType() === 'script' && inFlight.add(r));
    page.on('requestfinished', (r) => inFlight.delete(r));
    page.on('requestfailed', (r) => inFlight.delete(r));
    const chunk = page.waitForResponse((r) => /\/chunks\/walletconnect\.js$/.test(r.url()));
    await entry.hover();
    await (await chunk).finished();
    while (inFlight.size > 0) await new Promise((resolve) => (page.once('requestfinished', resolve), page.once('requestfailed', resolve)));
  }
  await entry.click();
  await page.waitForFunction(() => (window as unknown as { __benchWc: { qrAt?: number } }).__benchWc.qrAt !== undefined);
  const ms = await page.evaluate(() => {
    const b = (window as unknown as { __benchWc: { clickAt: number; qrAt: number } }).__benchWc;
    return b.qrAt - b.clickAt;
  });
  return { context, page, ms };
}

/**
 * Fresh demo pages and a sandbox WalletConnect wallet page: click WalletConnect as soon as the dialog shows (cold
 * provider chunk), and again after hovering it fetched the chunk; then pair with the wallet, which approves at once.
 */
export async function measureWalletConnect(browser: Browser, demoUrl: string, walletUrl: string): Promise<WalletConnectRun> {
  const warm = await clickWalletConnect(browser, demoUrl, true);
  await warm.context.close();
  const walletContext = await browser.newContext();
  const wallet = await walletContext.newPage();
  await wallet.goto(walletUrl);
  await wallet.locator('body[data-ready="true"]').waitFor();
  const { context, page, ms: clickToQrMs } = await clickWalletConnect(browser, demoUrl, false);
  const uri = (await page.getByRole('img', { name: 'QR code for WalletConnect' }).getAttribute('data-value'))!;
  const began = performance.now();
  await wallet.evaluate((u) => window.wcWallet!.pair(u), uri);
  await wallet.waitForFunction(() => window.wcWallet!.state().proposals.length > 0, undefined, { polling: 5 });
  await wallet.evaluate(() => window.wcWallet!.approveSession());
  await page.waitForFunction(
    () => (window.walletGates?.plain as { getAccount(): { isConnected: boolean } } | undefined)?.getAccount().isConnected === true,
    undefined,
    { polling: 5 },
  );
  const pairToConnectedMs = performance.now() - began;
  await context.close();
  await walletContext.close();
  return { clickToQrMs, clickToQrPrefetchedMs: warm.ms, pairToConnectedMs };
}
