import { chromium, type Browser, type Page } from 'playwright-core';
import { startStack, type Stack, type StackOptions } from '../../sandbox/stack';

/** The launch flags this machine needs (TOOLCHAIN.md: browser tests). */
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

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/**
 * The base port of an e2e file's stack: slot N of the run's range, which follows WALLETGATE_BASE_PORT (default 3000 →
 * 4500, 4600, …), so two checkouts' test runs never collide.
 */
// Slot 15 is never used: at the default base it is port 6000, which Chromium refuses to load (ERR_UNSAFE_PORT, X11).
export const e2ePort = (slot: number) => Number(process.env.WALLETGATE_BASE_PORT ?? 3000) + 1500 + slot * 100;

/** One stack and one browser per test file; each file uses its own base port so files never collide. */
export function useStackAndBrowser(basePort: number, options: Omit<StackOptions, 'basePort' | 'build'> = {}) {
  const ctx = {} as { stack: Stack; browser: Browser };
  beforeAll(async () => {
    ctx.stack = await startStack({ ...options, basePort, build: false });
    ctx.browser = await launchBrowser();
  });
  afterAll(async () => {
    await ctx.browser?.close();
    await ctx.stack?.stop();
  });
  return ctx;
}

/** A fresh page that fails the test on any page error or console error (a 404, an uncaught exception). */
export async function openPage(browser: Browser, url: string): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  await page.goto(url);
  return { page, problems };
}

/** The id of the focused element, looking through shadow roots. */
export function focusedId(page: Page): Promise<string> {
  return page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el?.id || el?.getAttribute('aria-label') || el?.textContent?.trim() || '';
  });
}
