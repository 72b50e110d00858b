/**
 * walletgate/wagmi end to end: /wagmi.html is a small wagmi site whose hooks are its only data layer;
 * WalletGate is its connect modal. Real chain, real sandbox wallets, real relay.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { createPublicClient, http, parseEther, verifyMessage, type Hex } from 'viem';
import { evmAccount } from '../../sandbox/chains/keys';
import { claimPortBlock } from '../helpers/ports';
import { openPage, useStackAndBrowser } from './browser';
import { nextCode } from './mailbox';

const ctx = useStackAndBrowser();
const RECEIVER = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';
const ACCOUNT_5 = evmAccount(5).address;

type Gate = { getAccount(): { isConnected: boolean; address: string | null }; getNetwork(): { caipNetworkId: string | null } };
declare global {
  interface Window {
    walletGates?: Record<string, unknown>;
  }
}

const wagmiValue = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const promptOf = (page: Page) => page.getByRole('dialog', { name: 'Sandbox Wallet request' });
const gateNetwork = (page: Page) => page.evaluate(() => (window.walletGates!.wagmi as Gate).getNetwork().caipNetworkId);
const gateAddress = (page: Page) => page.evaluate(() => (window.walletGates!.wagmi as Gate).getAccount().address);

async function text(page: Page, label: string, expected: string | RegExp) {
  const el = wagmiValue(page, label);
  await el.filter({ hasText: expected }).waitFor();
  return (await el.textContent())!;
}

async function openWagmiPage(query = '') {
  return openPage(ctx.browser, `${ctx.stack.description.urls.demo}/wagmi.html${query}`);
}

/** wagmi's connect opens the modal; the visitor picks the injected wallet and approves. */
async function connectInjected(page: Page) {
  await page.getByRole('button', { name: 'Connect with wagmi' }).click();
  await page.getByRole('button', { name: 'Sandbox Wallet Installed', exact: true }).click();
  await promptOf(page).getByRole('button', { name: 'Approve' }).click();
  await text(page, 'wagmi status', 'connected');
}

describe('a wagmi site with WalletGate as its modal', () => {
  it('connects the injected wallet through the modal; wagmi shows the same address and chain; sends, switches, follows the wallet, restores on reload', async () => {
    const { page, problems } = await openWagmiPage();
    expect(await text(page, 'wagmi status', 'disconnected')).toBe('disconnected');
    await connectInjected(page);
    const address = await page.evaluate(() => window.sandboxWallets!.sandbox.state().address!);
    expect(await text(page, 'wagmi address', address)).toBe(address);
    expect(await gateAddress(page)).toBe(address);
    await text(page, 'wagmi chain', '31337 (Sandbox A)');
    await text(page, 'wagmi connector', 'WalletGate');
    await text(page, 'wagmi balance', /^\d+ wei$/);
    await page.keyboard.press('Escape');

    // useSignMessage through the wallet, checked with viem
    await page.getByRole('button', { name: 'Sign a message with wagmi' }).click();
    await promptOf(page).getByRole('button', { name: 'Approve' }).click();
    const signature = (await text(page, 'wagmi signature', /^0x/)) as Hex;
    expect(await verifyMessage({ address: address as Hex, message: 'Hello from a wagmi site', signature })).toBe(true);

    // useSendTransaction moves 0.01 ETH, read back from the chain
    await page.getByRole('button', { name: 'Send 0.01 ETH with wagmi' }).click();
    await promptOf(page).getByRole('button', { name: 'Approve' }).click();
    const hash = (await text(page, 'wagmi transaction', /^0x/)) as Hex;
    const chain = createPublicClient({ transport: http(ctx.stack.description.networks[0]!.rpcUrls.default.http[0]) });
    const receipt = await chain.waitForTransactionReceipt({ hash });
    const tx = await chain.getTransaction({ hash });
    expect([receipt.status, tx.from.toLowerCase(), tx.to?.toLowerCase(), tx.value]).toEqual(['success', address.toLowerCase(), RECEIVER.toLowerCase(), parseEther('0.01')]);

    // useSwitchChain moves the modal's network (and the wallet's)
    await page.getByRole('button', { name: 'Switch to Sandbox B with wagmi' }).click();
    await text(page, 'wagmi chain', '31338 (Sandbox B)');
    expect(await gateNetwork(page)).toBe('eip155:31338');
    expect(await page.evaluate(() => window.sandboxWallets!.sandbox.state().chainId)).toBe(31338);

    // the wallet switching account moves wagmi's
    await page.evaluate(() => window.sandboxWallets!.sandbox.switchAccount(1));
    const second = await page.evaluate(() => window.sandboxWallets!.sandbox.state().address!);
    expect(second).not.toBe(address);
    await text(page, 'wagmi address', second);

    // reload: wagmi's reconnect follows WalletGate's restore, with no action
    await page.reload();
    await text(page, 'wagmi status', 'connected');
    await text(page, 'wagmi address', second);
    await text(page, 'wagmi chain', '31338 (Sandbox B)');
    expect(await promptOf(page).count()).toBe(0);

    await page.getByRole('button', { name: 'Disconnect with wagmi' }).click();
    await text(page, 'wagmi status', 'disconnected');
    await page.waitForFunction(() => (window.walletGates!.wagmi as Gate).getAccount().isConnected === false);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('closing a WalletConnect QR code unscanned leaves wagmi disconnected, not connecting', async () => {
    const { page, problems } = await openWagmiPage();
    await page.getByRole('button', { name: 'Connect with wagmi' }).click();
    await page.getByRole('button', { name: 'WalletConnect QR Code' }).click();
    await page.getByRole('img', { name: 'QR code for WalletConnect' }).waitFor();
    expect(await wagmiValue(page, 'wagmi status').textContent()).toBe('connecting');
    await page.getByRole('button', { name: 'Close' }).click();
    await text(page, 'wagmi status', 'disconnected');
    await text(page, 'wagmi connect error', 'UserRejectedRequestError');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('connects through the sandbox WalletConnect wallet', async () => {
    const { page, problems } = await openWagmiPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Connect with wagmi' }).click();
    await page.getByRole('button', { name: 'WalletConnect QR Code' }).click();
    const uri = (await page.getByRole('img', { name: 'QR code for WalletConnect' }).getAttribute('data-value'))!;
    const wallet = (await openPage(ctx.browser, ctx.stack.description.urls.wcWallet!)).page;
    await wallet.locator('body[data-ready="true"]').waitFor();
    await wallet.getByRole('textbox', { name: 'WalletConnect URI' }).fill(uri);
    await wallet.getByRole('button', { name: 'Pair' }).click();
    await wallet.getByRole('article', { name: 'Session proposal from WalletGate Demo' }).getByRole('button', { name: 'Approve' }).click();
    await text(page, 'wagmi status', 'connected');
    await text(page, 'wagmi address', ACCOUNT_5);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Sign a message with wagmi' }).click();
    await wallet.getByRole('article', { name: 'personal_sign request from WalletGate Demo' }).getByRole('button', { name: 'Approve' }).click();
    const signature = (await text(page, 'wagmi signature', /^0x/)) as Hex;
    expect(await verifyMessage({ address: ACCOUNT_5, message: 'Hello from a wagmi site', signature })).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
    await wallet.context().close();
  });

  it('connects the embedded wallet (email login) and wagmi shows its account', async () => {
    const { page, problems } = await openWagmiPage();
    const email = `wagmi-${randomUUID().slice(0, 8)}@example.com`;
    await page.getByRole('button', { name: 'Connect with wagmi' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Email address' }).fill(email);
    await page.getByRole('dialog').getByRole('button', { name: 'Continue', exact: true }).click();
    const code = await nextCode(ctx.stack.description.urls.secureSite, email);
    await page.getByRole('dialog').getByRole('group', { name: 'Verification code' }).getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(code);
    await text(page, 'wagmi status', 'connected');
    const address = await gateAddress(page);
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    await text(page, 'wagmi address', address!);
    await text(page, 'wagmi connector', 'WalletGate');
    expect(await gateNetwork(page)).toBe(`eip155:${(await text(page, 'wagmi chain', /^\d+/)).split(' ')[0]}`);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('with every network’s first RPC URL on a closed port, wagmi reads and the modal’s balance still work', async () => {
    // the last port of this file's own block: nothing listens there
    const closed = `http://127.0.0.1:${claimPortBlock() + 99}`;
    const { page, problems } = await openWagmiPage(`?deadRpc=${encodeURIComponent(closed)}`);
    await connectInjected(page);
    await text(page, 'wagmi balance', /^\d+ wei$/);
    await page.getByRole('dialog', { name: 'Account' }).getByText(/^[\d,]+\.\d{2} ETH$/).first().waitFor();
    // the browser reports each refused connection; nothing else may go wrong
    expect(problems.filter((p) => !p.includes('ERR_CONNECTION_REFUSED'))).toEqual([]);
    await page.context().close();
  });
});
