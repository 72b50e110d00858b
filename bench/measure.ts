import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export interface PageRun {
  jsGzipBeforeClick: number;
  navigationToButtonMs: number;
  /** click → the end of the rendering that first paints the dialog's controls */
  clickToDialogMs: number;
  /** click → the start of the frame after that one (the stricter clock of earlier reports) */
  clickToNextFrameMs: number;
  /** the browser's Event Timing duration of the click: input → next paint, rounded to 8 ms */
  eventTimingMs: number;
  scripts: { url: string; gzip: number }[];
}

declare global {
  interface Window {
    __bench?: { buttonReadyAt?: number; clickAt?: number; dialogAt?: number; nextFrameAt?: number; eventTimingMs?: number };
  }
}

/**
 * Runs in the page before any script: timestamps for "button usable", "clicked" and "dialog content painted".
 * A string, not a function: tsx would decorate a function with helpers that do not exist in the page.
 */
const instrument = (buttonName: string) => `(() => {
  const bench = (window.__bench = {});
  const name = ${JSON.stringify(buttonName)};
  const ready = () => [...document.querySelectorAll('button')].some((b) => b.textContent.trim() === name && !b.disabled);
  new MutationObserver(() => {
    if (bench.buttonReadyAt === undefined && ready()) bench.buttonReadyAt = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true });
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
    const poll = () => {
      for (const host of document.querySelectorAll('walletgate-modal')) {
        const dialog = host.shadowRoot && host.shadowRoot.querySelector('[role="dialog"]');
        const control = dialog && dialog.querySelector('.wg-view button');
        if (control && control.checkVisibility()) {
          const stop = () => (bench.dialogAt = performance.now());
          if (window.scheduler && scheduler.postTask) scheduler.postTask(stop, { priority: 'user-blocking' });
          else setTimeout(stop, 0);
          requestAnimationFrame(() => (bench.nextFrameAt = performance.now()));
          return;
        }
      }
      requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  }, { capture: true });
})();`;

export async function measurePage(browser: Browser, url: string, buttonName: string): Promise<PageRun> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts: { url: string; gzip: number }[] = [];
  let clicked = false;
  page.on('response', async (response) => {
    if (clicked || response.request().resourceType() !== 'script') return;
    if (response.url().includes('sandbox-wallets')) return; // the sandbox's "extension", not our bundle
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({ url: new URL(response.url()).pathname, gzip: gzipSync(body).length });
  });
  await page.addInitScript({ content: instrument(buttonName) });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => window.__bench?.buttonReadyAt !== undefined);
  const navigationToButtonMs = await page.evaluate(() => window.__bench!.buttonReadyAt!);
  clicked = true;
  await page.getByRole('button', { name: buttonName, exact: true }).click();
  await page.waitForFunction(
    () => window.__bench?.dialogAt !== undefined && window.__bench.nextFrameAt !== undefined && window.__bench.eventTimingMs !== undefined,
  );
  const [clickToDialogMs, clickToNextFrameMs, eventTimingMs] = await page.evaluate(() => [
    window.__bench!.dialogAt! - window.__bench!.clickAt!,
    window.__bench!.nextFrameAt! - window.__bench!.clickAt!,
    window.__bench!.eventTimingMs!,
  ]);
  await context.close();
  return { jsGzipBeforeClick: scripts.reduce((sum, s) => sum + s.gzip, 0), navigationToButtonMs, clickToDialogMs, clickToNextFrameMs, eventTimingMs, scripts };
}

export interface WalletConnectRun {
  /** click on "WalletConnect" at once → the QR code painted (the provider chunk loads on the click) */
  clickToQrMs: number;
  /** the same once the idle prefetch fetched the provider chunk (a visitor who reads the list first) */
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

/** Opens the modal in a fresh page and clicks WalletConnect: at once, or after the idle prefetch; → click → QR ms. */
async function clickWalletConnect(browser: Browser, demoUrl: string, prefetched: boolean) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript({ content: qrInstrument });
  await page.goto(demoUrl, { waitUntil: 'networkidle' });
  const chunk = prefetched ? page.waitForResponse((r) => /\/chunks\/walletconnect\.js$/.test(r.url())) : null;
  await page.getByRole('button', { name: 'Connect (plug-and-play)', exact: true }).click();
  if (chunk) await (await chunk).finished();
  await page.getByRole('button', { name: 'WalletConnect QR Code' }).click();
  await page.waitForFunction(() => (window as unknown as { __benchWc: { qrAt?: number } }).__benchWc.qrAt !== undefined);
  const ms = await page.evaluate(() => {
    const b = (window as unknown as { __benchWc: { clickAt: number; qrAt: number } }).__benchWc;
    return b.qrAt - b.clickAt;
  });
  return { context, page, ms };
}

/**
 * Fresh demo pages and a sandbox WalletConnect wallet page: click WalletConnect as soon as the dialog shows (cold
 * provider chunk), and again after the idle prefetch; then pair with the wallet, which approves at once.
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
