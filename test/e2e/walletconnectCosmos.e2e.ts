/**
 * SPEC §4: with no adapter (universal), a WalletConnect session opens on cosmos too. The demo page with
 * `?cosmos=1` configures Cosmos Hub; the sandbox WalletConnect wallet approves the cosmos namespace over the real
 * relay, and `getWalletProvider('cosmos')` reaches it: its accounts, and an Amino sign document signed with its
 * secp256k1 key, checked here with the public key the wallet gave and the address that key makes; after a reload the
 * restored session still reaches it.
 */
import type { Page } from 'playwright-core';
import { secp256k1 } from '@noble/curves/secp256k1';
import { bech32 } from '@scure/base';
import { crypto as btcCrypto } from 'bitcoinjs-lib';
import { openPage, useStackAndBrowser } from './browser';

const ctx = useStackAndBrowser();
const DAPP = 'WalletGate Demo';
const COSMOS_CHAIN = 'cosmos:cosmoshub-4';

type CosmosProvider = { accounts: string[]; request(args: { method: string; params?: unknown }, chainId?: string): Promise<unknown> };
type Gate = {
  getAccount(): { isConnected: boolean; address: string | null };
  getWalletProvider(namespace?: string): CosmosProvider | undefined;
};

const qrCode = (page: Page) => page.getByRole('img', { name: 'QR code for WalletConnect' });
const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

/** What a Cosmos wallet signs for cosmos_signAmino: the sign document's JSON with keys sorted (written sorted here). */
const SIGN_DOC = {
  account_number: '7',
  chain_id: 'cosmoshub-4',
  fee: { amount: [{ amount: '5000', denom: 'uatom' }], gas: '200000' },
  memo: 'WalletGate over WalletConnect',
  msgs: [],
  sequence: '0',
};

describe('SPEC §4 WalletConnect on any namespace (universal): cosmos', () => {
  it('§4 the sandbox wallet approves cosmos, and getWalletProvider("cosmos") gets its accounts and a real secp256k1 Amino signature', async () => {
    const demo = await openPage(ctx.browser, `${ctx.stack.description.urls.demo}/plain.html?cosmos=1`);
    const { page, problems } = demo;
    await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
    await page.getByRole('button', { name: 'WalletConnect QR Code' }).click();
    await qrCode(page).waitFor();
    const uri = (await qrCode(page).getAttribute('data-value'))!;
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    // nothing to ask before the session: no cosmos provider yet
    expect(await page.evaluate(() => (window.walletGates!.plain as Gate).getWalletProvider('cosmos') === undefined)).toBe(true);

    const wallet = await openPage(ctx.browser, ctx.stack.description.urls.wcWallet!);
    await wallet.page.locator('body[data-ready="true"]').waitFor();
    await wallet.page.getByRole('textbox', { name: 'WalletConnect URI' }).fill(uri);
    await wallet.page.getByRole('button', { name: 'Pair' }).click();
    const proposal = wallet.page.getByRole('article', { name: `Session proposal from ${DAPP}` });
    await proposal.getByText(COSMOS_CHAIN).first().waitFor();
    await proposal.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog', { name: 'Account' }).waitFor();

    const accounts = (await page.evaluate(() =>
      (window.walletGates!.plain as Gate).getWalletProvider('cosmos')!.request({ method: 'cosmos_getAccounts' }),
    )) as { algo: string; address: string; pubkey: string }[];
    expect(accounts).toHaveLength(1);
    const [account] = accounts as [{ algo: string; address: string; pubkey: string }];
    expect(account.algo).toBe('secp256k1');
    // the address is the public key's: bech32('cosmos', RIPEMD160(SHA256(pubkey)))
    const publicKey = fromBase64(account.pubkey);
    const decoded = bech32.decode(account.address as `cosmos1${string}`);
    expect(decoded.prefix).toBe('cosmos');
    expect(Buffer.from(bech32.fromWords(decoded.words)).toString('hex')).toBe(Buffer.from(btcCrypto.hash160(publicKey)).toString('hex'));
    expect(await page.evaluate(() => (window.walletGates!.plain as Gate).getWalletProvider('cosmos')!.accounts)).toEqual([`${COSMOS_CHAIN}:${account.address}`]);

    await page.evaluate(
      ([signerAddress, signDoc]) => {
        const w = window as unknown as { cosmosSigned?: unknown };
        (window.walletGates!.plain as Gate)
          .getWalletProvider('cosmos')!
          .request({ method: 'cosmos_signAmino', params: { signerAddress, signDoc } })
          .then(
            (result) => (w.cosmosSigned = { result }),
            (error: Error) => (w.cosmosSigned = { error: error.message }),
          );
      },
      [account.address, SIGN_DOC] as const,
    );
    await wallet.page.getByRole('article', { name: `cosmos_signAmino request from ${DAPP}` }).getByRole('button', { name: 'Approve' }).click();
    const outcome = (await (await page.waitForFunction(() => (window as unknown as { cosmosSigned?: unknown }).cosmosSigned)).jsonValue()) as {
      result?: { signed: unknown; signature: { pub_key: { type: string; value: string }; signature: string } };
      error?: string;
    };
    expect(outcome.error).toBeUndefined();
    expect(outcome.result!.signed).toEqual(SIGN_DOC);
    expect(outcome.result!.signature.pub_key).toEqual({ type: 'tendermint/PubKeySecp256k1', value: account.pubkey });
    const digest = btcCrypto.sha256(new TextEncoder().encode(JSON.stringify(SIGN_DOC)));
    const signature = fromBase64(outcome.result!.signature.signature);
    expect(secp256k1.verify(signature, digest, publicKey)).toBe(true);
    // and not for another document
    expect(secp256k1.verify(signature, btcCrypto.sha256(new TextEncoder().encode(JSON.stringify({ ...SIGN_DOC, memo: 'x' }))), publicKey)).toBe(false);

    // a reload restores the session, cosmos included
    await page.reload();
    await page.waitForFunction(() => (window.walletGates?.plain as Gate | undefined)?.getAccount().isConnected === true);
    await page.waitForFunction(() => (window.walletGates!.plain as Gate).getWalletProvider('cosmos')?.accounts?.length === 1);
    const again = (await page.evaluate(() =>
      (window.walletGates!.plain as Gate).getWalletProvider('cosmos')!.request({ method: 'cosmos_getAccounts' }),
    )) as { address: string }[];
    expect(again.map((a) => a.address)).toEqual([account.address]);

    expect(problems).toEqual([]);
    await page.context().close();
    await wallet.page.context().close();
  });
});
