/**
 * Solana through WalletConnect, end to end: the demo's widget and the sandbox WalletConnect wallet page
 * (two browser contexts, the real UniversalProvider and WalletKit through the sandbox relay). The wallet approves
 * the solana namespace with its sandbox Solana key; the visitor sees the SOL balance and a Solana Activity row for
 * a transfer made during the test (the sandbox API's Solana indexer), and signs a message that verifies (ed25519).
 */
import type { Page } from 'playwright-core';
import { ed25519 } from '@noble/curves/ed25519';
import { Connection, LAMPORTS_PER_SOL, SystemProgram, Transaction, sendAndConfirmTransaction } from '@solana/web3.js';
import { solanaKeypair } from '../../sandbox/chains/keys';
import { WALLET_SOLANA_INDEX } from '../../sandbox/wallets/walletconnect/pageConfig';
import { openPage, useStackAndBrowser } from './browser';

const ctx = useStackAndBrowser();
const DAPP = 'WalletGate Demo';
const walletKey = solanaKeypair(WALLET_SOLANA_INDEX);
const SOL_ADDRESS = walletKey.publicKey.toBase58();

type SolanaProvider = { signMessage(p: { message: string; pubkey: string }): Promise<Uint8Array> };
type Gate = {
  getAccount(namespace?: string): { isConnected: boolean; address: string | null };
  getWalletProvider(namespace: 'solana'): SolanaProvider | undefined;
  open(request?: { view?: string }): Promise<void>;
};
declare global {
  interface Window {
    walletGates?: Record<string, unknown>;
  }
}

const truncate = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`;
const qrCode = (page: Page) => page.getByRole('img', { name: 'QR code for WalletConnect' });

/** Pays `lamports` from seeded account 0 to the WalletConnect wallet's Solana account, on the sandbox cluster. */
async function fundWallet(lamports: number): Promise<string> {
  const solana = ctx.stack.description.chains!.solana;
  const connection = new Connection(solana.rpcUrl, 'confirmed');
  const from = solanaKeypair(0);
  return sendAndConfirmTransaction(connection, new Transaction().add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: walletKey.publicKey, lamports })), [from]);
}

describe('Solana over WalletConnect with the sandbox wallet page', () => {
  it('connects on Solana, shows the SOL balance and the Solana activity, and signs a message that verifies', async () => {
    const paid = await fundWallet(LAMPORTS_PER_SOL / 4);
    const expected = 100 + 0.25;

    const { page, problems } = await openPage(ctx.browser, `${ctx.stack.description.urls.demo}/plain.html`);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
    await page.getByRole('button', { name: 'WalletConnect QR Code' }).click();
    await qrCode(page).waitFor();
    const uri = (await qrCode(page).getAttribute('data-value'))!;

    const wallet = (await openPage(ctx.browser, ctx.stack.description.urls.wcWallet!)).page;
    await wallet.locator('body[data-ready="true"]').waitFor();
    await wallet.getByRole('textbox', { name: 'WalletConnect URI' }).fill(uri);
    await wallet.getByRole('button', { name: 'Pair' }).click();
    await wallet.getByRole('article', { name: `Session proposal from ${DAPP}` }).getByRole('button', { name: 'Approve' }).click();

    const dialog = page.getByRole('dialog', { name: 'Account' });
    await dialog.waitFor();
    await page.waitForFunction((address) => (window.walletGates!.plain as Gate).getAccount('solana').address === address, SOL_ADDRESS);

    // the account area on Solana: the chain switch, then the address, the SOL balance and its Tokens row
    await dialog.getByRole('group', { name: 'Connected chains' }).getByRole('button', { name: 'Solana' }).click();
    await dialog.getByText(truncate(SOL_ADDRESS)).first().waitFor();
    await dialog.getByText(`${expected.toFixed(2)} SOL`).first().waitFor();
    const tokens = dialog.getByRole('tabpanel');
    await tokens.getByText('Solana', { exact: true }).waitFor();

    // Activity: the transfer made during the test, from the sandbox's Solana indexer
    await dialog.getByRole('tab', { name: 'Activity' }).click();
    const activity = dialog.getByRole('tabpanel');
    await activity.getByText('+0.250 SOL').waitFor();
    await activity.getByText('Received').first().waitFor();
    await activity.getByText(`from ${truncate(solanaKeypair(0).publicKey.toBase58())}`).waitFor();
    expect(paid).toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/);

    // sign through getWalletProvider('solana'), approved on the wallet page; checked with ed25519
    const message = 'WalletGate on Solana over WalletConnect';
    const signature = page.evaluate(
      async ([text, pubkey]) => Array.from(await (window.walletGates!.plain as Gate).getWalletProvider('solana')!.signMessage({ message: text, pubkey })),
      [message, SOL_ADDRESS] as const,
    );
    await wallet.getByRole('article', { name: `solana_signMessage request from ${DAPP}` }).getByRole('button', { name: 'Approve' }).click();
    const bytes = Uint8Array.from(await signature);
    expect(bytes).toHaveLength(64);
    expect(ed25519.verify(bytes, new TextEncoder().encode(message), walletKey.publicKey.toBytes())).toBe(true);
    expect(ed25519.verify(bytes, new TextEncoder().encode('another message'), walletKey.publicKey.toBytes())).toBe(false);

    expect(problems).toEqual([]);
    await page.context().close();
    await wallet.context().close();
  });
});
