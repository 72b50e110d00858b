/**
 * Solana connections: the Wallet Standard channel, merging with EIP-6963 wallets of the same name
 * (SPEC §3), connect / restore / follow / disconnect per namespace (SPEC §4), getWalletProvider('solana') with the
 * SPEC §5 checks, and Send's messages on Solana (SPEC §5, §8). Real store and sagas, msw for the Solana RPC.
 */
import { http, HttpResponse } from 'msw';
import { getWallets } from '@wallet-standard/app';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import {
  activeNamespaceChanged,
  backRequested,
  disconnectRequested,
  networkAdded,
  openRequested,
  selectAccount,
  selectAllConnectors,
  selectConnection,
  selectMergedConnectors,
  selectNetworkState,
  selectNotification,
  selectView,
  selectWalletList,
  walletSelected,
} from '../../slices';
import { selectSend, sendRequested, sendTokenSelected, sendReceiverChanged, tokenBalancesRequested } from '../../slices/send';
import { sendAmountChanged as amountChanged } from '../../slices/send';
import { createStorage, memoryBackend } from '../../src/services/storage';
import { STORED } from '../../src/core/storageKeys';
import { toBase58 } from '../../src/core/solana';
import type { TokenBalance } from '../../src/core/api/account';
import type { Network } from '../../src/core/options';
import { FakeWallet } from '../helpers/fakeWallet';
import { makeTestStore, testOptions, TEST_ENDPOINTS, TEST_NETWORK } from '../helpers/makeTestStore';
import { useMswServer } from '../helpers/msw';
import { rpcNode } from '../helpers/rpcNode';
import { flushAsync, waitUntil } from '../helpers/wait';
import { SOL_ADDRESS, SOL_CHAIN, SOL_RECEIVER, SOLANA_NETWORK } from '../helpers/fakeSolanaWallet';
import { words } from '../helpers/words';

const server = useMswServer();
const RPC = SOLANA_NETWORK.rpcUrls.default.http[0]!;
const SECOND = 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW';

/** A Wallet Standard wallet whose every answer a test controls, and which records what it was asked. */
function solanaWallet(name: string, { accounts = [SOL_ADDRESS, SECOND], approve = true }: { accounts?: string[]; approve?: boolean } = {}) {
  const listeners = new Set<(p: { accounts: readonly WalletAccount[] }) => void>();
  const asked: { feature: string; input?: unknown }[] = [];
  const account = (address: string): WalletAccount => ({ address, publicKey: new Uint8Array(32), chains: [SOL_CHAIN], features: ['solana:signMessage'] });
  let authorized = false;
  let selected = accounts;
  const state = { approve, sendError: null as null | Error };
  const wallet: Wallet = {
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: ['solana:localnet', SOL_CHAIN],
    get accounts() {
      return authorized ? selected.map(account) : [];
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async (input?: { silent?: boolean }) => {
          asked.push({ feature: 'standard:connect', input });
          if (!authorized && input?.silent) return { accounts: [] };
          if (!state.approve) throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
          authorized = true;
          return { accounts: wallet.accounts };
        },
      },
      'standard:disconnect': { version: '1.0.0', disconnect: async () => void (asked.push({ feature: 'standard:disconnect' }), (authorized = false)) },
      'standard:events': { version: '1.0.0', on: (_e: string, l: (p: { accounts: readonly WalletAccount[] }) => void) => (listeners.add(l), () => listeners.delete(l)) },
      'solana:signMessage': {
        version: '1.0.0',
        signMessage: async (...inputs: { message: Uint8Array; account: WalletAccount }[]) => {
          asked.push({ feature: 'solana:signMessage', input: inputs[0] });
          return inputs.map((i) => ({ signedMessage: i.message, signature: new Uint8Array(64).fill(7) }));
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: async (...inputs: { transaction: Uint8Array; chain: string; options?: unknown }[]) => {
          asked.push({ feature: 'solana:signAndSendTransaction', input: inputs[0] });
          if (state.sendError) throw state.sendError;
          return inputs.map(() => ({ signature: new Uint8Array(64).fill(1) }));
        },
      },
    },
  };
  const unregister = getWallets().register(wallet);
  return {
    wallet,
    asked,
    state,
    unregister,
    connectorId: `walletStandard:${name}`,
    authorize: () => void (authorized = true),
    switchTo(addresses: string[]) {
      selected = addresses;
      for (const l of listeners) l({ accounts: wallet.accounts });
    },
  };
}

const solanaOptions = (extra = {}) => testOptions({ networks: [TEST_NETWORK, SOLANA_NETWORK], features: { analytics: false }, ...extra });
const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});
function register(...args: Parameters<typeof solanaWallet>) {
  const w = solanaWallet(...args);
  cleanups.push(w.unregister);
  return w;
}

const SOL: TokenBalance = {
  name: 'Solana', symbol: 'SOL', chainId: SOL_CHAIN, value: 15000, price: 150,
  quantity: { decimals: '9', numeric: '100' }, iconUrl: `${TEST_ENDPOINTS.blockchainApi}/public/getTokenImage/sol`,
};

let rpcCalls: string[];
beforeEach(() => {
  rpcCalls = [];
  server.use(
    http.post(RPC, async ({ request }) => {
      const body = (await request.json()) as { id: number; method: string };
      rpcCalls.push(body.method);
      const result =
        body.method === 'getBalance'
          ? { context: { slot: 7 }, value: 2_500_000_000 }
          : body.method === 'getLatestBlockhash'
            ? { context: { slot: 7 }, value: { blockhash: SECOND, lastValidBlockHeight: 100 } }
            : null;
      return HttpResponse.json({ jsonrpc: '2.0', id: body.id, result });
    }),
    http.get(`${TEST_ENDPOINTS.blockchainApi}/v1/account/:address/balance`, () => HttpResponse.json({ balances: [SOL] })),
    http.get(`${TEST_ENDPOINTS.blockchainApi}/v1/account/:address/history`, () => HttpResponse.json({ data: [], next: null })),
  );
});

/** A store whose modal is open: the Wallet Standard registry's code loads then (sagas/chains/discovery.ts). */
function opened(options: ReturnType<typeof solanaOptions>) {
  const t = makeTestStore(options);
  t.store.dispatch(openRequested());
  return t;
}

async function connectSolana(t: ReturnType<typeof makeTestStore>, connectorId: string) {
  t.store.dispatch(openRequested());
  t.store.dispatch(walletSelected({ walletId: connectorId, name: 'x', connectorId }));
  await waitUntil(() => selectConnection(t.state()).status.solana === 'connected', 'solana connected');
}

describe('the Wallet Standard channel', () => {
  it('lists a Solana wallet registered before or after start, and drops it when it unregisters', async () => {
    const early = register('Early Sol');
    // the registry's code waits for the first need of a wallet: the modal opening
    const t = makeTestStore(solanaOptions());
    await flushAsync();
    expect(selectAllConnectors(t.state()).some((c) => c.id === early.connectorId)).toBe(false);
    t.store.dispatch(openRequested());
    await waitUntil(() => selectAllConnectors(t.state()).some((c) => c.id === early.connectorId), 'early listed');
    const late = register('Late Sol');
    await waitUntil(() => selectAllConnectors(t.state()).some((c) => c.id === late.connectorId), 'late listed');
    expect(selectAllConnectors(t.state()).find((c) => c.id === late.connectorId)).toMatchObject({ name: 'Late Sol', chain: 'solana', type: 'ANNOUNCED' });
    late.unregister();
    await waitUntil(() => !selectAllConnectors(t.state()).some((c) => c.id === late.connectorId), 'late dropped');
    t.task.cancel();
  });

  it("opening the modal loads the registry's code only once the dialog has painted; picking a wallet loads it at once", async () => {
    const early = register('Painted Sol');
    const paints: (() => void)[] = [];
    const afterPaint = () => new Promise<void>((resolve) => void paints.push(resolve));
    const t = makeTestStore(solanaOptions(), { afterPaint });
    t.store.dispatch(openRequested());
    await flushAsync();
    // the dialog has not painted yet: nothing of the registry ran
    expect(paints.length).toBeGreaterThan(0);
    expect(selectAllConnectors(t.state()).some((c) => c.id === early.connectorId)).toBe(false);
    for (const paint of paints.splice(0)) paint();
    await waitUntil(() => selectAllConnectors(t.state()).some((c) => c.id === early.connectorId), 'listed once painted');
    t.task.cancel();

    const picked = makeTestStore(solanaOptions(), { afterPaint });
    picked.store.dispatch(walletSelected({ walletId: early.connectorId, name: 'Painted Sol', connectorId: early.connectorId }));
    await waitUntil(() => selectAllConnectors(picked.state()).some((c) => c.id === early.connectorId), 'listed without waiting for a paint');
    // picked before its registry's code ran: connect waits for it to register, then asks that wallet (not WalletConnect)
    await waitUntil(() => early.asked.some((a) => a.feature === 'standard:connect'), 'the picked wallet asked to connect');
    expect(selectView(picked.state())).toBe('ConnectingExternal');
    picked.task.cancel();
  });

  it('ignores wallets without a Solana chain or signing feature, and a second wallet under a listed name', async () => {
    const evmOnly = getWallets().register({ ...solanaWallet('Other').wallet, name: 'Evm Only', chains: ['eip155:1'] } as Wallet);
    cleanups.push(evmOnly);
    const first = register('Same Name');
    const t = opened(solanaOptions());
    await waitUntil(() => selectAllConnectors(t.state()).some((c) => c.id === first.connectorId), 'listed');
    const impostor = register('Same Name');
    await waitUntil(() => t.logger.warn.mock.calls.length > 0, 'warned');
    expect(selectAllConnectors(t.state()).filter((c) => c.name === 'Same Name')).toHaveLength(1);
    expect(selectAllConnectors(t.state()).some((c) => c.name === 'Evm Only')).toBe(false);
    expect(t.deps.standardWallets.get(first.connectorId)).toBe(first.wallet);
    expect(impostor.wallet).not.toBe(first.wallet);
    t.task.cancel();
  });
});

describe('merging with EIP-6963 (SPEC §3)', () => {
  it('shows an EVM and a Solana wallet of one name as one multi-chain wallet whose logo lists both chains', async () => {
    const evm = new FakeWallet().install(); // "Fake Wallet"
    cleanups.push(() => evm.uninstall());
    register('Fake Wallet');
    const t = opened(solanaOptions());
    await waitUntil(() => selectMergedConnectors(t.state()).some((c) => c.type === 'MULTI_CHAIN'), 'merged');
    const merged = selectMergedConnectors(t.state()).filter((c) => c.name === 'Fake Wallet');
    expect(merged).toEqual([
      expect.objectContaining({ id: 'test.fake.wallet', type: 'MULTI_CHAIN', chain: 'eip155', connectors: [
        { id: 'test.fake.wallet', chain: 'eip155', type: 'ANNOUNCED' },
        { id: 'walletStandard:Fake Wallet', chain: 'solana', type: 'ANNOUNCED' },
      ] }),
    ]);
    expect(selectWalletList(t.state()).find((w) => w.name === 'Fake Wallet')).toMatchObject({ connectorId: 'test.fake.wallet', chains: ['eip155', 'solana'] });
    t.task.cancel();
  });

  it('connects a multi-chain wallet on each configured chain, then lands on Account on the last', async () => {
    rpcNode(server); // the EVM chain's JSON-RPC, for its native balance
    const evm = new FakeWallet().install();
    cleanups.push(() => evm.uninstall());
    const sol = register('Fake Wallet');
    const t = opened(solanaOptions());
    await waitUntil(() => selectMergedConnectors(t.state()).some((c) => c.type === 'MULTI_CHAIN'), 'merged');
    t.store.dispatch(openRequested());
    t.store.dispatch(walletSelected({ walletId: 'test.fake.wallet', name: 'Fake Wallet', connectorId: 'test.fake.wallet' }));
    await waitUntil(() => t.state().walletGate.router.view === 'Account', 'on Account', 4000);
    expect(selectConnection(t.state()).status).toEqual({ eip155: 'connected', solana: 'connected' });
    expect(selectConnection(t.state()).activeNamespace).toBe('solana');
    expect(sol.asked.map((a) => a.feature)).toEqual(['standard:connect']);
    t.store.dispatch(activeNamespaceChanged('eip155'));
    expect(selectConnection(t.state()).activeNamespace).toBe('eip155');
    // each chain shows its own native balance once it is the one in view
    await waitUntil(() => selectAccount(t.state(), 'eip155')?.balance !== null && selectAccount(t.state(), 'eip155')?.balance !== undefined, 'EVM balance');
    t.task.cancel();
  });
});

describe('a Solana connection (SPEC §4)', () => {
  it('fills the solana namespace: caipAddress on the site\'s Solana network, the wallet, and the account area', async () => {
    const sol = register('Solo');
    const t = opened(solanaOptions());
    await waitUntil(() => t.deps.standardWallets.has(sol.connectorId), 'registered');
    await connectSolana(t, sol.connectorId);
    expect(selectAccount(t.state(), 'solana')).toMatchObject({ address: SOL_ADDRESS, caipAddress: `${SOL_CHAIN}:${SOL_ADDRESS}`, connectedWalletInfo: { name: 'Solo' } });
    expect(selectNetworkState(t.state()).active.solana).toBe(SOL_CHAIN);
    await waitUntil(() => selectAccount(t.state(), 'solana')?.balance === '2.5', 'SOL balance (9 decimals)');
    expect(t.deps.storage.get(STORED.connectedConnectorIds.key, STORED.connectedConnectorIds.schema)).toEqual({ solana: sol.connectorId });
    t.task.cancel();
  });

  it('shows the wallet\'s refusal on ConnectingExternal', async () => {
    const sol = register('Refuser', { approve: false });
    const t = opened(solanaOptions());
    await waitUntil(() => t.deps.standardWallets.has(sol.connectorId), 'registered');
    t.store.dispatch(openRequested());
    t.store.dispatch(walletSelected({ walletId: sol.connectorId, name: 'Refuser', connectorId: sol.connectorId }));
    await waitUntil(() => selectConnection(t.state()).attempt?.error !== null && selectConnection(t.state()).attempt !== null, 'failed');
    expect(selectConnection(t.state()).attempt?.error).toEqual({ code: 'providerText', params: { text: 'User rejected the request.', walletCode: 4001 } });
    expect(selectConnection(t.state()).status.solana).toBe('disconnected');
    t.task.cancel();
  });

  it('on a site with no Solana network, lists no Solana wallet and refuses one picked anyway; a Solana network added at runtime lists it', async () => {
    const sol = register('NoNet');
    const t = makeTestStore(testOptions({ features: { analytics: false } }));
    t.store.dispatch(openRequested());
    // picked by its id anyway (a link, a stale recent wallet): WalletConnect is offered instead, the wallet never asked
    t.store.dispatch(walletSelected({ walletId: sol.connectorId, name: 'NoNet', connectorId: sol.connectorId }));
    await waitUntil(() => t.state().walletGate.router.view === 'ConnectingWalletConnect', 'offered WalletConnect instead');
    expect(sol.asked).toEqual([]);
    // the Wallet Standard's registry was never read: its code waits for a Solana network
    expect(t.deps.standardWallets.has(sol.connectorId)).toBe(false);
    t.store.dispatch(networkAdded(SOLANA_NETWORK as Network));
    await waitUntil(() => t.deps.standardWallets.has(sol.connectorId), 'registered once the site has a Solana network');
    t.task.cancel();
  });

  it('follows the wallet: another account, then none (it let the site go)', async () => {
    const sol = register('Mover');
    const t = opened(solanaOptions());
    await waitUntil(() => t.deps.standardWallets.has(sol.connectorId), 'registered');
    await connectSolana(t, sol.connectorId);
    sol.switchTo([SECOND]);
    await waitUntil(() => selectAccount(t.state(), 'solana')?.address === SECOND, 'account changed');
    expect(selectAccount(t.state(), 'solana')?.caipAddress).toBe(`${SOL_CHAIN}:${SECOND}`);
    expect(t.deps.solana.get(sol.connectorId)?.provider?.publicKey).toBe(SECOND);
    sol.switchTo([]);
    await waitUntil(() => selectConnection(t.state()).status.solana === 'disconnected', 'disconnected');
    expect(selectAccount(t.state(), 'solana')).toBeNull();
    t.task.cancel();
  });

  it('restores a stored Solana connection silently, and forgets one the wallet no longer authorizes', async () => {
    const storage = createStorage(memoryBackend());
    storage.set(STORED.connectionStatus.key, 'connected');
    storage.set(STORED.connectedNamespaces.key, ['solana']);
    storage.set(STORED.connectedConnectorIds.key, { solana: 'walletStandard:Keeper' });
    const keeper = register('Keeper');
    keeper.authorize();
    const t = makeTestStore(solanaOptions(), { storage });
    await waitUntil(() => selectConnection(t.state()).status.solana === 'connected', 'restored');
    expect(keeper.asked).toEqual([{ feature: 'standard:connect', input: { silent: true } }]);
    t.task.cancel();

    const forgetter = register('Forgetter');
    storage.set(STORED.connectedConnectorIds.key, { solana: forgetter.connectorId });
    const t2 = makeTestStore(solanaOptions(), { storage });
    await waitUntil(() => forgetter.asked.length > 0 && selectConnection(t2.state()).status.solana === 'disconnected', 'restore failed');
    expect(selectAccount(t2.state(), 'solana')).toBeNull();
    t2.task.cancel();
  });

  it('disconnects through the wallet\'s standard:disconnect and forgets the provider', async () => {
    const sol = register('Leaver');
    const t = opened(solanaOptions());
    await waitUntil(() => t.deps.standardWallets.has(sol.connectorId), 'registered');
    await connectSolana(t, sol.connectorId);
    t.store.dispatch(disconnectRequested({ namespace: 'solana' }));
    await waitUntil(() => selectConnection(t.state()).status.solana === 'disconnected', 'disconnected');
    expect(sol.asked.map((a) => a.feature)).toContain('standard:disconnect');
    expect(t.deps.solana.get(sol.connectorId)?.provider).toBeUndefined();
    t.task.cancel();
  });
});

describe('deep links on Solana (SPEC §7)', () => {
  it('opens Phantom and Coinbase Wallet, when not installed, through their browse / dapp links on ConnectingExternal', async () => {
    const t = opened(solanaOptions());
    t.store.dispatch(openRequested());
    t.store.dispatch(walletSelected({ walletId: 'phantom-id', name: 'Phantom' }));
    await waitUntil(() => t.state().walletGate.router.view === 'ConnectingExternal', 'ConnectingExternal');
    expect(t.state().walletGate.router.data).toEqual({
      walletId: 'phantom-id',
      name: 'Phantom',
      deepLink: 'https://phantom.app/ul/browse/http%3A%2F%2Fhost.test%2Fpage?ref=http%3A%2F%2Fhost.test',
    });
    t.store.dispatch(backRequested());
    await waitUntil(() => t.state().walletGate.router.view === 'Connect', 'back on Connect');
    t.store.dispatch(walletSelected({ walletId: 'cb-id', name: 'Coinbase Wallet' }));
    await waitUntil(() => t.state().walletGate.router.data?.name === 'Coinbase Wallet', 'Coinbase');
    expect(t.state().walletGate.router.data?.deepLink).toBe('https://go.cb-w.com/dapp?cb_url=http%3A%2F%2Fhost.test%2Fpage');
    // another wallet, or a site without Solana, goes through WalletConnect as before
    t.store.dispatch(backRequested());
    await waitUntil(() => t.state().walletGate.router.view === 'Connect', 'back on Connect again');
    t.store.dispatch(walletSelected({ walletId: 'rainbow', name: 'Rainbow' }));
    await waitUntil(() => t.state().walletGate.router.view === 'ConnectingWalletConnect', 'WalletConnect');
    t.task.cancel();
    const evmOnly = makeTestStore(testOptions({ features: { analytics: false } }));
    evmOnly.store.dispatch(openRequested());
    evmOnly.store.dispatch(walletSelected({ walletId: 'phantom-id', name: 'Phantom' }));
    await waitUntil(() => evmOnly.state().walletGate.router.view === 'ConnectingWalletConnect', 'WalletConnect without Solana');
    evmOnly.task.cancel();
  });
});

describe("getWalletProvider('solana') (SPEC §5)", () => {
  async function connected() {
    const sol = register('Signer');
    const t = opened(solanaOptions());
    await waitUntil(() => t.deps.standardWallets.has(sol.connectorId), 'registered');
    await connectSolana(t, sol.connectorId);
    const provider = t.deps.solana.get(sol.connectorId)!.provider!;
    return { t, sol, provider };
  }

  it('signs a message given message and pubkey, and refuses one without pubkey or for another key', async () => {
    const { t, sol, provider } = await connected();
    expect(await provider.signMessage({ message: 'hello', pubkey: SOL_ADDRESS })).toEqual(new Uint8Array(64).fill(7));
    expect((sol.asked.at(-1)!.input as { message: Uint8Array }).message).toEqual(new TextEncoder().encode('hello'));
    await expect(provider.signMessage({ message: 'hello' } as never)).rejects.toMatchObject({ code: -32602, message: expect.stringMatching(/^Invalid params for solana_signMessage: pubkey/) });
    await expect(provider.signMessage({ message: 'hello', pubkey: SOL_RECEIVER })).rejects.toThrow(/is not the connected account/);
    await expect(provider.signMessage({ message: '', pubkey: SOL_ADDRESS })).rejects.toThrow(/solana_signMessage: message/);
    t.task.cancel();
  });

  it('passes the allowed sign-and-send options to the wallet, and refuses others before asking it', async () => {
    const { t, sol, provider } = await connected();
    const tx = new Uint8Array([1, 2, 3]);
    const signature = await provider.signAndSendTransaction({ transaction: tx, options: { skipPreflight: true, preflightCommitment: 'singleGossip', maxRetries: 2, minContextSlot: 5 } });
    // the wallet's 64 signature bytes (all 1s), as base58 text
    expect(signature).toBe(toBase58(new Uint8Array(64).fill(1)));
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{87,88}$/);
    expect(sol.asked.at(-1)!.input).toMatchObject({ transaction: tx, chain: SOL_CHAIN, options: { skipPreflight: true, preflightCommitment: 'singleGossip', maxRetries: 2, minContextSlot: 5 } });
    const asked = sol.asked.length;
    await expect(provider.signAndSendTransaction({ transaction: tx, options: { preflightCommitment: 'bogus' } as never })).rejects.toThrow(
      'Invalid params for solana_signAndSendTransaction: options.preflightCommitment must be one of processed, confirmed, finalized, recent, single, singleGossip, root, max',
    );
    await expect(provider.signAndSendTransaction({ transaction: tx, options: { maxRetries: -1 } })).rejects.toThrow(/options.maxRetries/);
    await expect(provider.signAndSendTransaction({ transaction: tx, options: { skipPreflight: 'yes' } as never })).rejects.toThrow(/options.skipPreflight/);
    await expect(provider.signAndSendTransaction({ transaction: tx, options: { unknownOption: 1 } as never })).rejects.toThrow(/solana_signAndSendTransaction/);
    await expect(provider.signTransaction({} as never)).rejects.toThrow(/solana_signTransaction: transaction/);
    await expect(provider.signAllTransactions({ transactions: [] })).rejects.toThrow(/solana_signAllTransactions: transactions/);
    expect(sol.asked).toHaveLength(asked);
    t.task.cancel();
  });
});

describe('Send on Solana (SPEC §4, §5, §8)', () => {
  async function ready(extra: { sendError?: Error } = {}) {
    const sol = register('Sender');
    if (extra.sendError) sol.state.sendError = extra.sendError;
    const t = opened(solanaOptions());
    await waitUntil(() => t.deps.standardWallets.has(sol.connectorId), 'registered');
    await connectSolana(t, sol.connectorId);
    return { t, sol };
  }

  it("says 'Please enter a valid amount and receiver address' for an incomplete form, asking no wallet", async () => {
    const { t, sol } = await ready();
    t.store.dispatch(sendTokenSelected(SOL));
    t.store.dispatch(amountChanged('0.5'));
    t.store.dispatch(sendReceiverChanged({ text: 'not-an-address', namespace: 'solana', names: false }));
    t.store.dispatch(sendRequested());
    await waitUntil(() => words(selectNotification(t.state()).message) === 'Please enter a valid amount and receiver address', 'message');
    expect(selectNotification(t.state()).variant).toBe('error');
    expect(sol.asked.map((a) => a.feature)).not.toContain('solana:signAndSendTransaction');
    t.task.cancel();
  });

  it("sends SOL through the wallet, then 'Transaction started', a reset form and fresh balances", async () => {
    const { t, sol } = await ready();
    t.store.dispatch(sendTokenSelected(SOL));
    t.store.dispatch(amountChanged('0.5'));
    t.store.dispatch(sendReceiverChanged({ text: SOL_RECEIVER, namespace: 'solana', names: false }));
    const before = t.actions.length;
    t.store.dispatch(sendRequested());
    await waitUntil(() => words(selectNotification(t.state()).message) === 'Transaction started', 'started', 4000);
    const sent = sol.asked.find((a) => a.feature === 'solana:signAndSendTransaction')!.input as { transaction: Uint8Array };
    expect(sent.transaction.length).toBeGreaterThan(100); // a real, serialized System Program transfer
    expect(rpcCalls).toContain('getLatestBlockhash');
    expect(selectSend(t.state())).toMatchObject({ sendTokenAmount: '', receiverInput: '', loading: false });
    expect(t.actions.slice(before).some((a) => a.type === tokenBalancesRequested.type && (a.payload as { force?: boolean } | undefined)?.force)).toBe(true);
    // the SOL balance is read again from the network, past its 30 s cache
    await waitUntil(() => rpcCalls.filter((m) => m === 'getBalance').length >= 2, 'SOL balance read again');
    t.task.cancel();
  });

  it("says 'Failed to send transaction. Please try again.' when the wallet fails, and calmly when the visitor declines", async () => {
    const { t, sol } = await ready({ sendError: new Error('Blockhash not found') });
    const fill = () => {
      t.store.dispatch(sendTokenSelected(SOL));
      t.store.dispatch(amountChanged('0.5'));
      t.store.dispatch(sendReceiverChanged({ text: SOL_RECEIVER, namespace: 'solana', names: false }));
      t.store.dispatch(sendRequested());
    };
    fill();
    await waitUntil(() => words(selectNotification(t.state()).message) === 'Failed to send transaction. Please try again.', 'failed', 4000);
    expect(selectSend(t.state()).loading).toBe(false);
    sol.state.sendError = Object.assign(new Error('User rejected'), { code: 4001 });
    fill();
    await waitUntil(() => words(selectNotification(t.state()).message) === 'Transaction declined in your wallet', 'declined', 4000);
    t.task.cancel();
  });
});
