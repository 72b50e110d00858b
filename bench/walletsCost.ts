/**
 * What the sandbox wallets cost a page as a visitor's extensions would: navigation → Connect button usable on
 * /plain.html with their script (`/assets/sandbox-wallets.js`, synchronous in the head) and with it blocked, fresh
 * profiles, the two kinds of run interleaved so both see the same load on a shared machine; and the script's gzip
 * weight, the synchronous entry apart from the signing chunks it fetches only when a wallet is asked to sign.
 * Budget (issue "Fast feedback"): with the wallets ≤ 1.15 × without.
 *
 * Run alone (builds the demo and starts a stack on WALLETGATE_BASE_PORT): `node --import tsx bench/walletsCost.ts [runs] [--no-build]`
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { instrument } from './measure';

export const WALLETS_SCRIPT = '/assets/sandbox-wallets.js';
export const BUDGET_WALLETS_RATIO = 1.15;
const PAGE = { path: '/plain.html', button: 'Connect (plug-and-play)' };

export interface WalletsCost {
  /** medians, ms */
  withWallets: number;
  withoutWallets: number;
  ratio: number;
  runsWithMs: number[];
  runsWithoutMs: number[];
  /** gzip bytes of the synchronous script, of the Bitcoin wallet's (pages with `?bitcoin=1`), and of each chunk they may fetch later */
  scriptGzip: number;
  bitcoinScriptGzip: number;
  lazyChunks: { file: string; gzip: number }[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One fresh page: navigation start → the button usable (the page's own clock). */
async function navigationToButton(browser: Browser, url: string, wallets: boolean): Promise<number> {
  const context = await browser.newContext();
  try {
    // blocked as an extension the visitor does not have: the request fails and the page goes on without it
    if (!wallets) await context.route(`**${WALLETS_SCRIPT}`, (route) => route.abort('blockedbyclient'));
    const page = await context.newPage();
    await page.addInitScript({ content: instrument(PAGE.button) });
    await page.goto(url);
    await page.waitForFunction(() => window.__bench?.buttonReadyAt !== undefined);
    return await page.evaluate(() => window.__bench!.buttonReadyAt!);
  } finally {
    await context.close();
  }
}

/** The built script and the sandbox wallets' lazy chunks (`chunks/sandbox-*.js`) in the demo's output. */
function scriptWeights(demoDir: string) {
  const gzip = (file: string) => gzipSync(readFileSync(path.join(demoDir, file))).length;
  const chunks = readdirSync(path.join(demoDir, 'chunks')).filter((f) => /^sandbox-.+\.js$/.test(f));
  return { scriptGzip: gzip(path.basename(WALLETS_SCRIPT)), bitcoinScriptGzip: gzip('sandbox-bitcoin-wallet.js'), lazyChunks: chunks.map((f) => ({ file: `chunks/${f}`, gzip: gzip(`chunks/${f}`) })) };
}

export async function measureWalletsCost(browser: Browser, demoUrl: string, runs: number, demoDir = 'dist/demo'): Promise<WalletsCost> {
  const url = `${demoUrl}${PAGE.path}`;
  await navigationToButton(browser, url, true); // one warm-up of each: the server's and the browser's first-use costs
  await navigationToButton(browser, url, false);
  const runsWithMs: number[] = [];
  const runsWithoutMs: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    runsWithMs.push(await navigationToButton(browser, url, true));
    runsWithoutMs.push(await navigationToButton(browser, url, false));
  }
  const withWallets = median(runsWithMs);
  const withoutWallets = median(runsWithoutMs);
  return { withWallets, withoutWallets, ratio: withWallets / withoutWallets, runsWithMs, runsWithoutMs, ...scriptWeights(demoDir) };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (values: number[]) => values.map((v) => v.toFixed(0)).join(' / ');

/** The report's lines; returns whether the budget holds. */
export function printWalletsCost(cost: WalletsCost): boolean {
  const ok = cost.ratio <= BUDGET_WALLETS_RATIO;
  console.log(`\nSandbox wallets (the visitor's "extensions") on ${PAGE.path}`);
  console.log(`  navigation → button, with them     ${cost.withWallets.toFixed(1).padStart(7)} ms   runs ${ms(cost.runsWithMs)} ms`);
  console.log(`  navigation → button, script blocked ${cost.withoutWallets.toFixed(1).padStart(6)} ms   runs ${ms(cost.runsWithoutMs)} ms`);
  console.log(`  with / without                     ${cost.ratio.toFixed(2).padStart(7)} ×    budget ${BUDGET_WALLETS_RATIO} ×  ${ok ? 'ok' : 'OVER'}`);
  console.log(`  ${WALLETS_SCRIPT} (synchronous)   ${kib(cost.scriptGzip).padStart(10)} gzip`);
  console.log(`  /assets/sandbox-bitcoin-wallet.js (?bitcoin=1) ${kib(cost.bitcoinScriptGzip).padStart(7)} gzip`);
  for (const c of cost.lazyChunks) console.log(`    ${kib(c.gzip).padStart(10)}  ${c.file}   (fetched on first use)`);
  return ok;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { startStack } = await import('../sandbox/stack');
  const { launchBrowser } = await import('../test/e2e/browser');
  const stack = await startStack({ basePort: Number(process.env.WALLETGATE_BASE_PORT ?? 4900), build: !process.argv.includes('--no-build') });
  const browser = await launchBrowser('browser');
  const runs = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 9);
  const cost = await measureWalletsCost(browser, stack.description.urls.demo, runs).finally(async () => {
    await browser.close();
    await stack.stop();
  });
  process.exit(printWalletsCost(cost) ? 0 : 1);
}
