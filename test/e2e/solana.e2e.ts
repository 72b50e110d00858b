/**
 * Solana end to end on the real sandbox: the Sandbox Multichain Wallet (EIP-6963 + Wallet Standard)
 * shows as one merged wallet, connects on EVM and Solana, signs a message that verifies with ed25519, refuses a
 * bogus preflightCommitment, sends SOL and an SPL token read back from the Solana RPC, and a reload restores both.
 */
import type { Page } from 'playwright-core';
import { Connection, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js';
import { ed25519 } from '@noble/curves/ed25519';
import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import { openPage, useStackAndBrowser } from './browser';
import AxeBuilder from './axe';
import { fillSendForm } from './sendForm';

const ctx = useStackAndBrowser();

const WALLET = 'Sandbox Multichain Wallet';
const evmPrompt = (page: Page) => page.getByRole('dialog', { name: `${WALLET} request` });
const solanaPrompt = (page: Page) => page.getByRole('dialog', { name: `${WALLET} (Solana) request` });
const modal = (page: Page) => page.getByRole('dialog', { name: /Account|Send|Select token|Receive|Connect Wallet/ });
const truncate = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`;

type Account = { isConnected: boolean; address: string | null; caipAddress: string | null };
const account = (page: Page, namespace: 'eip155' | 'solana') =>
  page.evaluate((ns) => (window as unknown as { walletGates: { plain: { getAccount(ns: string): Account } } }).walletGates.plain.getAccount(ns), namespace);

let page: Page;
let problems: string[];
let connection: Connection;
let owner: string;
let receiver: string;

beforeAll(async () => {
  ({ page, problems } = await openPage(ctx.browser, `${ctx.stack.description.urls.demo}/plain.html`));
  connection = new Connection(ctx.stack.description.chains!.solana.rpcUrl, 'confirmed');
  // the wallet's first Solana account sends; sandbox account 3 (seeded with SOL and sUSD) receives
  owner = ctx.stack.description.wallets!.multichain!.solanaAccounts[0]!.address;
  receiver = ctx.stack.description.chains!.solana.accounts[3]!;
});
afterAll(async () => {
  await page?.context().close();
});

async function splOf(address: string): Promise<bigint> {
  const mint = new PublicKey(ctx.stack.description.chains!.solana.splMint!);
  const { value } = await connection.getTokenAccountBalance(getAssociatedTokenAddressSync(mint, new PublicKey(address)));
  return BigInt(value.amount);
}

async function send(symbol: string, amount: string, to: string) {
  const submit = await fillSendForm(page, modal(page), symbol, amount, to);
  await submit.click();
  await solanaPrompt(page).getByRole('button', { name: 'Approve' }).click();
  await page.getByText('Transaction started').waitFor();
  await page.getByRole('tab', { name: 'Tokens' }).waitFor();
}

describe('Solana on the sandbox', () => {
  it('lists the multi-chain wallet once, with both chains on its logo, and connects it on EVM and Solana', async () => {
    await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
    const entry = page.getByRole('button', { name: `${WALLET} EVM, Solana Installed`, exact: true });
    await entry.waitFor();
    expect(await page.getByRole('button', { name: new RegExp(`^${WALLET}`) }).count()).toBe(1);
    await entry.click();
    await evmPrompt(page).getByRole('button', { name: 'Approve' }).click();
    await solanaPrompt(page).getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('button', { name: 'Disconnect' }).waitFor();

    // the chain connected last is the one shown: the Solana address, with a way to switch to EVM
    await modal(page).getByText(truncate(owner)).waitFor();
    const chains = page.getByRole('group', { name: 'Connected chains' });
    await chains.getByRole('button', { name: 'Solana', pressed: true }).waitFor();
    const solana = await account(page, 'solana');
    expect(solana).toMatchObject({ isConnected: true, address: owner, caipAddress: `${ctx.stack.description.chains!.solana.caipNetworkId}:${owner}` });
    expect((await account(page, 'eip155')).isConnected).toBe(true);
    expect(await AxeBuilder(page)).toEqual([]);
  });

  it('signs a message through getWalletProvider("solana") that verifies for the connected key', async () => {
    await page.evaluate(() => {
      const w = window as unknown as { walletGates: { plain: { getWalletProvider(ns: 'solana'): { publicKey: string; signMessage(p: unknown): Promise<Uint8Array> } } }; signed?: Promise<number[]> };
      const provider = w.walletGates.plain.getWalletProvider('solana');
      w.signed = provider.signMessage({ message: 'Sign in to the WalletGate demo', pubkey: provider.publicKey }).then((s) => Array.from(s));
    });
    await solanaPrompt(page).getByRole('button', { name: 'Approve' }).click();
    const signature = await page.evaluate(() => (window as unknown as { signed: Promise<number[]> }).signed);
    const message = new TextEncoder().encode('Sign in to the WalletGate demo');
    expect(ed25519.verify(Uint8Array.from(signature), message, new PublicKey(owner).toBytes())).toBe(true);
    // another key does not verify it: the check can fail
    expect(ed25519.verify(Uint8Array.from(signature), message, new PublicKey(receiver).toBytes())).toBe(false);
  });

  it('refuses a sign-and-send with preflightCommitment "bogus" before the wallet is asked', async () => {
    const error = await page.evaluate(async () => {
      const w = window as unknown as { walletGates: { plain: { getWalletProvider(ns: 'solana'): { signAndSendTransaction(p: unknown): Promise<string> } } } };
      try {
        await w.walletGates.plain.getWalletProvider('solana').signAndSendTransaction({ transaction: new Uint8Array([1, 2, 3]), options: { preflightCommitment: 'bogus' } });
        return null;
      } catch (e) {
        return { message: (e as Error).message, code: (e as { code?: number }).code };
      }
    });
    expect(error).toEqual({
      message: 'Invalid params for solana_signAndSendTransaction: options.preflightCommitment must be one of processed, confirmed, finalized, recent, single, singleGossip, root, max',
      code: -32602,
    });
    expect(await solanaPrompt(page).count()).toBe(0);
  });

  it('sends 0.5 SOL, approved in the wallet; the receiver has it on the chain', async () => {
    const before = await connection.getBalance(new PublicKey(receiver));
    await send('SOL', '0.5', receiver);
    expect(await connection.getBalance(new PublicKey(receiver))).toBe(before + 0.5 * LAMPORTS_PER_SOL);
  });

  it('sends 1.5 sUSD (SPL), approved in the wallet; the receiver has it on the chain', async () => {
    const [before, ownerBefore] = await Promise.all([splOf(receiver), splOf(owner)]);
    await send('sUSD', '1.5', receiver);
    expect(await splOf(receiver)).toBe(before + 1_500_000n);
    expect(await splOf(owner)).toBe(ownerBefore - 1_500_000n);
  });

  it('switches the account area to EVM and back', async () => {
    const chains = page.getByRole('group', { name: 'Connected chains' });
    await chains.getByRole('button', { name: 'EVM' }).click();
    const evm = await account(page, 'eip155');
    await modal(page).getByText(truncate(evm.address!)).waitFor();
    await chains.getByRole('button', { name: 'EVM', pressed: true }).waitFor();
    // the EVM chain's own balance, not the Solana one
    await modal(page).getByText(/^[\d,]+\.\d{2} ETH$/).first().waitFor();
    await chains.getByRole('button', { name: 'Solana' }).click();
    await modal(page).getByText(truncate(owner)).waitFor();
  });

  it('restores both connections after a reload, without asking the wallet again', async () => {
    await page.reload();
    await page.waitForFunction(() => {
      const gate = (window as unknown as { walletGates?: { plain?: { getAccount(ns: string): { isConnected: boolean } } } }).walletGates?.plain;
      return !!gate && gate.getAccount('eip155').isConnected && gate.getAccount('solana').isConnected;
    });
    expect((await account(page, 'solana')).address).toBe(owner);
    expect(await solanaPrompt(page).count()).toBe(0);
    expect(await evmPrompt(page).count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
