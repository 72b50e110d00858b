/**
 * The embedded wallet on Solana in Chromium against the real sandbox: a new user signs in by email
 * (the code read from the sandbox mailbox), is connected on Solana too with the secure frame's Solana account,
 * switches to Solana and sees that address and the 10 SOL the sandbox funded it with, and signs a message
 * through getWalletProvider('solana') after approving in the frame; the signature verifies (ed25519).
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { Connection, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js';
import { ed25519 } from '@noble/curves/ed25519';
import { openPage, useStackAndBrowser } from './browser';
import { nextCode } from './mailbox';

const ctx = useStackAndBrowser();

type Account = { isConnected: boolean; address: string | null; caipAddress: string | null };

const urls = () => ctx.stack.description.urls;
const truncate = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`;
const account = (page: Page, namespace: 'eip155' | 'solana') =>
  page.evaluate((ns) => (window as unknown as { walletGates: { plain: { getAccount(ns: string): Account } } }).walletGates.plain.getAccount(ns), namespace);

const codeFor = (email: string) => nextCode(urls().secureSite, email);

let page: Page;
let problems: string[];

beforeAll(async () => {
  ({ page, problems } = await openPage(ctx.browser, `${urls().demo}/plain.html`));
});
afterAll(async () => {
  await page?.context().close();
});

describe('the embedded wallet on Solana', () => {
  it('a new user signs in by email and has a funded Solana account beside the EVM one', async () => {
    const email = `sol-${randomUUID().slice(0, 8)}@example.com`;
    await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Email address' }).fill(email);
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
    const code = await codeFor(email);
    await dialog.getByRole('group', { name: 'Verification code' }).getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(code);
    await page.waitForFunction(() => (window as unknown as { walletGates: { plain: { getAccount(ns: string): Account } } }).walletGates.plain.getAccount('solana').isConnected);

    const solana = await account(page, 'solana');
    const cluster = ctx.stack.description.chains!.solana.caipNetworkId;
    expect(solana.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    expect(solana.caipAddress).toBe(`${cluster}:${solana.address}`);
    expect((await account(page, 'eip155')).address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const connection = new Connection(ctx.stack.description.chains!.solana.rpcUrl, 'confirmed');
    expect(await connection.getBalance(new PublicKey(solana.address!))).toBe(10 * LAMPORTS_PER_SOL);

    // the account area on Solana: the chain switch, the address and the SOL balance
    const accountView = page.getByRole('dialog', { name: 'Account' });
    await accountView.getByRole('group', { name: 'Connected chains' }).getByRole('button', { name: 'Solana' }).click();
    await accountView.getByText(truncate(solana.address!)).first().waitFor();
    await accountView.getByText('10.00 SOL').first().waitFor();

    // SPEC §4: a reload restores both namespaces of the remembered login, and Solana stays the one acted in
    await page.reload();
    await page.waitForFunction(() => {
      const gate = (window as unknown as { walletGates?: { plain?: { getAccount(ns: string): Account } } }).walletGates?.plain;
      return !!gate && gate.getAccount('solana').isConnected && gate.getAccount('eip155').isConnected;
    });
    expect((await account(page, 'solana')).address).toBe(solana.address);
  });

  it('signs a message through getWalletProvider("solana") after approval in the frame; it verifies (ed25519)', async () => {
    const { address } = await account(page, 'solana');
    await page.evaluate(() => {
      const w = window as unknown as {
        walletGates: { plain: { getWalletProvider(ns: 'solana'): { publicKey: string; signMessage(p: unknown): Promise<Uint8Array> } } };
        signed?: Promise<number[]>;
      };
      const provider = w.walletGates.plain.getWalletProvider('solana');
      w.signed = provider.signMessage({ message: 'Sign in to the WalletGate demo', pubkey: provider.publicKey }).then((s) => Array.from(s));
    });
    await page.getByRole('dialog').getByRole('heading', { name: 'Approve Transaction' }).waitFor();
    const frame = page.frameLocator('#w3m-iframe');
    await frame.getByRole('heading', { name: 'Approve request' }).waitFor();
    await frame.getByText('Sign in to the WalletGate demo').waitFor();
    await frame.getByRole('button', { name: 'Approve' }).click();
    const signature = await page.evaluate(() => (window as unknown as { signed: Promise<number[]> }).signed);
    const message = new TextEncoder().encode('Sign in to the WalletGate demo');
    expect(signature).toHaveLength(64);
    expect(ed25519.verify(Uint8Array.from(signature), message, new PublicKey(address!).toBytes())).toBe(true);
  });

  it('sends 0.5 SOL from the embedded account, approved in the frame; the receiver has it on the chain', async () => {
    const receiver = ctx.stack.description.chains!.solana.accounts[3]!;
    const connection = new Connection(ctx.stack.description.chains!.solana.rpcUrl, 'confirmed');
    const before = await connection.getBalance(new PublicKey(receiver));
    await page.evaluate(() => (window as unknown as { walletGates: { plain: { open(r: unknown): Promise<void> } } }).walletGates.plain.open({ view: 'Account' }));
    const accountView = page.getByRole('dialog', { name: 'Account' });
    await accountView.getByText('10.00 SOL').first().waitFor();
    await accountView.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByRole('button', { name: /Select token|Token:/ }).click();
    await page.getByRole('list', { name: 'Your tokens' }).getByRole('button', { name: /\bSOL\b/ }).click();
    await page.getByLabel('Amount').fill('0.5');
    await page.getByLabel('To', { exact: true }).fill(receiver);
    const submit = page.locator('form').getByRole('button', { name: 'Send', exact: true });
    await page.waitForFunction((el) => el instanceof HTMLButtonElement && !el.disabled, await submit.elementHandle());
    await submit.click();
    const frame = page.frameLocator('#w3m-iframe');
    await frame.getByRole('heading', { name: 'Approve request' }).waitFor();
    await frame.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Transaction started').waitFor();
    expect(await connection.getBalance(new PublicKey(receiver))).toBe(before + LAMPORTS_PER_SOL / 2);
    expect(problems).toEqual([]);
  });
});
