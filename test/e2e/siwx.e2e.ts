/**
 * Sign in with a wallet on the sandbox in Chromium, on the demo's Redux-host page (sign-in on, served by
 * the sandbox's sign-in server): a new user connects the injected Sandbox Wallet, is asked to sign, signs the
 * EIP-4361 message in the wallet, the sandbox's verify accepted that exact signature (it lists the session), the
 * host shows "Signed in as …"; a reload keeps them signed in; after the session's expiry they are asked again.
 * Disconnect signs them out: the server drops the session and connecting again asks again.
 * With required sign-in, Escape and the close button do nothing until signed in, and cancelling disconnects. And
 * through the sandbox WalletConnect wallet, with EVM networks only (SPEC §4).
 */
import type { Page } from 'playwright-core';
import { parseSiweMessage } from 'viem/siwe';
import { z } from 'zod/mini';
import runAxe from './axe';
import { openPage, useStackAndBrowser } from './browser';

const ctx = useStackAndBrowser();

const promptOf = (page: Page) => page.getByRole('dialog', { name: 'Sandbox Wallet request' });
const modal = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const hostButton = (page: Page) => page.locator('#redux-connect').getByRole('button');
const signInStatus = (page: Page) => page.getByRole('status', { name: 'Sign-in' });

const ListSchema = z.object({ sessions: z.array(z.looseObject({ address: z.string(), chainId: z.string(), message: z.string(), signature: z.string() })) });

/** The verify requests the page sends to the sandbox's sign-in server (their JSON bodies). */
function verifyBodies(page: Page): { message: string; signature: string }[] {
  const seen: { message: string; signature: string }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/v1/siwx/verify') seen.push(JSON.parse(request.postData() ?? '{}') as { message: string; signature: string });
  });
  return seen;
}

async function connectWallet(page: Page) {
  await hostButton(page).filter({ hasText: 'Connect (Redux host)' }).click();
  await page.getByRole('button', { name: 'Sandbox Wallet Installed', exact: true }).click();
  await promptOf(page).getByRole('button', { name: 'Approve' }).click();
}

it('a new user signs in with the injected EVM wallet, stays signed in after a reload, and is asked again after expiry', async () => {
  const { page, problems } = await openPage(ctx.browser, 'about:blank');
  // the page's clock runs at real speed until the test moves it to the session's end, so no one waits out the 25 s
  await page.clock.install();
  await page.goto(`${ctx.stack.description.urls.demo}/redux.html?siwxTtl=25`);
  const verified = verifyBodies(page);
  await signInStatus(page).filter({ hasText: 'Not signed in' }).waitFor();
  await connectWallet(page);
  const address = await page.evaluate(() => window.sandboxWallets!.sandbox.state().address!);

  const signIn = modal(page, 'Sign In');
  await signIn.getByRole('heading', { name: 'WalletGate Demo needs to connect to your wallet' }).waitFor();
  expect(await runAxe(page)).toEqual([]);
  await signIn.getByRole('button', { name: 'Sign', exact: true }).click();
  // the wallet shows the EIP-4361 text it signs
  await promptOf(page).getByText(/wants you to sign in with your Ethereum account/).first().waitFor();
  await promptOf(page).getByRole('button', { name: 'Approve' }).click();
  await signIn.waitFor({ state: 'detached' });
  await signInStatus(page).filter({ hasText: `Signed in as ${address} on eip155:` }).waitFor();

  // the sandbox's verify accepted that exact message and signature: it lists the session
  expect(verified).toHaveLength(1);
  const sent = verified[0]!;
  const fields = parseSiweMessage(sent.message);
  expect(fields).toMatchObject({ address, domain: new URL(ctx.stack.description.urls.demo).host, statement: 'Sign in to the WalletGate demo. This costs nothing.' });
  // the session the page asked for: 25 s from its issue
  expect(fields.expirationTime!.getTime() - fields.issuedAt!.getTime()).toBe(25_000);
  const listed = ListSchema.parse(await (await fetch(`${ctx.stack.description.urls.api}/v1/siwx/sessions/${address}`)).json());
  expect(listed.sessions).toEqual([expect.objectContaining({ address, message: sent.message, signature: sent.signature })]);
  // the auth token is kept in local storage, never in the state
  const kept = await page.evaluate(() => ({
    stored: Object.keys(localStorage).filter((k) => k.includes('siwx')),
    state: JSON.stringify((window as unknown as { walletGates: { redux: { store: { getState(): unknown } } } }).walletGates.redux.store.getState()),
  }));
  expect(kept.stored).toContain('@walletgate/siwxAuthToken');
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('@walletgate/siwxAuthToken')!) as string);
  expect(kept.state).not.toContain(token);

  // a reload keeps them signed in: nothing is asked
  await page.reload();
  await signInStatus(page).filter({ hasText: `Signed in as ${address}` }).waitFor();
  expect(await modal(page, 'Sign In').count()).toBe(0);

  // a second before the session ends nothing is asked; once it has ended, they are asked again
  const isOpen = () => page.evaluate(() => (window as unknown as { walletGates: { redux: { gate: { isOpen(): boolean } } } }).walletGates.redux.gate.isOpen());
  await page.clock.pauseAt(fields.expirationTime!.getTime() - 1_000);
  expect(await isOpen()).toBe(false);
  await signInStatus(page).filter({ hasText: `Signed in as ${address}` }).waitFor();
  await page.clock.runFor(2_000);
  await page.clock.resume();
  await modal(page, 'Sign In').getByRole('button', { name: 'Sign', exact: true }).waitFor();
  await signInStatus(page).filter({ hasText: 'Not signed in' }).waitFor();
  expect(problems).toEqual([]);
  await page.context().close();
});

it('Disconnect signs out: the server no longer holds the session, and connecting the same wallet again asks to sign in', async () => {
  const { page, problems } = await openPage(ctx.browser, `${ctx.stack.description.urls.demo}/redux.html`);
  const verified = verifyBodies(page);
  await connectWallet(page);
  const address = await page.evaluate(() => window.sandboxWallets!.sandbox.state().address!);
  const signIn = modal(page, 'Sign In');
  await signIn.getByRole('button', { name: 'Sign', exact: true }).click();
  await promptOf(page).getByRole('button', { name: 'Approve' }).click();
  await signInStatus(page).filter({ hasText: `Signed in as ${address}` }).waitFor();
  // the sessions the server holds from this page's sign-ins (the other tests' visitors share the server and account)
  const held = async () => {
    const { sessions } = ListSchema.parse(await (await fetch(`${ctx.stack.description.urls.api}/v1/siwx/sessions/${address}`)).json());
    return sessions.filter((s) => verified.some((v) => v.message === s.message));
  };
  expect(await held()).toHaveLength(1);

  // the account button opens Account; Disconnect
  await hostButton(page).click();
  const revoked = page.waitForResponse((response) => new URL(response.url()).pathname === '/v1/siwx/sessions/revoke');
  await page.getByRole('button', { name: 'Disconnect' }).click();
  expect((await revoked).status()).toBe(200);
  await hostButton(page).filter({ hasText: 'Connect (Redux host)' }).waitFor();
  await signInStatus(page).filter({ hasText: 'Not signed in' }).waitFor();
  expect(await held()).toEqual([]);

  // the same wallet again: asked to sign in
  await hostButton(page).filter({ hasText: 'Connect (Redux host)' }).click();
  await page.getByRole('button', { name: /^Sandbox Wallet (Installed|Recent)$/ }).click();
  await promptOf(page).getByRole('button', { name: 'Approve' }).click();
  await signIn.getByRole('button', { name: 'Sign', exact: true }).waitFor();
  expect(await held()).toEqual([]);
  expect(problems).toEqual([]);
  await page.context().close();
});

it('with required sign-in, Escape and the close button do nothing until signed in, and cancelling disconnects', async () => {
  const { page, problems } = await openPage(ctx.browser, `${ctx.stack.description.urls.demo}/redux.html?siwxRequired=1`);
  await connectWallet(page);
  const signIn = modal(page, 'Sign In');
  await signIn.getByText('This app requires you to sign in before you continue.').waitFor();

  await page.keyboard.press('Escape');
  await signIn.getByRole('button', { name: 'Close' }).click();
  // refused: the dialog shakes and stays
  expect(await signIn.isVisible()).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { walletGates: { redux: { gate: { isOpen(): boolean } } } }).walletGates.redux.gate.isOpen())).toBe(true);

  // declining in the wallet shows 'Signature declined' and keeps asking
  await signIn.getByRole('button', { name: 'Sign', exact: true }).click();
  await promptOf(page).getByRole('button', { name: 'Reject' }).click();
  await signIn.getByRole('alert').filter({ hasText: 'Signature declined' }).waitFor();

  // cancelling (Disconnect, as sign-in is required) disconnects
  await signIn.getByRole('button', { name: 'Disconnect' }).click();
  await signIn.waitFor({ state: 'detached' });
  await hostButton(page).filter({ hasText: 'Connect (Redux host)' }).waitFor();
  expect(problems).toEqual([]);
  await page.context().close();
});

it('signs in through the sandbox WalletConnect wallet when every network is EVM (SPEC §4)', async () => {
  const { page, problems } = await openPage(ctx.browser, `${ctx.stack.description.urls.demo}/redux.html?evmOnly=1`);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await hostButton(page).filter({ hasText: 'Connect (Redux host)' }).click();
  await page.getByRole('button', { name: 'WalletConnect QR Code' }).click();
  await page.getByRole('img', { name: 'QR code for WalletConnect' }).waitFor();
  await page.getByRole('button', { name: 'Copy link' }).click();
  const uri = await page.evaluate(() => navigator.clipboard.readText());

  const wallet = (await openPage(ctx.browser, ctx.stack.description.urls.wcWallet!)).page;
  await wallet.locator('body[data-ready="true"]').waitFor();
  await wallet.getByRole('textbox', { name: 'WalletConnect URI' }).fill(uri);
  await wallet.getByRole('button', { name: 'Pair' }).click();
  await wallet.getByRole('article', { name: 'Session proposal from WalletGate Demo' }).getByRole('button', { name: 'Approve' }).click();

  const signIn = modal(page, 'Sign In');
  await signIn.getByRole('button', { name: 'Sign', exact: true }).click();
  const request = wallet.getByRole('article', { name: 'personal_sign request from WalletGate Demo' });
  await request.getByRole('button', { name: 'Approve' }).click();
  await signInStatus(page).filter({ hasText: /^Signed in as 0x/ }).waitFor();
  const address = (await signInStatus(page).textContent())!.split(' ')[3]!;
  const listed = ListSchema.parse(await (await fetch(`${ctx.stack.description.urls.api}/v1/siwx/sessions/${address}`)).json());
  expect(listed.sessions).toEqual([expect.objectContaining({ address })]);
  expect(problems).toEqual([]);
  await wallet.context().close();
  await page.context().close();
});
