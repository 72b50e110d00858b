import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export interface SwapRun {
  /** click on the account's Swap entry → the form usable (its chunk, the flows' chunk and the token list) */
  clickToFormMs: number;
  /** the amount typed (tokens picked) → the quote shown: SPEC §9's 300 ms wait, the request, the render */
  typedToQuoteMs: number;
  /** click on Swap → quote visible, without the visitor's own time to pick the tokens */
  clickToQuoteMs: number;
  /** gzip bytes of the scripts fetched from the click on Swap to the quote */
  swapScriptsGzip: number;
  swapScripts: { url: string; gzip: number }[];
  /** scripts with "swap" in their name fetched before the click on Swap (must be none) */
  swapScriptsBeforeClick: string[];
}

/**
 * Connected with the injected Sandbox Wallet, the visitor clicks Swap, picks sUSD → sGLD and types 10.
 * Clocks are in the page (performance.now): the click, the form's amount field appearing, the last keystroke,
 * and the Review button becoming usable (a quote for the input is in).
 */
export async function measureSwap(browser: Browser, demoUrl: string): Promise<SwapRun> {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  const scripts: { url: string; at: number; gzip: number }[] = [];
  let clickedAt = Infinity;
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const at = Date.now();
    try {
      scripts.push({ url: new URL(response.url()).pathname, at, gzip: gzipSync(await response.body()).length });
    } catch {
      // a redirect or an aborted load has no body
    }
  });
  const prompt = page.getByRole('dialog', { name: 'Sandbox Wallet request' });
  await page.goto(`${demoUrl}/plain.html`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
  await page.getByRole('button', { name: 'Sandbox Wallet Installed', exact: true }).click();
  await prompt.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('tab', { name: 'Tokens' }).waitFor();
  const swapEntry = page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Swap', exact: true });
  await swapEntry.waitFor();
  const before = scripts.filter((s) => /swap/i.test(s.url)).map((s) => s.url);

  clickedAt = Date.now();
  const clickAt = await page.evaluate(() => performance.now());
  await swapEntry.click();
  const amount = page.getByLabel('Amount to pay');
  await amount.waitFor();
  const formAt = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: /^Token to pay/ }).click();
  await page.getByRole('list', { name: 'Tokens to swap' }).getByRole('button', { name: /\bsUSD\b/ }).click();
  await page.getByRole('button', { name: /^(Token to receive|Choose token)/ }).click();
  await page.getByRole('list', { name: 'Tokens to swap' }).getByRole('button', { name: /\bsGLD\b/ }).click();
  await amount.fill('10');
  const typedAt = await page.evaluate(() => performance.now());
  const review = page.getByRole('button', { name: 'Review swap' });
  await page.waitForFunction((el) => el instanceof HTMLButtonElement && !el.disabled, await review.elementHandle(), { polling: 'raf' });
  const quoteAt = await page.evaluate(() => performance.now());
  const swapScripts = scripts.filter((s) => s.at >= clickedAt).map(({ url, gzip }) => ({ url, gzip }));
  await context.close();
  return {
    clickToFormMs: formAt - clickAt,
    typedToQuoteMs: quoteAt - typedAt,
    clickToQuoteMs: formAt - clickAt + (quoteAt - typedAt),
    swapScriptsGzip: swapScripts.reduce((sum, s) => sum + s.gzip, 0),
    swapScripts,
    swapScriptsBeforeClick: before,
  };
}
