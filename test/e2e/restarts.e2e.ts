/**
 * Relay and chain restarts: with a WalletConnect session open the relay restarts — even with a request
 * sent while it is down — and the session carries on; Sandbox A's node restarts in place and the account view's
 * balances come back without a reload, after a §8 'Token Balance Unavailable' while it is down.
 */
import type { Page } from 'playwright-core';
import { createPublicClient, createWalletClient, formatEther, http, parseEther, stringToHex, verifyMessage, type Address, type Hex } from 'viem';
import { evmAccount } from '../../sandbox/chains/keys';
import { formatBalance } from '../../src/core/format';
import { openPage, usePrivateStackAndBrowser } from './browser';

// restarts stop services: a stack of its own, not the shared one
const ctx = usePrivateStackAndBrowser();
const DAPP = 'WalletGate Demo';
const WC_ACCOUNT = evmAccount(5).address;
/** Sandbox Wallet's first account (sandbox/chains/evm/seed.ts) */
const OWNER = evmAccount(1).address;

type Gate = {
  getAccount(): { isConnected: boolean; address: string | null };
  getWalletProvider(): { request(args: { method: string; params?: unknown[] }): Promise<unknown> } | undefined;
  open(request?: { view?: string }): Promise<void>;
  close(): void;
};
declare global {
  interface Window {
    walletGates?: Record<string, unknown>;
  }
}

const chainA = () => ctx.stack.description.chains!.evm[0]!;
const publicClient = () => createPublicClient({ transport: http(chainA().rpcUrl) });
const ethOf = (address: Address) => publicClient().getBalance({ address });
const panel = (page: Page) => page.getByRole('tabpanel');
/** What a browser logs for a request to a port nothing listens on: expected while a service is down. */
const refused = (problem: string) => /ERR_CONNECTION_REFUSED|ERR_CONNECTION_RESET|Failed to load resource/.test(problem);

/** personal_sign from the page through getWalletProvider(); started, not awaited. */
function startSign(page: Page, message: string): Promise<Hex> {
  return page.evaluate(
    ([hex, address]) => (window.walletGates!.plain as Gate).getWalletProvider()!.request({ method: 'personal_sign', params: [hex, address] }) as Promise<Hex>,
    [stringToHex(message), WC_ACCOUNT] as const,
  );
}

async function approveSign(wallet: Page, signature: Promise<Hex>, message: string) {
  await wallet.getByRole('article', { name: `personal_sign request from ${DAPP}` }).getByRole('button', { name: 'Approve' }).click();
  expect(await verifyMessage({ address: WC_ACCOUNT, message, signature: await signature })).toBe(true);
}

describe('relay and chain restarts', () => {
  it('a WalletConnect session survives relay restarts, with a request sent while the relay was down', async () => {
    const { page, problems } = await openPage(ctx.browser, `${ctx.stack.description.urls.demo}/plain.html`);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
    await page.getByRole('button', { name: 'WalletConnect QR Code' }).click();
    const uri = (await page.getByRole('img', { name: 'QR code for WalletConnect' }).getAttribute('data-value'))!;
    const { page: wallet } = await openPage(ctx.browser, ctx.stack.description.urls.wcWallet!);
    await wallet.locator('body[data-ready="true"]').waitFor();
    await wallet.getByRole('textbox', { name: 'WalletConnect URI' }).fill(uri);
    await wallet.getByRole('button', { name: 'Pair' }).click();
    await wallet.getByRole('article', { name: `Session proposal from ${DAPP}` }).getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog', { name: 'Account' }).waitFor();

    // a plain restart: both sides reconnect on their own and the next request goes through
    await ctx.stack.restart!('relay');
    await approveSign(wallet, startSign(page, 'after a relay restart'), 'after a relay restart');

    // the request is sent while nothing listens on the relay's port: it goes out once the relay is back
    let pending: Promise<Hex> | undefined;
    await ctx.stack.restart!('relay', {
      whileDown: async () => {
        pending = startSign(page, 'sent while the relay was down');
        pending.catch(() => {}); // awaited below
        // the page's provider has seen its socket close before the relay comes back
        await page.waitForFunction(() => (window.walletGates!.plain as Gate).getAccount().isConnected === true);
      },
    });
    await approveSign(wallet, pending!, 'sent while the relay was down');
    expect(await page.evaluate(() => (window.walletGates!.plain as Gate).getAccount().address)).toBe(WC_ACCOUNT);
    expect(problems.filter((p) => !refused(p))).toEqual([]);
    await page.context().close();
    await wallet.context().close();
  });

  it("the active chain's node restarts: Account says the balances are unavailable meanwhile, then shows them again without a reload", async () => {
    // an amount the seed never gives, so the figures after the restart are the chain's kept state, not a re-seed
    const funder = createWalletClient({ account: evmAccount(7), transport: http(chainA().rpcUrl) });
    const hash = await funder.sendTransaction({ chain: null, to: OWNER, value: parseEther('0.4321') });
    await publicClient().waitForTransactionReceipt({ hash, pollingInterval: 20 });
    const before = await ethOf(OWNER);
    const shown = `${formatBalance(formatEther(before))} ETH`;

    const context = await ctx.browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console: ${m.text()}`);
    });
    // the page's clock runs at real speed; the test moves it past SPEC §9's 30 s balance caches at once
    await page.clock.install();
    await page.goto(`${ctx.stack.description.urls.demo}/plain.html`);
    await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
    await page.getByRole('button', { name: 'Sandbox Wallet Installed', exact: true }).click();
    await page.getByRole('dialog', { name: 'Sandbox Wallet request' }).getByRole('button', { name: 'Approve' }).click();
    await panel(page).getByText(shown).waitFor();
    await page.evaluate(() => (window.walletGates!.plain as Gate).close());
    await page.getByRole('dialog', { name: 'Account' }).waitFor({ state: 'detached' });

    await ctx.stack.restart!('evmA', {
      whileDown: async () => {
        // the visitor comes back half a minute later, while the node is down
        await page.clock.fastForward('00:31');
        await page.evaluate(() => (window.walletGates!.plain as Gate).open({ view: 'Account' }));
        // the §8 message, not a stuck spinner; the retries of SPEC §9 run their course first
        const failed = panel(page).getByRole('alert');
        await failed.getByText('Token Balance Unavailable').waitFor({ timeout: 30_000 });
        await failed.getByRole('button', { name: 'Try again' }).waitFor();
      },
    });
    // the node came back with the chain as it was (the 0.4321 ETH included), and takes transactions again
    expect(await ethOf(OWNER)).toBe(before);
    const again = await funder.sendTransaction({ chain: null, to: OWNER, value: parseEther('0.25') });
    await publicClient().waitForTransactionReceipt({ hash: again, pollingInterval: 20 });
    const after = await ethOf(OWNER);
    expect(after).toBe(before + parseEther('0.25'));

    await panel(page).getByRole('button', { name: 'Try again' }).click();
    await panel(page).getByText(`${formatBalance(formatEther(after))} ETH`).waitFor();
    expect(await panel(page).getByRole('alert').count()).toBe(0);
    expect(problems.filter((p) => !refused(p))).toEqual([]);
    await context.close();
  });
});
