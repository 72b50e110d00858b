/**
 * Sign in with a wallet on Solana in Chromium, on the demo's Redux-host page: the Sandbox Multichain
 * Wallet connects EVM then Solana, the account acted in (Solana, connected last) is asked to sign in, signs the Sign
 * In With Solana (CAIP-122) text in the wallet's Solana side, and the sandbox verified the ed25519 signature (it
 * lists the session); switching to the EVM account, which has no session, asks again. And the embedded wallet after
 * an email login (the mailbox gives the code), approved in the secure frame.
 */
import type { Page } from 'playwright-core';
import { parseSignInMessageText } from '@solana/wallet-standard-util';
import { z } from 'zod/mini';
import { openPage, useStackAndBrowser } from './browser';
import { mailsTo, nextMail } from './mailbox';

const ctx = useStackAndBrowser();

const WALLET = 'Sandbox Multichain Wallet';
const evmPrompt = (page: Page) => page.getByRole('dialog', { name: `${WALLET} request` });
const solanaPrompt = (page: Page) => page.getByRole('dialog', { name: `${WALLET} (Solana) request` });
const modal = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const signInStatus = (page: Page) => page.getByRole('status', { name: 'Sign-in' });

const ListSchema = z.object({ sessions: z.array(z.looseObject({ address: z.string(), chainId: z.string(), message: z.string(), signature: z.string() })) });

it('signs in with the Solana side of the multichain wallet, verified by the sandbox', async () => {
  const { page, problems } = await openPage(ctx.browser, `${ctx.stack.description.urls.demo}/redux.html`);
  const owner = ctx.stack.description.wallets!.multichain!.solanaAccounts[0]!.address;
  const solanaChain = ctx.stack.description.chains!.solana.caipNetworkId;
  await page.locator('#redux-connect').getByRole('button', { name: 'Connect (Redux host)' }).click();
  await page.getByRole('button', { name: `${WALLET} EVM, Solana Installed`, exact: true }).click();
  await evmPrompt(page).getByRole('button', { name: 'Approve' }).click();
  await solanaPrompt(page).getByRole('button', { name: 'Approve' }).click();

  const signIn = modal(page, 'Sign In');
  await signIn.getByText(`Signing in as ${owner.slice(0, 4)}…${owner.slice(-6)}`).waitFor();
  await signIn.getByRole('button', { name: 'Sign', exact: true }).click();
  await solanaPrompt(page).getByText(/wants you to sign in with your Solana account/).first().waitFor();
  await solanaPrompt(page).getByRole('button', { name: 'Approve' }).click();
  await signIn.waitFor({ state: 'detached' });
  await signInStatus(page).filter({ hasText: `Signed in as ${owner} on ${solanaChain}` }).waitFor();

  const listed = ListSchema.parse(await (await fetch(`${ctx.stack.description.urls.api}/v1/siwx/sessions/${owner}`)).json());
  expect(listed.sessions).toHaveLength(1);
  expect(parseSignInMessageText(listed.sessions[0]!.message)).toMatchObject({ address: owner, chainId: solanaChain });
  expect(listed.sessions[0]!.signature).toMatch(/^0x[0-9a-f]{128}$/);

  // the EVM account has no session: acting in it asks again
  await page.locator('#redux-connect').getByRole('button').click();
  await modal(page, 'Account').getByRole('group', { name: 'Connected chains' }).getByRole('button', { name: 'EVM' }).click();
  await modal(page, 'Sign In').getByText(/Signing in as 0x/).waitFor();
  expect(problems).toEqual([]);
  await page.context().close();
});

it('signs in with the embedded wallet after an email login (approved in the secure frame), verified by the sandbox', async () => {
  // an EOA account: the sandbox's smart account has no contract yet that could answer ERC-1271 for its signatures
  const { page, problems } = await openPage(ctx.browser, `${ctx.stack.description.urls.demo}/redux.html?embeddedEoa=1`);
  const secureSite = ctx.stack.description.urls.secureSite;
  const email = `siwx-${Date.now()}@example.com`;
  await page.locator('#redux-connect').getByRole('button', { name: 'Connect (Redux host)' }).click();
  const dialog = page.getByRole('dialog');
  const before = (await mailsTo(secureSite, email)).length;
  await dialog.getByRole('textbox', { name: 'Email address' }).fill(email);
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
  const code = (await nextMail(secureSite, email, { seen: before })).code!;
  await dialog.getByRole('group', { name: 'Verification code' }).getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);

  const signIn = modal(page, 'Sign In');
  await signIn.getByRole('button', { name: 'Sign', exact: true }).click();
  // personal_sign is unsafe: the visitor approves it in the secure frame
  await page.frameLocator('#w3m-iframe').getByRole('button', { name: 'Approve' }).click();
  await signInStatus(page).filter({ hasText: /^Signed in as 0x/ }).waitFor();
  const address = (await signInStatus(page).textContent())!.split(' ')[3]!;
  const listed = ListSchema.parse(await (await fetch(`${ctx.stack.description.urls.api}/v1/siwx/sessions/${address}`)).json());
  expect(listed.sessions).toEqual([expect.objectContaining({ address })]);
  expect(problems).toEqual([]);
  await page.context().close();
});
