/**
 * Polkadot end to end on the real sandbox: a demo page with Polkadot networks (`?polkadot=1`) lists the
 * sandbox Polkadot extension (window.injectedWeb3) with its Polkadot badge; a new visitor connects it and sees the
 * SS58 address, switches account in the extension, signs with signRaw through getWalletProvider('polkadot') and the
 * sandbox verifies the sr25519 signature; a reload restores the connection and Disconnect clears it. A page without
 * Polkadot networks loads no Polkadot code. The sandbox WalletConnect wallet connects on polkadot too, signs
 * polkadot_signMessage, and its session is restored after a reload and cleared by Disconnect.
 */
import type { Page } from 'playwright-core';
import { Keyring } from '@polkadot/keyring';
import { cryptoWaitReady } from '@polkadot/util-crypto';
import { openPage, useStackAndBrowser } from './browser';
import AxeBuilder from './axe';

const ctx = useStackAndBrowser();

const WALLET = 'Sandbox Polkadot Wallet';
const prompt = (page: Page) => page.getByRole('dialog', { name: `${WALLET} request` });
const modal = (page: Page) => page.getByRole('dialog', { name: /Account|Connect Wallet|Networks/ });
const truncate = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`;

type Account = { isConnected: boolean; address: string | null; caipAddress: string | null };
const account = (page: Page) =>
  page.evaluate(() => (window as unknown as { walletGates: { plain: { getAccount(ns: string): Account } } }).walletGates.plain.getAccount('polkadot'));

let page: Page;
let problems: string[];
let alice: string;
let bob: string;

beforeAll(async () => {
  const wallet = ctx.stack.description.wallets!.polkadot!;
  [alice, bob] = wallet.accounts.map((a) => a.address) as [string, string];
  ({ page, problems } = await openPage(ctx.browser, `${ctx.stack.description.urls.demo}/plain.html?polkadot=1`));
});
afterAll(async () => {
  await page?.context().close();
});

async function verify(address: string, message: string, signature: string) {
  const res = await fetch(`${ctx.stack.description.urls.api}/sandbox/polkadot/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address, message, signature }),
  });
  return (await res.json()) as { isValid: boolean; crypto: string };
}

describe('Polkadot on the sandbox', () => {
  it('a page without Polkadot networks loads no Polkadot code, even with the modal open', async () => {
    const { page: plain, problems: plainProblems } = await openPage(ctx.browser, `${ctx.stack.description.urls.demo}/plain.html`);
    const scripts: string[] = [];
    plain.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await plain.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
    await plain.getByRole('button', { name: /^Sandbox Wallet/ }).first().waitFor();
    await plain.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(scripts.filter((url) => /polkadot/i.test(url.replace(/sandbox-polkadot-keys/, '')))).toEqual([]);
    expect(await plain.getByRole('button', { name: new RegExp(`^${WALLET}`) }).count()).toBe(0);
    expect(plainProblems).toEqual([]);
    await plain.context().close();
  });

  it('lists the extension with its Polkadot badge and connects it: the SS58 address shows', async () => {
    await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
    const entry = page.getByRole('button', { name: `${WALLET} Polkadot Installed`, exact: true });
    await entry.waitFor();
    await entry.click();
    await prompt(page).getByText(/wants to access your Polkadot accounts/).waitFor();
    await prompt(page).getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('button', { name: 'Disconnect' }).waitFor();
    // the site's first Polkadot network is the sandbox one: the generic prefix 42, addresses starting with 5
    await modal(page).getByText(truncate(alice), { exact: true }).first().waitFor();
    const polkadotNetwork = ctx.stack.description.polkadotNetworks![0]!.caipNetworkId;
    expect(await account(page)).toMatchObject({ isConnected: true, address: alice, caipAddress: `${polkadotNetwork}:${alice}` });
    expect(await AxeBuilder(page)).toEqual([]);
  });

  it('switches account in the Account view, then follows the extension showing the site only that account', async () => {
    const list = page.getByRole('group', { name: 'Your accounts' });
    await list.getByRole('button', { name: new RegExp(`^${truncate(alice)}`), pressed: true }).waitFor();
    await list.getByRole('button', { name: truncate(bob), exact: true }).click();
    await list.getByRole('button', { name: new RegExp(`^${truncate(bob)}`), pressed: true }).waitFor();
    await modal(page).getByText(truncate(bob), { exact: true }).first().waitFor();
    expect((await account(page)).address).toBe(bob);
    expect(await AxeBuilder(page)).toEqual([]);
    // in the extension, the visitor lets the site see Bob only: one account, no list
    await page.evaluate(() => (window as unknown as { sandboxWallets: { polkadot: { switchAccount(i: number): void } } }).sandboxWallets.polkadot.switchAccount(1));
    await list.waitFor({ state: 'detached' });
    expect((await account(page)).address).toBe(bob);
  });

  it('signs with signRaw through getWalletProvider("polkadot"); the sandbox verifies it with sr25519', async () => {
    const message = 'Sign in to the WalletGate demo';
    await page.evaluate((text) => {
      type Provider = { address: string; signRaw(p: unknown): Promise<{ signature: string }> };
      const w = window as unknown as { walletGates: { plain: { getWalletProvider(ns: 'polkadot'): Provider } }; signed?: Promise<{ address: string; signature: string }> };
      const provider = w.walletGates.plain.getWalletProvider('polkadot');
      w.signed = provider.signRaw({ address: provider.address, data: text }).then((r) => ({ address: provider.address, signature: r.signature }));
    }, message);
    await prompt(page).getByText(message).waitFor();
    await prompt(page).getByRole('button', { name: 'Approve' }).click();
    const signed = await page.evaluate(() => (window as unknown as { signed: Promise<{ address: string; signature: string }> }).signed);
    expect(signed.address).toBe(bob);
    expect(await verify(bob, message, signed.signature)).toEqual({ isValid: true, crypto: 'sr25519' });
    // the check can fail: another account, or another message, does not verify
    expect((await verify(alice, message, signed.signature)).isValid).toBe(false);
    expect((await verify(bob, 'Another message', signed.signature)).isValid).toBe(false);
  });

  it('signs an extrinsic payload with signPayload; the sandbox verifies it', async () => {
    const genesisHash = ctx.stack.description.polkadotNetworks![0]!.caipNetworkId.split(':')[1]!.padEnd(64, '0');
    const payload = {
      address: bob, blockHash: `0x${'22'.repeat(32)}`, blockNumber: '0x00000010', era: '0x00', genesisHash: `0x${genesisHash}`,
      method: '0x0503001234', nonce: '0x00000001', signedExtensions: ['CheckNonce'], specVersion: '0x01000000', tip: '0x00',
      transactionVersion: '0x01000000', version: 4,
    };
    await page.evaluate((p) => {
      const w = window as unknown as { walletGates: { plain: { getWalletProvider(ns: 'polkadot'): { signPayload(p: unknown): Promise<{ signature: string }> } } }; payloadSigned?: Promise<string> };
      w.payloadSigned = w.walletGates.plain.getWalletProvider('polkadot').signPayload(p).then((r) => r.signature);
    }, payload);
    await prompt(page).getByText('Sign a transaction').waitFor();
    await prompt(page).getByRole('button', { name: 'Approve' }).click();
    const signature = await page.evaluate(() => (window as unknown as { payloadSigned: Promise<string> }).payloadSigned);
    const check = async (nonce: string) => {
      const res = await fetch(`${ctx.stack.description.urls.api}/sandbox/polkadot/verify-payload`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ address: bob, signature, payload: { ...payload, nonce } }),
      });
      return (await res.json()) as { isValid: boolean; crypto: string };
    };
    expect(await check(payload.nonce)).toEqual({ isValid: true, crypto: 'sr25519' });
    expect((await check('0x00000002')).isValid).toBe(false);
  });

  it('refuses a signRaw for an account the wallet did not connect, before the extension is asked', async () => {
    const error = await page.evaluate(async (other) => {
      const w = window as unknown as { walletGates: { plain: { getWalletProvider(ns: 'polkadot'): { signRaw(p: unknown): Promise<unknown> } } } };
      try {
        await w.walletGates.plain.getWalletProvider('polkadot').signRaw({ address: other, data: 'x' });
        return null;
      } catch (e) {
        return { message: (e as Error).message, code: (e as { code?: number }).code };
      }
    }, alice);
    expect(error).toEqual({ message: `Invalid params for signRaw: address ${alice} is not an account the wallet connected`, code: -32602 });
    expect(await prompt(page).count()).toBe(0);
  });

  it('restores the connection after a reload without asking again, and Disconnect clears it', async () => {
    await page.reload();
    await page.waitForFunction(() => {
      const gate = (window as unknown as { walletGates?: { plain?: { getAccount(ns: string): { isConnected: boolean } } } }).walletGates?.plain;
      return !!gate && gate.getAccount('polkadot').isConnected;
    });
    expect((await account(page)).address).toBe(bob);
    expect(await prompt(page).count()).toBe(0);
    await page.evaluate(() => (window as unknown as { walletGates: { plain: { open(): void } } }).walletGates.plain.open());
    await modal(page).getByText(truncate(bob)).waitFor();
    await page.getByRole('button', { name: 'Disconnect' }).click();
    await page.waitForFunction(() => !(window as unknown as { walletGates: { plain: { getAccount(ns: string): { isConnected: boolean } } } }).walletGates.plain.getAccount('polkadot').isConnected);
    await page.reload();
    await page.waitForFunction(() => !!(window as unknown as { walletGates?: { plain?: unknown } }).walletGates?.plain);
    expect((await account(page)).isConnected).toBe(false);
    expect(problems).toEqual([]);
  });
});

describe('Polkadot through WalletConnect', () => {
  const DAPP = 'WalletGate Demo';
  type Gate = { getAccount(ns: string): Account; open(): void; getWalletProvider(ns: 'polkadot'): { address: string; signRaw(p: unknown): Promise<{ signature: string }> } };
  const gate = (p: Page, ns: string) => p.evaluate((n) => (window as unknown as { walletGates: { plain: Gate } }).walletGates.plain.getAccount(n), ns);
  let dapp: Page;
  let dappProblems: string[];
  let wallet: Page;
  let charlie: string;

  beforeAll(async () => {
    await cryptoWaitReady();
    charlie = new Keyring({ type: 'sr25519', ss58Format: 42 }).addFromUri('//Charlie').address;
    ({ page: dapp, problems: dappProblems } = await openPage(ctx.browser, `${ctx.stack.description.urls.demo}/plain.html?polkadot=1`));
    await dapp.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    ({ page: wallet } = await openPage(ctx.browser, ctx.stack.description.urls.wcWallet!));
    await wallet.locator('body[data-ready="true"]').waitFor();
  });
  afterAll(async () => {
    await dapp?.context().close();
    await wallet?.context().close();
  });

  it('connects through the sandbox WalletConnect wallet, signs polkadot_signMessage, restores after a reload, and Disconnect clears it', async () => {
    await dapp.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
    await dapp.getByRole('button', { name: 'WalletConnect QR Code' }).click();
    await dapp.getByRole('img', { name: 'QR code for WalletConnect' }).waitFor();
    await dapp.getByRole('button', { name: 'Copy link' }).click();
    const uri = await dapp.evaluate(() => navigator.clipboard.readText());
    await wallet.getByRole('textbox', { name: 'WalletConnect URI' }).fill(uri);
    await wallet.getByRole('button', { name: 'Pair' }).click();
    await wallet.getByRole('article', { name: `Session proposal from ${DAPP}` }).getByRole('button', { name: 'Approve' }).click();
    await dapp.waitForFunction(() => (window as unknown as { walletGates: { plain: Gate } }).walletGates.plain.getAccount('polkadot').isConnected);
    const polkadotNetwork = ctx.stack.description.polkadotNetworks![0]!.caipNetworkId;
    expect(await gate(dapp, 'polkadot')).toMatchObject({ address: charlie, caipAddress: `${polkadotNetwork}:${charlie}` });

    const message = 'WalletGate over WalletConnect on Polkadot';
    await dapp.evaluate((text) => {
      const w = window as unknown as { walletGates: { plain: Gate }; signed?: Promise<string> };
      const provider = w.walletGates.plain.getWalletProvider('polkadot');
      w.signed = provider.signRaw({ address: provider.address, data: text }).then((r) => r.signature);
    }, message);
    await wallet.getByRole('article', { name: `polkadot_signMessage request from ${DAPP}` }).getByRole('button', { name: 'Approve' }).click();
    const signature = await dapp.evaluate(() => (window as unknown as { signed: Promise<string> }).signed);
    expect(await verify(charlie, message, signature)).toEqual({ isValid: true, crypto: 'sr25519' });
    expect((await verify(alice, message, signature)).isValid).toBe(false);

    await dapp.reload();
    await dapp.waitForFunction(() => {
      const g = (window as unknown as { walletGates?: { plain?: Gate } }).walletGates?.plain;
      return !!g && g.getAccount('polkadot').isConnected;
    });
    expect((await gate(dapp, 'polkadot')).address).toBe(charlie);

    await dapp.evaluate(() => (window as unknown as { walletGates: { plain: Gate } }).walletGates.plain.open());
    await dapp.getByRole('button', { name: 'Disconnect' }).click();
    await dapp.waitForFunction(() => !(window as unknown as { walletGates: { plain: Gate } }).walletGates.plain.getAccount('polkadot').isConnected);
    expect((await gate(dapp, 'eip155')).isConnected).toBe(false);
    expect(dappProblems).toEqual([]);
  });
});
