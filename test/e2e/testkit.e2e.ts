/**
 * walletgate/testing against the demo and against a minimal host app an integrator writes: the kit injects the sandbox
 * wallets into the page and connects each kind of wallet through the real modal — injected, Solana, WalletConnect
 * (rejected, then approved) and the embedded wallet with the mailbox's one-time code — approving and rejecting in the
 * wallet. The helpers run against this worker's shared stack and browser, as they would against any sandbox and any
 * Playwright browser; the kit's own `startSandbox` and `launchBrowser` run in testkitReadme.e2e.ts, where the README's
 * example starts a whole sandbox on the ports it asks for and connects through it.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { verifyMessage, type Hex } from 'viem';
import {
  approveInWallet,
  connectEmbedded,
  connectInjected,
  connectSolana,
  connectWalletConnect,
  injectWallets,
  readMailbox,
  rejectInWallet,
  type Sandbox,
} from '../../testing';
import { evmAccount } from '../../sandbox/chains/keys';
import { claimPortBlock } from '../helpers/ports';
import { useStackAndBrowser } from './browser';
import { hostAppDir, serveHostApp, type HostApp } from './testkitHost/serve';

const ctx = useStackAndBrowser();
let sandbox: Sandbox;
let host: HostApp;

beforeAll(async () => {
  // what startSandbox resolves: the running stack's description (this one is the worker's, stopped by the run)
  sandbox = { description: ctx.stack.description, stop: async () => {} };
  host = await serveHostApp(await hostAppDir(), claimPortBlock(), sandbox.description.urls.demo);
}, 120_000);
afterAll(async () => {
  await host?.stop();
});

type Account = { isConnected: boolean; address: string | null; walletInfo: { name: string; type?: string } | null };
const demoAccount = (page: Page, namespace?: string) =>
  page.evaluate((ns) => (window as unknown as { walletGates: { plain: { getAccount(ns?: string): Account } } }).walletGates.plain.getAccount(ns), namespace);

/** A fresh context's page, failing the test on a page error or console error. */
async function open(url: string, inject?: Parameters<typeof injectWallets>[2]) {
  const page = await (await ctx.browser.newContext()).newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => void (m.type() === 'error' && problems.push(`console: ${m.text()}`)));
  if (inject) await injectWallets(page, sandbox, inject);
  await page.goto(url);
  return { page, problems };
}
const demo = () => open(`${sandbox.description.urls.demo}/plain.html`);
const opener = 'Connect (plug-and-play)';

describe('walletgate/testing against the demo', () => {
  it('connects the injected wallet, and the site sees the address the kit returns', async () => {
    const { page, problems } = await demo();
    const address = await connectInjected(page, { opener });
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(await demoAccount(page)).toMatchObject({ isConnected: true, address });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('connects the legacy wallet again after a disconnect, when the modal lists it as recent', async () => {
    const { page, problems } = await demo();
    const address = await connectInjected(page, { opener, wallet: 'Legacy Sandbox Wallet' });
    await page.getByRole('button', { name: 'Disconnect', exact: true }).click();
    await page.waitForFunction(() => !(window as unknown as { walletGates: { plain: { getAccount(): Account } } }).walletGates.plain.getAccount().isConnected);
    await page.reload();
    await page.getByRole('button', { name: opener }).click();
    await page.getByRole('button', { name: 'Legacy Sandbox Wallet Recent', exact: true }).waitFor();
    expect(await connectInjected(page, { opener, wallet: 'Legacy Sandbox Wallet' })).toBe(address);
    expect(await demoAccount(page)).toMatchObject({ isConnected: true, address });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('connects the multichain wallet on Solana', async () => {
    const { page, problems } = await demo();
    const address = await connectSolana(page, { opener });
    expect(address).toBe(sandbox.description.wallets!.multichain!.solanaAccounts[0]!.address);
    expect(await demoAccount(page, 'solana')).toMatchObject({ isConnected: true, address });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('WalletConnect: a rejected proposal leaves the site disconnected; an approved one connects the wallet page account', async () => {
    const { page, problems } = await demo();
    const rejected = await connectWalletConnect(page, sandbox, { opener, approve: false });
    expect(rejected.address).toBeNull();
    expect((await demoAccount(page)).isConnected).toBe(false);
    await rejected.wallet.context().close();

    const approved = await connectWalletConnect(page, sandbox, { opener });
    expect(approved.address).toBe(evmAccount(5).address);
    expect(await demoAccount(page)).toMatchObject({ isConnected: true, address: evmAccount(5).address });
    expect(problems).toEqual([]);
    await approved.wallet.context().close();
    await page.context().close();
  });

  it('signs in to the embedded wallet with the code from the mailbox', async () => {
    const { page, problems } = await demo();
    const email = `kit-${randomUUID().slice(0, 8)}@example.com`;
    await connectEmbedded(page, sandbox, email, { opener });
    const account = await demoAccount(page);
    expect(account.isConnected).toBe(true);
    expect(account.walletInfo?.type).toBe('AUTH');
    const mails = await readMailbox(sandbox, email);
    expect(mails.filter((m) => m.code)).toHaveLength(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('walletgate/testing against a minimal host app', () => {
  const status = (page: Page) => page.getByRole('status', { name: 'Account' });
  const signature = (page: Page) => page.getByRole('status', { name: 'Signature' });

  it('has no wallet of its own: the page lists only what the kit injects', async () => {
    const { page } = await open(host.url);
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
    expect(await page.getByRole('button', { name: /Installed$/ }).count()).toBe(0);
    await page.context().close();
  });

  it('connects the injected wallet; a signature rejected in the wallet fails, one approved verifies', async () => {
    const { page, problems } = await open(host.url, {});
    const address = await connectInjected(page);
    await status(page).getByText(`Connected: ${address}`).waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Sign a message' }).click();
    await rejectInWallet(page, 'Sandbox Wallet');
    await signature(page).getByText(/^Not signed: /).waitFor();

    await page.getByRole('button', { name: 'Sign a message' }).click();
    await approveInWallet(page);
    await signature(page).getByText(/^Signed: 0x/).waitFor();
    const signed = (await signature(page).textContent())!.slice('Signed: '.length) as Hex;
    expect(await verifyMessage({ address: address as Hex, message: 'hello', signature: signed })).toBe(true);
    expect(await verifyMessage({ address: evmAccount(9).address, message: 'hello', signature: signed })).toBe(false);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('injects the Solana wallet alone and connects it', async () => {
    const { page, problems } = await open(host.url, { evm: false });
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    expect(await page.getByRole('button', { name: 'Sandbox Wallet Installed', exact: true }).count()).toBe(0);
    const address = await connectSolana(page);
    await status(page).getByText(`Connected: ${address}`).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('connects over WalletConnect and signs, approved on the wallet page', async () => {
    const { page, problems } = await open(host.url);
    const { wallet, address } = await connectWalletConnect(page, sandbox);
    await status(page).getByText(`Connected: ${address}`).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Sign a message' }).click();
    await approveInWallet(wallet);
    await signature(page).getByText(/^Signed: 0x/).waitFor();
    expect(problems).toEqual([]);
    await wallet.context().close();
    await page.context().close();
  });

  it('signs in to the embedded wallet (secure frame on another origin than the site) with the mailbox code', async () => {
    const { page, problems } = await open(host.url);
    await connectEmbedded(page, sandbox, `host-${randomUUID().slice(0, 8)}@example.com`);
    await status(page).getByText(/^Connected: 0x[0-9a-fA-F]{40}$/).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
