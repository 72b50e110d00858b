/**
 * Bitcoin wallets: discovery through the Bitcoin Wallet Standard and through sats-connect-style
 * providers (`window.btc_providers`), both checked with zod; connect with the payment account (SPEC §3), the
 * ordinals account in allAccounts and the switcher, getWalletProvider('bip122')'s checks, merging with an EVM
 * wallet of the same name, restore and disconnect; nothing of Bitcoin loads for a site with no bip122 network.
 */
import { getWallets } from '@wallet-standard/app';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import * as bitcoin from 'bitcoinjs-lib';
import * as ecc from '@bitcoinerlab/secp256k1';
import { Verifier } from 'bip322-js';
import {
  accountSelected,
  disconnectRequested,
  openRequested,
  selectAccount,
  selectAllConnectors,
  selectConnection,
  selectMergedConnectors,
  selectWalletList,
  walletSelected,
} from '../../slices';
import { createStorage, memoryBackend } from '../../src/services/storage';
import { STORED } from '../../src/core/storageKeys';
import { FakeWallet } from '../helpers/fakeWallet';
import { makeTestStore, testOptions, TEST_NETWORK } from '../helpers/makeTestStore';
import { flushAsync, waitUntil } from '../helpers/wait';
import { fromBase64, sandboxBitcoinAccount, signBip322, toBase64, type SandboxBitcoinAccount } from '../../sandbox/wallets/bitcoin/keys';

// the fake wallets hold real keys, so what they sign verifies (bip322-js, as a site's server would check it)
const KEYS = [sandboxBitcoinAccount('integration', 0, 'payment'), sandboxBitcoinAccount('integration', 0, 'ordinals')] as const;
const PAYMENT = KEYS[0].address;
const ORDINALS = KEYS[1].address;
const keyOf = (address: string): SandboxBitcoinAccount => KEYS.find((k) => k.address === address)!;
const MAINNET = 'bc1q8la8vpxs2gt4rr4tje7qgglh29pkda83j42nhz';
const TESTNET = 'bip122:000000000933ea01ad0ee984209779ba';
const BITCOIN_TESTNET = {
  id: '000000000933ea01ad0ee984209779ba',
  caipNetworkId: TESTNET,
  chainNamespace: 'bip122' as const,
  name: 'Bitcoin Testnet',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['http://btc.test'] } },
  testnet: true,
};
const ICON = 'data:image/svg+xml;base64,PHN2Zy8+';

/** The legacy "Bitcoin Signed Message" (BIP-137) a wallet signs when asked for ECDSA: the double SHA-256 of the
 * prefixed message, signed recoverably; the header byte 39 + recovery id says a P2WPKH address signed it. */
function signLegacyMessage(account: SandboxBitcoinAccount, message: string): string {
  const text = new TextEncoder().encode(message);
  const prefix = new TextEncoder().encode('\x18Bitcoin Signed Message:\n');
  const hash = bitcoin.crypto.hash256(Uint8Array.from([...prefix, text.length, ...text]));
  const { signature, recoveryId } = ecc.signRecoverable(hash, Uint8Array.from(Buffer.from(account.privateKey, 'hex')));
  return toBase64(Uint8Array.from([39 + recoveryId, ...signature]));
}
const bitcoinOptions = () => testOptions({ networks: [TEST_NETWORK, BITCOIN_TESTNET], features: { analytics: false } });

/** A Bitcoin Wallet Standard wallet whose answers a test controls, recording what it was asked. */
function bitcoinWallet(name: string, { accounts = [PAYMENT, ORDINALS] }: { accounts?: string[] } = {}) {
  const asked: { feature: string; input?: unknown }[] = [];
  const listeners = new Set<(p: { accounts: readonly WalletAccount[] }) => void>();
  let authorized = false;
  const account = (address: string): WalletAccount => ({ address, publicKey: new Uint8Array(33), chains: ['bitcoin:testnet'], features: [] });
  const wallet: Wallet = {
    version: '1.0.0',
    name,
    icon: ICON,
    chains: ['bitcoin:testnet'],
    get accounts() {
      return authorized ? accounts.map(account) : [];
    },
    features: {
      'bitcoin:connect': {
        version: '1.0.0',
        connect: async (input: { purposes: string[] }) => {
          asked.push({ feature: 'bitcoin:connect', input });
          authorized = true;
          return { accounts: wallet.accounts };
        },
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        signMessage: async (...inputs: { account: WalletAccount; message: Uint8Array }[]) => {
          asked.push({ feature: 'bitcoin:signMessage', input: { address: inputs[0]!.account.address, message: new TextDecoder().decode(inputs[0]!.message) } });
          return inputs.map((i) => ({ signedMessage: i.message, signature: fromBase64(signBip322(keyOf(i.account.address), new TextDecoder().decode(i.message))) }));
        },
      },
      'standard:events': { version: '1.0.0', on: (_e: string, l: (p: { accounts: readonly WalletAccount[] }) => void) => (listeners.add(l), () => listeners.delete(l)) },
      'standard:disconnect': { version: '1.0.0', disconnect: async () => void (asked.push({ feature: 'standard:disconnect' }), (authorized = false)) },
    },
  };
  const unregister = getWallets().register(wallet);
  return {
    wallet,
    asked,
    unregister,
    connectorId: `bitcoinStandard:${name}`,
    authorize: () => void (authorized = true),
    leave() {
      authorized = false;
      for (const l of listeners) l({ accounts: [] });
    },
  };
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
  delete (window as Window & { btc_providers?: unknown }).btc_providers;
  delete (window as Window & { FakeBtc?: unknown }).FakeBtc;
});
function register(...args: Parameters<typeof bitcoinWallet>) {
  const w = bitcoinWallet(...args);
  cleanups.push(w.unregister);
  return w;
}

async function connect(t: ReturnType<typeof makeTestStore>, connectorId: string) {
  t.store.dispatch(openRequested());
  await waitUntil(() => selectAllConnectors(t.state()).some((c) => c.id === connectorId), 'listed');
  t.store.dispatch(walletSelected({ walletId: connectorId, name: 'x', connectorId }));
  await waitUntil(() => selectConnection(t.state()).status.bip122 === 'connected', 'bip122 connected');
}

describe('the Bitcoin Wallet Standard channel', () => {
  it('lists a Bitcoin wallet once the modal opens, with its chain badge; drops it when it unregisters', async () => {
    const w = register('Fake Btc');
    const t = makeTestStore(bitcoinOptions());
    await flushAsync();
    expect(selectAllConnectors(t.state()).some((c) => c.id === w.connectorId)).toBe(false);
    t.store.dispatch(openRequested());
    await waitUntil(() => selectAllConnectors(t.state()).some((c) => c.id === w.connectorId), 'listed');
    expect(selectAllConnectors(t.state()).find((c) => c.id === w.connectorId)).toMatchObject({ name: 'Fake Btc', chain: 'bip122', type: 'ANNOUNCED', imageUrl: ICON });
    expect(selectWalletList(t.state()).find((x) => x.name === 'Fake Btc')).toMatchObject({ connectorId: w.connectorId, chains: ['bip122'] });
    w.unregister();
    await waitUntil(() => !selectAllConnectors(t.state()).some((c) => c.id === w.connectorId), 'dropped');
    t.task.cancel();
  });

  it('ignores a wallet with no Bitcoin chain or no Bitcoin feature, and a bad icon', async () => {
    const good = register('Good Btc');
    const noChain = getWallets().register({ ...register('x').wallet, name: 'No Chain', chains: ['eip155:1'] } as Wallet);
    const noFeature = getWallets().register({ ...register('y').wallet, name: 'No Feature', features: { 'standard:events': {} } } as Wallet);
    const badIcon = getWallets().register({ ...register('z').wallet, name: 'Bad Icon', icon: 'javascript:alert(1)' } as unknown as Wallet);
    cleanups.push(noChain, noFeature, badIcon);
    const t = makeTestStore(bitcoinOptions());
    t.store.dispatch(openRequested());
    await waitUntil(() => selectAllConnectors(t.state()).some((c) => c.id === good.connectorId), 'listed');
    await flushAsync();
    const names = selectAllConnectors(t.state()).map((c) => c.name);
    expect(names.some((n) => ['No Chain', 'No Feature', 'Bad Icon'].includes(n))).toBe(false);
    t.task.cancel();
  });

  it('loads nothing and lists no Bitcoin wallet for a site that configured no bip122 network', async () => {
    const w = register('Unused Btc');
    const t = makeTestStore(testOptions({ features: { analytics: false } }));
    t.store.dispatch(openRequested());
    await flushAsync(30);
    expect(selectAllConnectors(t.state()).some((c) => c.id === w.connectorId)).toBe(false);
    expect(t.deps.bitcoin.size).toBe(0);
    t.task.cancel();
  });
});

describe('connecting (SPEC §3: the payment account is the one used)', () => {
  it('connects the payment account, lists ordinals in allAccounts, and the switcher makes ordinals the one used', async () => {
    const w = register('Fake Btc');
    const t = makeTestStore(bitcoinOptions());
    await connect(t, w.connectorId);
    expect(w.asked[0]).toEqual({ feature: 'bitcoin:connect', input: { purposes: ['payment', 'ordinals'] } });
    expect(selectAccount(t.state(), 'bip122')).toMatchObject({
      address: PAYMENT,
      caipAddress: `${TESTNET}:${PAYMENT}`,
      preferredAccountType: 'payment',
      allAccounts: [
        { address: PAYMENT, type: 'payment' },
        { address: ORDINALS, type: 'ordinals' },
      ],
    });
    t.store.dispatch(accountSelected({ namespace: 'bip122', address: ORDINALS }));
    expect(selectAccount(t.state(), 'bip122')).toMatchObject({ address: ORDINALS, caipAddress: `${TESTNET}:${ORDINALS}` });
    // an address the wallet did not share is not switched to
    t.store.dispatch(accountSelected({ namespace: 'bip122', address: MAINNET }));
    expect(selectAccount(t.state(), 'bip122')?.address).toBe(ORDINALS);
    // the provider signs with the account in use
    await waitUntil(() => !!t.deps.bitcoin.get(w.connectorId)?.provider, 'provider');
    const provider = t.deps.bitcoin.get(w.connectorId)!.provider!;
    await waitUntil(() => provider.address === ORDINALS, 'provider follows the switch');
    const signed = await provider.signMessage({ message: 'hello' });
    expect(signed).toEqual({ address: ORDINALS, signature: expect.any(String), protocol: 'bip322' });
    expect(Verifier.verifySignature(ORDINALS, 'hello', signed.signature)).toBe(true);
    expect(w.asked.at(-1)).toEqual({ feature: 'bitcoin:signMessage', input: { address: ORDINALS, message: 'hello' } });
    t.task.cancel();
  });

  it("refuses bad params (-32602), an address the wallet did not share, and ECDSA from a BIP-322-only wallet, before asking the wallet", async () => {
    const w = register('Fake Btc');
    const t = makeTestStore(bitcoinOptions());
    await connect(t, w.connectorId);
    const provider = t.deps.bitcoin.get(w.connectorId)!.provider!;
    const asked = w.asked.length;
    await expect(provider.signMessage({ message: '' })).rejects.toMatchObject({ code: -32602 });
    await expect(provider.signMessage({ message: 'hi', address: MAINNET })).rejects.toMatchObject({ code: -32602, message: `Invalid params for signMessage: address ${MAINNET} is not an account the wallet shared` });
    await expect(provider.signMessage({ message: 'hi', protocol: 'ecdsa' })).rejects.toMatchObject({ code: 4200 });
    await expect(provider.signPsbt({ psbt: 'bm90IGEgcHNidA==' })).rejects.toMatchObject({ code: -32602 });
    expect(w.asked.length).toBe(asked);
    t.task.cancel();
  });

  it('refuses a wallet whose accounts are all on another Bitcoin network', async () => {
    const w = register('Mainnet Btc', { accounts: [MAINNET] });
    const t = makeTestStore(bitcoinOptions());
    t.store.dispatch(openRequested());
    await waitUntil(() => selectAllConnectors(t.state()).some((c) => c.id === w.connectorId), 'listed');
    t.store.dispatch(walletSelected({ walletId: w.connectorId, name: 'x', connectorId: w.connectorId }));
    await waitUntil(() => !!selectConnection(t.state()).attempt?.error, 'failed');
    expect(selectConnection(t.state()).attempt?.error).toMatchObject({ params: { walletCode: 4100 } });
    expect(selectConnection(t.state()).status.bip122 ?? 'disconnected').toBe('disconnected');
    t.task.cancel();
  });

  it('merges with an EVM wallet of the same name into one multi-chain entry (SPEC §3)', async () => {
    const evm = new FakeWallet().install(); // "Fake Wallet"
    cleanups.push(() => evm.uninstall());
    register('Fake Wallet');
    const t = makeTestStore(bitcoinOptions());
    t.store.dispatch(openRequested());
    await waitUntil(() => selectMergedConnectors(t.state()).some((c) => c.type === 'MULTI_CHAIN'), 'merged');
    expect(selectWalletList(t.state()).find((x) => x.name === 'Fake Wallet')).toMatchObject({ chains: ['eip155', 'bip122'] });
    t.task.cancel();
  });

  it('follows the wallet letting the site go, and disconnect asks the wallet to forget the site', async () => {
    const w = register('Fake Btc');
    const t = makeTestStore(bitcoinOptions());
    await connect(t, w.connectorId);
    t.store.dispatch(disconnectRequested({ namespace: 'bip122' }));
    await waitUntil(() => selectConnection(t.state()).status.bip122 !== 'connected', 'disconnected');
    expect(selectAccount(t.state(), 'bip122')).toBeNull();
    expect(w.asked.some((a) => a.feature === 'standard:disconnect')).toBe(true);
    await connect(t, w.connectorId);
    w.leave();
    await waitUntil(() => selectConnection(t.state()).status.bip122 !== 'connected', 'left');
    t.task.cancel();
  });
});

describe('restore (SPEC §4)', () => {
  it('restores a stored Bitcoin connection without a prompt when the wallet still authorizes the site', async () => {
    const w = register('Fake Btc');
    w.authorize();
    const storage = createStorage(memoryBackend());
    storage.set(STORED.connectionStatus.key, 'connected');
    storage.set(STORED.connectedNamespaces.key, ['bip122']);
    storage.set(STORED.connectedConnectorIds.key, { bip122: w.connectorId });
    const t = makeTestStore(bitcoinOptions(), { storage });
    await waitUntil(() => selectConnection(t.state()).status.bip122 === 'connected', 'restored');
    expect(selectAccount(t.state(), 'bip122')?.address).toBe(PAYMENT);
    expect(w.asked.some((a) => a.feature === 'bitcoin:connect')).toBe(false);
    t.task.cancel();
  });
});

describe('sats-connect-style providers (window.btc_providers)', () => {
  function install(answers: Partial<Record<string, unknown>> = {}) {
    const calls: { method: string; params?: unknown }[] = [];
    const provider = {
      request: async (method: string, params?: unknown) => {
        calls.push({ method, params });
        if (method in answers) return answers[method];
        if (method === 'getAccounts')
          return {
            jsonrpc: '2.0',
            id: '1',
            result: [
              { address: ORDINALS, publicKey: 'aa', purpose: 'ordinals', addressType: 'p2tr' },
              { address: PAYMENT, publicKey: 'bb', purpose: 'payment', addressType: 'p2wpkh' },
              { address: 'SP000', purpose: 'stacks' },
            ],
          };
        if (method === 'signMessage') {
          const { address, message } = params as { address: string; message: string };
          return { jsonrpc: '2.0', id: '2', result: { signature: signLegacyMessage(keyOf(address), message), address } };
        }
        return { jsonrpc: '2.0', id: '3', error: { code: -32601, message: 'Method not found' } };
      },
    };
    const win = window as Window & { btc_providers?: unknown; FakeBtc?: unknown };
    win.FakeBtc = { BitcoinProvider: provider };
    win.btc_providers = [
      { id: 'FakeBtc.BitcoinProvider', name: 'Sats Wallet', icon: ICON },
      { id: 'Nowhere.Provider', name: 'Missing', icon: ICON },
      { id: 'FakeBtc.BitcoinProvider', name: 'Bad Icon', icon: 'https://evil.test/x.png' },
      { id: 'constructor.constructor("x")', name: 'Path Trick', icon: ICON },
      'garbage',
    ];
    return { calls, connectorId: 'satsConnect:FakeBtc.BitcoinProvider' };
  }

  it('lists only well-formed entries whose provider exists, and connects with its payment and ordinals accounts', async () => {
    const sats = install();
    const t = makeTestStore(bitcoinOptions());
    await connect(t, sats.connectorId);
    expect(selectAllConnectors(t.state()).filter((c) => c.chain === 'bip122').map((c) => c.name)).toEqual(['Sats Wallet']);
    expect(sats.calls[0]).toEqual({ method: 'getAccounts', params: { purposes: ['payment', 'ordinals'] } });
    expect(selectAccount(t.state(), 'bip122')).toMatchObject({
      address: PAYMENT,
      allAccounts: [
        { address: PAYMENT, type: 'payment' },
        { address: ORDINALS, type: 'ordinals' },
      ],
    });
    const provider = t.deps.bitcoin.get(sats.connectorId)!.provider!;
    // SPEC-style legacy signing where asked: ECDSA goes to the wallet as its own protocol name
    const signed = await provider.signMessage({ message: 'hi', protocol: 'ecdsa' });
    expect(signed).toEqual({ address: PAYMENT, signature: expect.any(String), protocol: 'ecdsa' });
    expect(Verifier.verifySignature(PAYMENT, 'hi', signed.signature)).toBe(true);
    expect(sats.calls.at(-1)).toEqual({ method: 'signMessage', params: { address: PAYMENT, message: 'hi', protocol: 'ECDSA' } });
    // a wallet error keeps its code and words
    await expect(provider.signPsbt({ psbt: 'cHNidP8BAAoCAAAAAAAAAAAAAAAA' })).rejects.toMatchObject({ code: -32601, message: 'Method not found' });
    t.task.cancel();
  });

  it('turns a malformed answer into an error state, never a crash', async () => {
    const sats = install({ getAccounts: { nonsense: true } });
    const t = makeTestStore(bitcoinOptions());
    t.store.dispatch(openRequested());
    await waitUntil(() => selectAllConnectors(t.state()).some((c) => c.id === sats.connectorId), 'listed');
    t.store.dispatch(walletSelected({ walletId: sats.connectorId, name: 'x', connectorId: sats.connectorId }));
    await waitUntil(() => !!selectConnection(t.state()).attempt?.error, 'failed');
    expect(selectConnection(t.state()).attempt?.error).toMatchObject({ params: { walletCode: -32603 } });
    t.task.cancel();
  });
});
