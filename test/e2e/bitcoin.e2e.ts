/**
 * Bitcoin end to end on the real sandbox: on /plain.html?bitcoin=1 (which configures Bitcoin testnet and signet)
 * a new visitor connects the Sandbox Bitcoin Wallet (Wallet Standard), sees the payment address, switches to the
 * ordinals account, signs a BIP-322 message and a PSBT that the sandbox verifies for that address; a reload
 * restores it and disconnect clears it. The `/` page, which configures no bip122 network, loads no Bitcoin code.
 */
import type { Page } from 'playwright-core';
import { openPage, useStackAndBrowser } from './browser';
import AxeBuilder from './axe';
import { samplePsbt } from '../../sandbox/wallets/bitcoin/keys';
import { describeWalletConnectBitcoin } from '../../sandbox/wallets/bitcoin/describe';

const ctx = useStackAndBrowser();

const WALLET = 'Sandbox Bitcoin Wallet';
const prompt = (page: Page) => page.getByRole('dialog', { name: `${WALLET} (Bitcoin) request` });
const modal = (page: Page) => page.getByRole('dialog', { name: /Account|Receive|Connect Wallet/ });
const truncate = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`;

type Account = { isConnected: boolean; address: string | null; caipAddress: string | null };
const account = (page: Page) =>
  page.evaluate(() => (window as unknown as { walletGates: { plain: { getAccount(ns: string): Account } } }).walletGates.plain.getAccount('bip122'));

async function verify(path: 'verify-message' | 'verify-psbt', body: object): Promise<{ valid: boolean }> {
  const response = await fetch(`${ctx.stack.description.urls.api}/sandbox/bitcoin/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return (await response.json()) as { valid: boolean };
}

let page: Page;
let problems: string[];
let payment: string;
let ordinals: string;
const TESTNET = 'bip122:000000000933ea01ad0ee984209779ba';

beforeAll(async () => {
  ({ page, problems } = await openPage(ctx.browser, `${ctx.stack.description.urls.demo}/plain.html?bitcoin=1`));
  const accounts = ctx.stack.description.wallets!.bitcoin!.accounts;
  payment = accounts.find((a) => a.purpose === 'payment')!.address;
  ordinals = accounts.find((a) => a.purpose === 'ordinals')!.address;
});
afterAll(async () => {
  await page?.context().close();
});

describe('Bitcoin on the sandbox', () => {
  it('lists the Bitcoin wallet with its chain badge and connects its payment account', async () => {
    await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
    const entry = page.getByRole('button', { name: `${WALLET} Bitcoin Installed`, exact: true });
    await entry.waitFor();
    await entry.click();
    await prompt(page).getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('button', { name: 'Disconnect' }).waitFor();
    await modal(page).getByText(truncate(payment)).waitFor();
    expect(await account(page)).toMatchObject({ isConnected: true, address: payment, caipAddress: `${TESTNET}:${payment}` });
    // SPEC §6: no balance or activity on bip122 — the address, the network and Receive
    expect(await modal(page).getByRole('tab').count()).toBe(0);
    await modal(page).getByRole('button', { name: 'Receive' }).waitFor();
    await modal(page).getByRole('button', { name: 'Network: Bitcoin Testnet' }).waitFor();
    expect(await AxeBuilder(page)).toEqual([]);
  });

  it('switches to the ordinals account in the account switcher', async () => {
    const switcher = page.getByRole('group', { name: 'Bitcoin accounts' });
    await switcher.getByRole('button', { name: `Payment account, ${truncate(payment)}`, pressed: true }).waitFor();
    await switcher.getByRole('button', { name: `Ordinals account, ${truncate(ordinals)}` }).click();
    await modal(page).getByText(truncate(ordinals)).waitFor();
    await switcher.getByRole('button', { name: `Ordinals account, ${truncate(ordinals)}`, pressed: true }).waitFor();
    expect(await account(page)).toMatchObject({ address: ordinals, caipAddress: `${TESTNET}:${ordinals}` });
  });

  it('signs a BIP-322 message with the ordinals account; the sandbox verifies it for that address only', async () => {
    await page.evaluate(() => {
      const w = window as unknown as {
        walletGates: { plain: { getWalletProvider(ns: 'bip122'): { signMessage(p: unknown): Promise<{ address: string; signature: string; protocol: string }> } } };
        signed?: Promise<unknown>;
      };
      w.signed = w.walletGates.plain.getWalletProvider('bip122').signMessage({ message: 'Sign in to the WalletGate demo' });
    });
    await prompt(page).getByRole('button', { name: 'Approve' }).click();
    const signed = (await page.evaluate(() => (window as unknown as { signed: Promise<unknown> }).signed)) as { address: string; signature: string; protocol: string };
    expect(signed).toMatchObject({ address: ordinals, protocol: 'bip322' });
    expect(await verify('verify-message', { address: ordinals, message: 'Sign in to the WalletGate demo', signature: signed.signature })).toEqual({ valid: true });
    // the check can fail: another message, or another address, does not verify
    expect(await verify('verify-message', { address: ordinals, message: 'Something else', signature: signed.signature })).toEqual({ valid: false });
    expect(await verify('verify-message', { address: payment, message: 'Sign in to the WalletGate demo', signature: signed.signature })).toEqual({ valid: false });
  });

  it('signs a PSBT with the payment account, which the sandbox verifies; a bad PSBT is refused before the wallet is asked', async () => {
    await page.getByRole('group', { name: 'Bitcoin accounts' }).getByRole('button', { name: /^Payment account/ }).click();
    const psbt = samplePsbt(ctx.stack.description.wallets!.bitcoin!.accounts.find((a) => a.purpose === 'payment')!, ordinals, 5000n);
    const refused = await page.evaluate(async () => {
      const w = window as unknown as { walletGates: { plain: { getWalletProvider(ns: 'bip122'): { signPsbt(p: unknown): Promise<unknown> } } } };
      try {
        await w.walletGates.plain.getWalletProvider('bip122').signPsbt({ psbt: 'bm90IGEgcHNidA==' });
        return null;
      } catch (e) {
        return { message: (e as Error).message, code: (e as { code?: number }).code };
      }
    });
    expect(refused).toEqual({ message: 'Invalid params for signPsbt: psbt must be a base64 PSBT (BIP-174)', code: -32602 });
    expect(await prompt(page).count()).toBe(0);
    await page.evaluate((text) => {
      const w = window as unknown as { walletGates: { plain: { getWalletProvider(ns: 'bip122'): { signPsbt(p: unknown): Promise<{ psbt: string }> } } }; signedPsbt?: Promise<unknown> };
      w.signedPsbt = w.walletGates.plain.getWalletProvider('bip122').signPsbt({ psbt: text });
    }, psbt);
    await prompt(page).getByRole('button', { name: 'Approve' }).click();
    const signed = (await page.evaluate(() => (window as unknown as { signedPsbt: Promise<unknown> }).signedPsbt)) as { psbt: string };
    expect(await verify('verify-psbt', { psbt: signed.psbt, address: payment })).toMatchObject({ valid: true });
    expect(await verify('verify-psbt', { psbt, address: payment })).toMatchObject({ valid: false });
  });

  it('restores the Bitcoin connection after a reload without asking the wallet, and disconnect clears it', async () => {
    await page.reload();
    await page.waitForFunction(() => {
      const gate = (window as unknown as { walletGates?: { plain?: { getAccount(ns: string): { isConnected: boolean } } } }).walletGates?.plain;
      return !!gate && gate.getAccount('bip122').isConnected;
    });
    expect((await account(page)).address).toBe(payment);
    expect(await prompt(page).count()).toBe(0);
    await page.evaluate(() => (window as unknown as { walletGates: { plain: { disconnect(ns: string): Promise<void> } } }).walletGates.plain.disconnect('bip122'));
    expect(await account(page)).toMatchObject({ isConnected: false, address: null });
    await page.reload();
    await page.waitForFunction(() => !!(window as unknown as { walletGates?: { plain?: unknown } }).walletGates?.plain);
    expect((await account(page)).isConnected).toBe(false);
    expect(problems).toEqual([]);
  });

  it('loads no Bitcoin code on a page that configures no bip122 network', async () => {
    const { page: all } = await openPage(ctx.browser, `${ctx.stack.description.urls.demo}/`);
    const scripts: string[] = [];
    all.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
    await all.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
    await all.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
    await all.getByRole('button', { name: /^Sandbox Wallet/ }).first().waitFor();
    expect(scripts.filter((url) => /bitcoin/i.test(url))).toEqual([]);
    // (/plain.html?bitcoin=1, which does configure bip122, loaded them when its modal opened: the tests above)
    await all.context().close();
  });

  it('connects through the sandbox WalletConnect wallet on bip122, signs there, restores after a reload; disconnect clears it', async () => {
    const wcPayment = describeWalletConnectBitcoin().find((a) => a.purpose === 'payment')!.address;
    const { page: dapp, problems: dappProblems } = await openPage(ctx.browser, `${ctx.stack.description.urls.demo}/plain.html?bitcoin=1`);
    await dapp.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await dapp.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
    await dapp.getByRole('button', { name: 'WalletConnect QR Code' }).click();
    await dapp.getByRole('img', { name: 'QR code for WalletConnect' }).waitFor();
    const uri = (await dapp.getByRole('img', { name: 'QR code for WalletConnect' }).getAttribute('data-value'))!;
    const { page: wallet } = await openPage(ctx.browser, ctx.stack.description.urls.wcWallet!);
    await wallet.locator('body[data-ready="true"]').waitFor();
    await wallet.getByRole('textbox', { name: 'WalletConnect URI' }).fill(uri);
    await wallet.getByRole('button', { name: 'Pair' }).click();
    await wallet.getByRole('article', { name: 'Session proposal from WalletGate Demo' }).getByRole('button', { name: 'Approve' }).click();
    const bip122 = () => dapp.evaluate(() => (window as unknown as { walletGates: { plain: { getAccount(ns: string): Account } } }).walletGates.plain.getAccount('bip122'));
    await dapp.waitForFunction(() => (window as unknown as { walletGates: { plain: { getAccount(ns: string): Account } } }).walletGates.plain.getAccount('bip122').isConnected);
    expect(await bip122()).toMatchObject({ address: wcPayment, caipAddress: `${TESTNET}:${wcPayment}` });

    await dapp.evaluate(() => {
      const w = window as unknown as { walletGates: { plain: { getWalletProvider(ns: 'bip122'): { signMessage(p: unknown): Promise<unknown> } } }; signed?: Promise<unknown> };
      w.signed = w.walletGates.plain.getWalletProvider('bip122').signMessage({ message: 'WalletGate over WalletConnect' });
    });
    await wallet.getByRole('article', { name: 'signMessage request from WalletGate Demo' }).getByRole('button', { name: 'Approve' }).click();
    const signed = (await dapp.evaluate(() => (window as unknown as { signed: Promise<unknown> }).signed)) as { signature: string };
    expect(await verify('verify-message', { address: wcPayment, message: 'WalletGate over WalletConnect', signature: signed.signature })).toEqual({ valid: true });

    await dapp.reload();
    await dapp.waitForFunction(() => (window as unknown as { walletGates?: { plain?: { getAccount(ns: string): Account } } }).walletGates?.plain?.getAccount('bip122').isConnected === true);
    expect((await bip122()).address).toBe(wcPayment);
    await dapp.evaluate(() => (window as unknown as { walletGates: { plain: { disconnect(ns: string): Promise<void> } } }).walletGates.plain.disconnect('bip122'));
    expect(await bip122()).toMatchObject({ isConnected: false, address: null });
    await dapp.reload();
    await dapp.waitForFunction(() => !!(window as unknown as { walletGates?: { plain?: unknown } }).walletGates?.plain);
    expect((await bip122()).isConnected).toBe(false);
    expect(dappProblems).toEqual([]);
    await dapp.context().close();
    await wallet.context().close();
  });
});
