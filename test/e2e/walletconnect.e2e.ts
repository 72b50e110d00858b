/**
 * WalletConnect end to end: the demo page's widget and the sandbox WalletConnect wallet page, two
 * browser contexts, the real UniversalProvider and WalletKit through the sandbox relay.
 */
import type { Page } from 'playwright-core';
import { verifyMessage, stringToHex, type Hex } from 'viem';
import { evmAccount } from '../../sandbox/chains/keys';
import { openPage, useStackAndBrowser } from './browser';

const ctx = useStackAndBrowser();
const ACCOUNT_5 = evmAccount(5).address;
const DAPP = 'WalletGate Demo';

type Gate = {
  getAccount(): { isConnected: boolean; address: string | null };
  getWalletProvider(): { request(args: { method: string; params?: unknown[] }): Promise<unknown> } | undefined;
  open(request?: { view?: string }): Promise<void>;
};
declare global {
  interface Window {
    walletGates?: Record<string, unknown>;
  }
}

const truncate = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`;
const qrCode = (page: Page) => page.getByRole('img', { name: 'QR code for WalletConnect' });
const isLoopback = (url: string) => ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);

/** Opens the modal, picks WalletConnect and returns the URI the QR code shows, as "Copy link" copies it. */
async function showQr(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
  await page.getByRole('button', { name: 'WalletConnect QR Code' }).click();
  await qrCode(page).waitFor();
  await page.getByRole('button', { name: 'Copy link' }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await qrCode(page).getAttribute('data-value'));
  expect(copied).toMatch(/^wc:[0-9a-f]{64}@2\?/);
  return copied;
}

async function openDemo() {
  const demo = await openPage(ctx.browser, `${ctx.stack.description.urls.demo}/plain.html`);
  await demo.page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  return demo;
}

async function openWallet() {
  const wallet = await openPage(ctx.browser, ctx.stack.description.urls.wcWallet!);
  await wallet.page.locator('body[data-ready="true"]').waitFor();
  return wallet.page;
}

async function pasteAndPair(wallet: Page, uri: string) {
  await wallet.getByRole('textbox', { name: 'WalletConnect URI' }).fill(uri);
  await wallet.getByRole('button', { name: 'Pair' }).click();
  return wallet.getByRole('article', { name: `Session proposal from ${DAPP}` });
}

/** personal_sign from the page through getWalletProvider(), approved in the wallet page; checked with viem. */
async function signApproved(page: Page, wallet: Page, message: string) {
  const signature = page.evaluate(
    ([hex, address]) => (window.walletGates!.plain as Gate).getWalletProvider()!.request({ method: 'personal_sign', params: [hex, address] }),
    [stringToHex(message), ACCOUNT_5] as const,
  );
  await wallet.getByRole('article', { name: `personal_sign request from ${DAPP}` }).getByRole('button', { name: 'Approve' }).click();
  const sig = (await signature) as Hex;
  expect(await verifyMessage({ address: ACCOUNT_5, message, signature: sig })).toBe(true);
}

const connectedAddress = (page: Page) => page.evaluate(() => (window.walletGates!.plain as Gate).getAccount().address);

describe('WalletConnect with the sandbox wallet', () => {
  it('pairs from the copied URI, signs, survives a relay restart and a reload, and follows a wallet-side disconnect', async () => {
    const { page, problems } = await openDemo();
    const uri = await showQr(page);
    const wallet = await openWallet();
    await (await pasteAndPair(wallet, uri)).getByRole('button', { name: 'Approve' }).click();

    // the Account view, with the wallet's account 5
    await page.getByRole('dialog', { name: 'Account' }).waitFor();
    await page.getByRole('dialog', { name: 'Account' }).getByText(truncate(ACCOUNT_5)).waitFor();
    expect(await connectedAddress(page)).toBe(ACCOUNT_5);

    await signApproved(page, wallet, 'WalletGate over WalletConnect');

    await ctx.stack.restartRelay!();
    await signApproved(page, wallet, 'after the relay restarted');

    await page.reload();
    await page.waitForFunction(() => (window.walletGates?.plain as Gate | undefined)?.getAccount().isConnected === true);
    expect(await connectedAddress(page)).toBe(ACCOUNT_5);
    await signApproved(page, wallet, 'after a reload');

    await page.evaluate(() => (window.walletGates!.plain as Gate).open({ view: 'Account' }));
    await page.getByRole('dialog', { name: 'Account' }).waitFor();
    await wallet.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByRole('dialog', { name: 'Account' }).waitFor({ state: 'detached' });
    await page.waitForFunction(() => (window.walletGates!.plain as Gate).getAccount().isConnected === false);
    expect(await page.evaluate(() => localStorage.getItem('@walletgate/connectionStatus'))).toBe('"disconnected"');
    await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
    await wallet.context().close();
  });

  it('a rejected proposal shows the error and a fresh QR code, which then connects', async () => {
    const { page, problems } = await openDemo();
    const first = await showQr(page);
    const wallet = await openWallet();
    await (await pasteAndPair(wallet, first)).getByRole('button', { name: 'Reject' }).click();

    await page.getByRole('heading', { name: 'Connection declined' }).waitFor();
    await page.getByText('User rejected.').waitFor();
    await page.waitForFunction(
      (old) => {
        const host = document.querySelector('walletgate-modal');
        const qr = host?.shadowRoot?.querySelector('svg[role="img"][data-value]');
        return !!qr && qr.getAttribute('data-value') !== old;
      },
      first,
    );
    const fresh = (await qrCode(page).getAttribute('data-value'))!;
    expect(fresh).not.toBe(first);

    await (await pasteAndPair(wallet, fresh)).getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog', { name: 'Account' }).waitFor();
    expect(await connectedAddress(page)).toBe(ACCOUNT_5);
    expect(problems).toEqual([]);
    await page.context().close();
    await wallet.context().close();
  });

  it('fetches nothing from a non-loopback host: loading the page, opening the modal, showing the QR code', async () => {
    const context = await ctx.browser.newContext();
    const page = await context.newPage();
    const offLoopback: string[] = [];
    const scriptsBeforeClick: string[] = [];
    let clicked = false;
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith('http') && !isLoopback(url)) {
        offLoopback.push(url);
        return route.abort();
      }
      if (!clicked && route.request().resourceType() === 'script') scriptsBeforeClick.push(new URL(url).pathname);
      return route.continue();
    });
    page.on('websocket', (ws) => {
      if (!isLoopback(ws.url())) offLoopback.push(ws.url());
    });
    await page.goto(`${ctx.stack.description.urls.demo}/plain.html`, { waitUntil: 'networkidle' });
    clicked = true;
    await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
    // the provider chunk loads once the pointer is over a WalletConnect entry, never before the first click
    const chunk = page.waitForResponse((r) => /\/chunks\/walletconnect\.js$/.test(r.url()));
    await page.getByRole('button', { name: 'WalletConnect QR Code' }).hover();
    await chunk;
    expect(scriptsBeforeClick.filter((s) => /walletconnect/.test(s))).toEqual([]);
    await page.getByRole('button', { name: 'WalletConnect QR Code' }).click();
    await qrCode(page).waitFor();
    await page.waitForLoadState('networkidle');
    expect(offLoopback).toEqual([]);
    await context.close();
  });
});
