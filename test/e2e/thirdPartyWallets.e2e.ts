/**
 * Wallets this project did not write, through the modal on the sandbox, beside the sandbox wallets:
 * - EVM: @johanneskares/wallet-mock, a published Playwright wallet (viem signing in the test process, EIP-6963 in the
 *   page): it announces again with a new provider object under the same uuid, never emits events, and answers
 *   eth_accounts before any site asked;
 * - Solana: the Solana wallet-adapter's burner wallet made a Wallet Standard wallet by Solana's own adapter wrapper and
 *   registered with @wallet-standard/wallet: it lists its account before connecting, names its cluster
 *   `solana:localnet`, and sends through the RPC it was given;
 * - Polkadot: an extension injected with @polkadot/extension-inject (no name, no icon), signing raw data wrapped in
 *   `<Bytes>`, with sr25519 and ed25519 accounts.
 * Each connects through the modal, signs (the signature verified here), and sends where its chain has a node.
 */
import type { Page } from 'playwright-core';
import { createPublicClient, http, parseEther, verifyMessage, type Hex } from 'viem';
import { Connection, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js';
import { ed25519 } from '@noble/curves/ed25519';
import { installMockWallet } from '@johanneskares/wallet-mock';
import { Keyring } from '@polkadot/keyring';
import { u8aWrapBytes } from '@polkadot/util';
import { cryptoWaitReady, decodeAddress, signatureVerify, sr25519Verify } from '@polkadot/util-crypto';
import { evmAccount } from '../../sandbox/chains/keys';
import { sandboxChain } from '../../sandbox/chains/evm/chain';
import { useStackAndBrowser } from './browser';
import { thirdPartyWalletScript } from './thirdparty/bundle';
import type { PolkadotExtensionOptions } from './thirdparty/polkadotExtension';
import { fillSendForm } from './sendForm';

const ctx = useStackAndBrowser();

type Gate = {
  getAccount(ns?: string): { isConnected: boolean; address: string | null };
  getWalletProvider(ns?: string): unknown;
};
/** The page's window: the demo's instance, and the wallets' own controls (test/e2e/thirdparty/bundle.ts). */
type Win = {
  walletGates?: { plain?: Gate };
  thirdPartyWallets?: { burnerWallet?: { unlock(): Promise<string> }; polkadotExtension?: { requests(): string[] } };
};

const account = (page: Page, ns: string) => page.evaluate((n) => (window as unknown as Win).walletGates!.plain!.getAccount(n), ns);
const modal = (page: Page) => page.getByRole('dialog', { name: /Account|Send|Select token|Connect Wallet/ });

/** A page of its own context that records page errors and console errors. */
async function newPage(): Promise<{ page: Page; problems: string[] }> {
  const page = await (await ctx.browser.newContext()).newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => void (m.type() === 'error' && problems.push(`console: ${m.text()}`)));
  return { page, problems };
}

/** Opens the modal and picks the wallet listed under `name`. */
async function connect(page: Page, name: RegExp) {
  await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
  await page.getByRole('button', { name }).click();
  await page.getByRole('button', { name: 'Disconnect' }).waitFor();
}

/** Account → Send → token → amount → receiver → Send; the wallets here approve without asking. */
async function send(page: Page, symbol: string, amount: string, to: string) {
  const submit = await fillSendForm(page, modal(page), symbol, amount, to);
  await submit.click();
  await page.getByText('Transaction started').waitFor();
}

describe('an EVM wallet published on npm: @johanneskares/wallet-mock', () => {
  const owner = evmAccount(5);
  const receiver = evmAccount(7).address;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    const chainA = ctx.stack.description.chains!.evm[0]!;
    ({ page, problems } = await newPage());
    await installMockWallet({
      page: page as never, // its types name @playwright/test's Page, which is playwright-core's
      account: owner,
      defaultChain: sandboxChain(chainA.chainId, chainA.name, chainA.rpcUrl),
      transports: { [chainA.chainId]: http(chainA.rpcUrl) },
    });
    await page.goto(`${ctx.stack.description.urls.demo}/plain.html`);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('connects through the modal, signs a message that verifies, and sends ETH mined on the sandbox chain', async () => {
    await connect(page, /^Mock Wallet Installed$/);
    expect(await account(page, 'eip155')).toMatchObject({ isConnected: true, address: owner.address });

    const signature = await page.evaluate(
      (address) => ((window as unknown as Win).walletGates!.plain!.getWalletProvider() as { request(a: unknown): Promise<Hex> }).request({ method: 'personal_sign', params: ['0x68656c6c6f', address] }),
      owner.address,
    );
    expect(await verifyMessage({ address: owner.address, message: 'hello', signature })).toBe(true);
    expect(await verifyMessage({ address: receiver, message: 'hello', signature })).toBe(false);

    const chain = createPublicClient({ transport: http(ctx.stack.description.chains!.evm[0]!.rpcUrl) });
    const before = await chain.getBalance({ address: receiver });
    await send(page, 'ETH', '0.0126', receiver);
    // anvil mines as it receives: the hash the wallet answered is already in a block
    expect(await chain.getBalance({ address: receiver })).toBe(before + parseEther('0.0126'));
    expect(problems).toEqual([]);
  });

  it('is connected again after a reload, and Disconnect ends it', async () => {
    await page.reload();
    await page.waitForFunction(() => (window as unknown as Win).walletGates?.plain?.getAccount('eip155').isConnected === true);
    expect((await account(page, 'eip155')).address).toBe(owner.address);
    await page.getByRole('button', { name: /…/ }).click();
    await page.getByRole('button', { name: 'Disconnect' }).click();
    await page.waitForFunction(() => (window as unknown as Win).walletGates!.plain!.getAccount('eip155').isConnected === false);
    expect(problems).toEqual([]);
  });
});

describe('a Solana wallet registered with the Wallet Standard\'s packages: the wallet-adapter burner wallet', () => {
  let page: Page;
  let problems: string[];
  let connection: Connection;
  let receiver: string;

  beforeAll(async () => {
    const solana = ctx.stack.description.chains!.solana;
    connection = new Connection(solana.rpcUrl, 'confirmed');
    receiver = solana.accounts[3]!;
    ({ page, problems } = await newPage());
    await page.addInitScript({ content: await thirdPartyWalletScript('burnerWallet', { endpoint: solana.rpcUrl }) });
    await page.goto(`${ctx.stack.description.urls.demo}/plain.html`);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('connects the key it made, signs a message that verifies, and sends SOL on the sandbox ledger', async () => {
    // the visitor opened the wallet before visiting: it made its key, which the sandbox funds
    const owner = await page.evaluate(() => (window as unknown as Win).thirdPartyWallets!.burnerWallet!.unlock());
    await connection.confirmTransaction(await connection.requestAirdrop(new PublicKey(owner), 2 * LAMPORTS_PER_SOL));

    await connect(page, /^Burner Wallet\b/);
    expect(await account(page, 'solana')).toMatchObject({ isConnected: true, address: owner });

    const signature = await page.evaluate(async (pubkey) => {
      const provider = (window as unknown as Win).walletGates!.plain!.getWalletProvider('solana') as { signMessage(p: unknown): Promise<Uint8Array> };
      return Array.from(await provider.signMessage({ message: 'hello', pubkey }));
    }, owner);
    const message = new TextEncoder().encode('hello');
    expect(ed25519.verify(Uint8Array.from(signature), message, new PublicKey(owner).toBytes())).toBe(true);
    expect(ed25519.verify(Uint8Array.from(signature), message, new PublicKey(receiver).toBytes())).toBe(false);

    const before = await connection.getBalance(new PublicKey(receiver));
    await send(page, 'SOL', '0.5', receiver);
    // the sandbox ledger processes a transaction as it receives it
    expect(await connection.getBalance(new PublicKey(receiver))).toBe(before + 0.5 * LAMPORTS_PER_SOL);
    expect(problems).toEqual([]);
  });

  it('after a reload the burner has forgotten its key: the visitor is shown disconnected, and connects a new key', async () => {
    const before = (await account(page, 'solana')).address;
    await page.reload();
    await page.waitForFunction(() => !!(window as unknown as Win).walletGates?.plain);
    await page.getByRole('button', { name: 'Connect (plug-and-play)' }).and(page.locator(':enabled')).waitFor();
    expect((await account(page, 'solana')).isConnected).toBe(false);
    await connect(page, /^Burner Wallet\b/);
    const after = await account(page, 'solana');
    expect(after.isConnected).toBe(true);
    expect(after.address).not.toBe(before);
    expect(problems).toEqual([]);
  });
});

describe('a Polkadot extension injected with @polkadot/extension-inject', () => {
  const extension: PolkadotExtensionOptions = {
    name: 'polkadot-js',
    accounts: [
      { name: 'Ferdie', uri: '//Ferdie', type: 'sr25519' },
      { name: 'Eve', uri: '//Eve', type: 'ed25519' },
    ],
  };
  let page: Page;
  let problems: string[];
  let ferdie: string;
  let eve: string;

  beforeAll(async () => {
    await cryptoWaitReady();
    const keyring = new Keyring({ ss58Format: 42 });
    ferdie = keyring.addFromUri('//Ferdie', {}, 'sr25519').address;
    eve = keyring.addFromUri('//Eve', {}, 'ed25519').address;
    ({ page, problems } = await newPage());
    await page.addInitScript({ content: await thirdPartyWalletScript('polkadotExtension', extension) });
    await page.goto(`${ctx.stack.description.urls.demo}/plain.html?polkadot=1`);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  const signRaw = (data: string) =>
    page.evaluate(async (text) => {
      const provider = (window as unknown as Win).walletGates!.plain!.getWalletProvider('polkadot') as { address: string; signRaw(p: unknown): Promise<{ signature: string }> };
      return { address: provider.address, signature: (await provider.signRaw({ address: provider.address, data: text })).signature };
    }, data);

  it('connects under the name people know it by, and signs with each key type; the signatures verify', async () => {
    await connect(page, /^Polkadot\{\.js\} Polkadot Installed$/);
    expect(await account(page, 'polkadot')).toMatchObject({ isConnected: true, address: ferdie });

    const message = 'Sign in to the WalletGate demo';
    const sr = await signRaw(message);
    expect(sr.address).toBe(ferdie);
    // what polkadot-js extensions sign: the message wrapped in <Bytes>…</Bytes>
    expect(sr25519Verify(u8aWrapBytes(message), sr.signature, decodeAddress(ferdie))).toBe(true);
    expect(sr25519Verify(message, sr.signature, decodeAddress(ferdie))).toBe(false);
    expect(signatureVerify(message, sr.signature, ferdie)).toMatchObject({ isValid: true, crypto: 'sr25519' });
    expect(signatureVerify(message, sr.signature, eve).isValid).toBe(false);

    // the visitor picks the extension's ed25519 account in the Account view
    const truncate = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`;
    const list = page.getByRole('group', { name: 'Your accounts' });
    await list.getByRole('button', { name: truncate(eve), exact: true }).click();
    await list.getByRole('button', { name: new RegExp(`^${truncate(eve)}`), pressed: true }).waitFor();
    const ed = await signRaw(message);
    expect(ed.address).toBe(eve);
    expect(signatureVerify(message, ed.signature, eve)).toMatchObject({ isValid: true, crypto: 'ed25519' });
    expect(signatureVerify('Another message', ed.signature, eve).isValid).toBe(false);

    expect(await page.evaluate(() => (window as unknown as Win).thirdPartyWallets!.polkadotExtension!.requests())).toEqual([
      expect.stringMatching(/^enable /),
      'signRaw',
      'signRaw',
    ]);
    expect(problems).toEqual([]);
  });

  it('is connected again after a reload without asking, and Disconnect ends it', async () => {
    await page.reload();
    await page.waitForFunction(() => (window as unknown as Win).walletGates?.plain?.getAccount('polkadot').isConnected === true);
    // (the account the visitor picked is not remembered: the first one the extension lists comes back)
    expect([ferdie, eve]).toContain((await account(page, 'polkadot')).address);
    await page.getByRole('button', { name: /…/ }).click();
    await page.getByRole('button', { name: 'Disconnect' }).click();
    await page.waitForFunction(() => (window as unknown as Win).walletGates!.plain!.getAccount('polkadot').isConnected === false);
    expect(problems).toEqual([]);
  });
});
