/**
 * The WalletConnect session once connected (SPEC §4 "Wallet provider session"): events are handled only for the
 * current session's topic; delete cleans up with the user-disconnected reason; accountsChanged and chainChanged
 * update state; disconnecting one namespace disconnects the others on the same WalletConnect connector; a stored
 * session is restored on reload. Provider events come from a scripted UniversalProvider.
 */
import { connectedTo } from '../helpers/connection';
import {
  disconnectRequested,
  openRequested,
  selectAccount,
  selectConnection,
  selectModal,
  selectNetworkState,
  selectRouter,
  switchNetworkRequested,
  walletSelected,
} from '../../slices';
import { selectWalletConnect } from '../../slices/walletConnect';
import type { Storage } from '../../src/services/storage';
import type { WalletGateInstance } from '../../src/instance';
import { FakeUniversalProvider, walletConnectStore, WC_ADDRESS, WC_OTHER } from '../helpers/fakeUniversalProvider';
import { testOptions, TEST_ENDPOINTS, TEST_NETWORK, TEST_NETWORK_B } from '../helpers/makeTestStore';
import { http, HttpResponse } from 'msw';
import { useMswServer } from '../helpers/msw';
import { rpcNode } from '../helpers/rpcNode';
import { flushTurns, untilTurns } from '../helpers/wait';

const server = useMswServer();
const NETWORK_B = TEST_NETWORK_B;
const options = testOptions({ networks: [TEST_NETWORK, NETWORK_B], features: { analytics: false } });
const TOPIC = 'session-topic-1';
const SOLANA_ADDRESS = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv';


beforeEach(() => {
  // a connection lands on Account, whose Tokens tab the account sagas fill
  server.use(http.get(`${TEST_ENDPOINTS.blockchainApi}/v1/account/:address/balance`, () => HttpResponse.json({ balances: [] })));
  rpcNode(server, { eth_getBalance: () => '0x0' });
});

const wcStore = (provider?: FakeUniversalProvider, storage?: Storage) => walletConnectStore(options, provider, storage);

/** Picks WalletConnect and has the wallet approve eip155 on both sandbox chains. */
async function connectedStore() {
  const t = wcStore();
  t.store.dispatch(openRequested());
  t.store.dispatch(walletSelected({ walletId: 'walletConnect', name: 'WalletConnect' }));
  await untilTurns(() => t.provider.waiting && selectWalletConnect(t.state()).uri !== null, 'pairing');
  t.provider.approve({ topic: TOPIC, chains: [31337, 31338] });
  await untilTurns(() => selectRouter(t.state()).view === 'Account', 'connected, on Account');
  return t;
}

const sessionEvent = (topic: string, name: string, data: unknown, chainId = 'eip155:31337') => ({ topic, params: { event: { name, data }, chainId } });

describe('session events only for the current topic', () => {
  it('ignores ping, event, update and delete of another topic', async () => {
    const t = await connectedStore();
    const seen: string[] = [];
    const provider = t.walletProvider();
    for (const name of ['accountsChanged', 'chainChanged', 'disconnect', 'session_ping']) provider.on!(name, () => seen.push(name));

    t.provider.emit('session_ping', { topic: 'other-topic' });
    t.provider.emit('session_event', sessionEvent('other-topic', 'accountsChanged', [`eip155:31337:${WC_OTHER}`]));
    t.provider.emit('session_event', sessionEvent('other-topic', 'chainChanged', 31338, 'eip155:31338'));
    t.provider.emit('session_update', { topic: 'other-topic', params: { namespaces: { eip155: { accounts: [`eip155:31337:${WC_OTHER}`] } } } });
    t.provider.emit('session_delete', { topic: 'other-topic' });
    await flushTurns();
    expect(seen).toEqual([]);
    expect(selectAccount(t.state(), 'eip155')?.address).toBe(WC_ADDRESS);
    expect(selectNetworkState(t.state()).active.eip155).toBe('eip155:31337');
    expect(selectConnection(t.state()).status.eip155).toBe('connected');

    t.provider.emit('session_ping', { topic: TOPIC });
    expect(seen).toEqual(['session_ping']);
    t.task.cancel();
  });

  it('accountsChanged (an event or a session update) changes the account', async () => {
    const t = await connectedStore();
    t.provider.emit('session_event', sessionEvent(TOPIC, 'accountsChanged', [`eip155:31337:${WC_OTHER}`]));
    expect(selectAccount(t.state(), 'eip155')).toMatchObject({ address: WC_OTHER, caipAddress: `eip155:31337:${WC_OTHER}` });
    t.provider.emit('session_update', {
      topic: TOPIC,
      params: { namespaces: { eip155: { chains: ['eip155:31337'], accounts: [`eip155:31337:${WC_ADDRESS}`] } } },
    });
    expect(selectAccount(t.state(), 'eip155')?.address).toBe(WC_ADDRESS);
    expect(await t.walletProvider().request({ method: 'eth_accounts' })).toEqual([WC_ADDRESS]);
    t.task.cancel();
  });

  it('chainChanged moves the namespace to the new chain; requests follow it', async () => {
    const t = await connectedStore();
    t.provider.handle('personal_sign', (_params, chain) => `signed on ${chain}`);
    t.provider.emit('session_event', sessionEvent(TOPIC, 'chainChanged', 31338, 'eip155:31338'));
    expect(selectNetworkState(t.state()).active.eip155).toBe('eip155:31338');
    expect(t.provider.defaultChain).toBe('eip155:31338');
    expect(await t.walletProvider().request({ method: 'eth_chainId' })).toBe('0x7a6a');
    expect(await t.walletProvider().request({ method: 'personal_sign', params: ['0x68', WC_ADDRESS] })).toBe('signed on eip155:31338');
    t.task.cancel();
  });

  it('switching network from the modal asks the wallet through the session and follows the chain', async () => {
    const t = await connectedStore();
    t.provider.handle('wallet_switchEthereumChain', () => null);
    t.store.dispatch(switchNetworkRequested({ caipNetworkId: 'eip155:31338' }));
    await untilTurns(() => selectNetworkState(t.state()).active.eip155 === 'eip155:31338', 'switched');
    expect(t.provider.requests.find((r) => r.method === 'wallet_switchEthereumChain')).toEqual({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6a' }],
      chain: 'eip155:31337',
    });
    expect(await t.walletProvider().request({ method: 'eth_chainId' })).toBe('0x7a6a');
    t.task.cancel();
  });

  it('delete cleans up and emits disconnect with the user-disconnected reason; the modal closes', async () => {
    const t = await connectedStore();
    const reasons: unknown[] = [];
    t.walletProvider().on!('disconnect', (reason) => reasons.push(reason));
    await t.provider.emit('session_delete', { topic: TOPIC });
    expect(t.provider.session).toBeUndefined();
    expect(reasons).toEqual([{ code: 6000, message: 'User disconnected.', data: TOPIC }]);
    expect(selectConnection(t.state()).status.eip155).toBe('disconnected');
    expect(selectAccount(t.state(), 'eip155')).toBeNull();
    await untilTurns(() => selectWalletConnect(t.state()).status === 'idle', 'reset');
    expect(selectModal(t.state()).open).toBe(false);
    expect(await t.walletProvider().request({ method: 'eth_accounts' })).toEqual([]);
    await expect(t.walletProvider().request({ method: 'personal_sign', params: [] })).rejects.toMatchObject({ code: 4900 });
    // the session is gone: a later event for its topic changes nothing
    t.provider.emit('session_event', sessionEvent(TOPIC, 'accountsChanged', [`eip155:31337:${WC_OTHER}`]));
    expect(selectAccount(t.state(), 'eip155')).toBeNull();
    t.task.cancel();
  });
});

describe('disconnecting', () => {
  it('one namespace disconnects the others that use the same WalletConnect connector, and ends the session', async () => {
    const t = await connectedStore();
    // a second namespace on the same session (as a multi-chain WalletConnect wallet would give)
    t.store.dispatch(
      connectedTo({
        namespace: 'solana',
        connectorId: 'walletConnect',
        caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        address: SOLANA_ADDRESS,
        walletInfo: { name: 'WalletConnect', type: 'WALLET_CONNECT' },
      }),
    );
    t.store.dispatch(disconnectRequested({ namespace: 'eip155' }));
    await untilTurns(() => selectConnection(t.state()).status.solana === 'disconnected', 'solana disconnected too');
    expect(selectConnection(t.state()).status.eip155).toBe('disconnected');
    expect(t.provider.disconnects).toBe(1);
    expect(t.events.map((e) => e.event)).toContain('DISCONNECT_SUCCESS');
    await untilTurns(() => selectWalletConnect(t.state()).status === 'idle', 'reset');
    t.task.cancel();
  });
});

describe('restore on reload', () => {
  it('a stored WalletConnect connection loads the flows at start and follows the stored session', async () => {
    const first = await connectedStore();
    first.task.cancel();
    // the page reloads: a new store over the same localStorage, UniversalProvider restoring its session
    const restored = new FakeUniversalProvider(first.provider.session);
    const t = wcStore(restored, first.storage);
    await untilTurns(() => selectConnection(t.state()).status.eip155 === 'connected', 'restored');
    expect(selectAccount(t.state(), 'eip155')).toMatchObject({ address: WC_ADDRESS, caipAddress: `eip155:31337:${WC_ADDRESS}` });
    expect(selectWalletConnect(t.state()).status).toBe('connected');
    restored.emit('session_event', sessionEvent(TOPIC, 'chainChanged', 31338, 'eip155:31338'));
    expect(selectNetworkState(t.state()).active.eip155).toBe('eip155:31338');
    t.task.cancel();
  });

  it('a stored connection whose session is gone starts disconnected', async () => {
    const first = await connectedStore();
    first.task.cancel();
    const t = wcStore(new FakeUniversalProvider(undefined), first.storage);
    await untilTurns(() => selectConnection(t.state()).status.eip155 === 'disconnected', 'not restored');
    expect(selectAccount(t.state(), 'eip155')).toBeNull();
    t.task.cancel();
  });

  it('getWalletProvider() is the WalletConnect session as EIP-1193', async () => {
    const t = await connectedStore();
    const gate = { getWalletProvider: () => t.deps.providers.get('walletConnect') } as Pick<WalletGateInstance, 'getWalletProvider'>;
    t.provider.handle('personal_sign', (params) => `sig:${String((params as unknown[])[0])}`);
    expect(await gate.getWalletProvider()!.request({ method: 'personal_sign', params: ['0x6869', WC_ADDRESS] })).toBe('sig:0x6869');
    expect(t.provider.requests.at(-1)).toEqual({ method: 'personal_sign', params: ['0x6869', WC_ADDRESS], chain: 'eip155:31337' });
    t.task.cancel();
  });
});
