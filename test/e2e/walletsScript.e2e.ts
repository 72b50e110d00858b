/**
 * The sandbox wallets' script behaves like extensions' content scripts: small, it announces every wallet at once
 * (EIP-6963, the Wallet Standard, window.injectedWeb3) with the addresses the sandbox describes, and fetches a
 * wallet's signing code (`/assets/chunks/sandbox-*.js`) only once a site connects to that wallet or asks it to sign.
 * Each signature made by the lazily loaded code verifies for the address announced before it loaded.
 */
import type { Page } from 'playwright-core';
import { verifyMessage, type Hex } from 'viem';
import { ed25519 } from '@noble/curves/ed25519';
import { cryptoWaitReady } from '@polkadot/util-crypto';
import { decodeBase58 } from '../../sandbox/chains/solana/base58';
import { verifyRaw } from '../../sandbox/api/routes/polkadot';
import { useStackAndBrowser } from './browser';

const ctx = useStackAndBrowser();

let page: Page;
const problems: string[] = [];
/** paths of the sandbox wallets' lazy chunks the page fetched, in order */
const chunks: string[] = [];
const fetched = () => [...chunks].sort();

/** Collects what the page's wallets announce by the end of parsing: before the site's (deferred) scripts run. */
const LISTEN = `(() => {
  const seen = { eip6963: [], standard: [] };
  window.addEventListener('eip6963:announceProvider', (e) => seen.eip6963.push(e.detail.info.name));
  // the Wallet Standard's handshake: registerWallet hands its wallet to whoever answers the event
  window.addEventListener('wallet-standard:register-wallet', (e) => e.detail({ register: (...wallets) => wallets.forEach((w) => seen.standard.push(w.name)) }));
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    window.__announced = { ...structuredClone(seen), polkadot: Object.values(window.injectedWeb3 || {}).map((e) => e.name) };
  });
})();`;

beforeAll(async () => {
  await cryptoWaitReady();
  page = await (await ctx.browser.newContext()).newPage();
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => void (m.type() === 'error' && problems.push(`console: ${m.text()}`)));
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/assets/chunks/sandbox-')) chunks.push(pathname);
  });
  await page.addInitScript({ content: LISTEN });
  await page.goto(`${ctx.stack.description.urls.demo}/plain.html?bitcoin=1&wallet.autoApprove=1`);
  await page.getByRole('button', { name: 'Connect (plug-and-play)' }).and(page.locator(':enabled')).waitFor();
});
afterAll(async () => {
  await page?.context().close();
});

it('announces every wallet before the site\'s scripts run, and fetches no signing code', async () => {
  const announced = await page.evaluate(() => (window as unknown as { __announced: unknown }).__announced);
  expect(announced).toEqual({
    eip6963: ['Sandbox Wallet', 'Legacy Sandbox Wallet', 'Sandbox Multichain Wallet'],
    standard: ['Sandbox Multichain Wallet', 'Sandbox Bitcoin Wallet'],
    polkadot: ['Sandbox Polkadot Wallet'],
  });
  // the widget has discovered them all (it asked for EIP-6963 announcements and read the registry) — still no chunk
  await page.getByRole('button', { name: 'Connect (plug-and-play)' }).click();
  await page.getByRole('button', { name: /^Sandbox Bitcoin Wallet/ }).waitFor();
  expect(fetched()).toEqual([]);
  await page.keyboard.press('Escape');
});

it('EVM: connecting loads the signer, which signs for the announced address', async () => {
  const { address, signature } = await page.evaluate(async () => {
    const { provider, state } = window.sandboxWallets!.sandbox;
    await provider.request({ method: 'eth_requestAccounts' });
    const address = state().address;
    return { address, signature: (await provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', address] })) as Hex };
  });
  expect(address).toBe(ctx.stack.description.wallets!.injected[0]!.accounts[0]!.address);
  expect(await verifyMessage({ address, message: 'hello', signature })).toBe(true);
  expect(fetched()).toEqual(['/assets/chunks/sandbox-evm-signer.js']);
});

it('Solana: connecting loads web3.js, which signs for the announced account', async () => {
  const { address, publicKey, signature } = await page.evaluate(async () => {
    type Account = { address: string; publicKey: Uint8Array };
    const wallet = window.sandboxWallets!.solana!.wallet as unknown as {
      features: Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>>;
    };
    const { accounts } = (await wallet.features['standard:connect']!.connect!()) as { accounts: Account[] };
    const account = accounts[0]!;
    const [signed] = (await wallet.features['solana:signMessage']!.signMessage!({ account, message: new TextEncoder().encode('hello') })) as { signature: Uint8Array }[];
    return { address: account.address, publicKey: [...account.publicKey], signature: [...signed!.signature] };
  });
  expect(publicKey).toEqual([...decodeBase58(address)]);
  expect(ed25519.verify(Uint8Array.from(signature), new TextEncoder().encode('hello'), decodeBase58(address))).toBe(true);
  expect(fetched()).toEqual(['/assets/chunks/sandbox-evm-signer.js', '/assets/chunks/sandbox-solana-signing.js']);
});

it('Bitcoin: connecting loads bitcoinjs, and the sandbox verifies its signature for the announced address', async () => {
  const { address, signature } = await page.evaluate(async () => {
    type Account = { address: string; purpose: string };
    const wallet = window.sandboxBitcoinWallet!.wallet as unknown as {
      features: Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>>;
    };
    const { accounts } = (await wallet.features['bitcoin:connect']!.connect!({ purposes: ['payment'] })) as { accounts: Account[] };
    const account = accounts[0]!;
    const [signed] = (await wallet.features['bitcoin:signMessage']!.signMessage!({ account, message: new TextEncoder().encode('hello') })) as { signature: Uint8Array }[];
    return { address: account.address, signature: btoa(String.fromCharCode(...signed!.signature)) };
  });
  expect(address).toBe(ctx.stack.description.wallets!.bitcoin!.accounts.find((a) => a.purpose === 'payment')!.address);
  const verify = (message: string) =>
    fetch(`${ctx.stack.description.urls.api}/sandbox/bitcoin/verify-message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address, message, signature }),
    }).then((r) => r.json());
  expect(await verify('hello')).toEqual({ valid: true });
  expect(await verify('hullo')).toEqual({ valid: false });
  expect(fetched()).toEqual(['/assets/chunks/sandbox-bitcoin-keys.js', '/assets/chunks/sandbox-evm-signer.js', '/assets/chunks/sandbox-solana-signing.js']);
});

it('Polkadot: enabling loads the keys, which sign for the listed account', async () => {
  const { address, signature } = await page.evaluate(async () => {
    type Injected = {
      accounts: { get(): Promise<{ address: string }[]> };
      signer: { signRaw(raw: { address: string; data: string; type: 'bytes' }): Promise<{ signature: string }> };
    };
    const extension = (window as unknown as { injectedWeb3: Record<string, { enable(origin: string): Promise<Injected> }> }).injectedWeb3['sandbox-polkadot']!;
    const injected = await extension.enable('walletsScript.e2e');
    const [account] = await injected.accounts.get();
    const { signature } = await injected.signer.signRaw({ address: account!.address, data: 'hello', type: 'bytes' });
    return { address: account!.address, signature };
  });
  expect(address).toBe(ctx.stack.description.wallets!.polkadot!.accounts[0]!.address);
  expect(verifyRaw('hello', signature, address).isValid).toBe(true);
  expect(verifyRaw('hullo', signature, address).isValid).toBe(false);
  expect(fetched()).toEqual([
    '/assets/chunks/sandbox-bitcoin-keys.js',
    '/assets/chunks/sandbox-evm-signer.js',
    '/assets/chunks/sandbox-polkadot-keys.js',
    '/assets/chunks/sandbox-solana-signing.js',
  ]);
  expect(problems).toEqual([]);
});
