import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export interface PageRun {
  jsGzipBeforeClick: number;
  navigationToButtonMs: number;
  clickToDialogMs: number;
  scripts: { url: string; gzip: number }[];
}

declare global {
  interface Window {
    __bench?: { buttonReadyAt?: number; clickAt?: number; dialogAt?: number };
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
  document.addEventListener('click', () => {
    bench.clickAt = performance.now();
    const poll = () => {
      for (const host of document.querySelectorAll('walletgate-modal')) {
        const dialog = host.shadowRoot && host.shadowRoot.querySelector('[role="dialog"]');
        // the frame after the DOM holds the dialog's controls is when a person sees it
        if (dialog && dialog.querySelector('.wg-view button')) {
          requestAnimationFrame(() => (bench.dialogAt = performance.now()));
          return;
        }
      }
      requestAnimationFrame(poll);
    };
    poll();
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
  await page.waitForFunction(() => window.__bench?.dialogAt !== undefined);
  const clickToDialogMs = await page.evaluate(() => window.__bench!.dialogAt! - window.__bench!.clickAt!);
  await context.close();
  return { jsGzipBeforeClick: scripts.reduce((sum, s) => sum + s.gzip, 0), navigationToButtonMs, clickToDialogMs, scripts };
}
