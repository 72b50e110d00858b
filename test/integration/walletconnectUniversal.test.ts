/**
 * With no adapter (universal), a WalletConnect session opens on any SPEC §4 namespace (here cosmos) and
 * `getWalletProvider(namespace)` passes requests to the wallet on it; other namespaces stay refused (SPEC §5).
 * SPEC §8: 'Sign Client is not initialized' before UniversalProvider has started, and the relay's close with code
 * 3000 shown as the abnormal-close error.
 */
import { http, HttpResponse } from 'msw';
import { createWalletGate } from '../../src/index';
import { parseOptions } from '../../src/core/options';
import { openRequested, selectConnection, walletSelected } from '../../slices';
import { selectWalletConnect } from '../../slices/walletConnect';
import { THROWN } from '../../src/core/errors/thrown';
import { relayError } from '../../src/core/walletConnect';
import { createStorage, memoryBackend, STORAGE_PREFIX } from '../../src/services/storage';
import { FakeUniversalProvider, fakeWalletConnect, walletConnectStore, WC_ADDRESS } from '../helpers/fakeUniversalProvider';
import { testOptions, TEST_ENDPOINTS, TEST_NETWORK } from '../helpers/makeTestStore';
import { useMswServer } from '../helpers/msw';
import { rpcNode } from '../helpers/rpcNode';
import { untilTurns } from '../helpers/wait';
import { words } from '../helpers/words';

const server = useMswServer();
beforeEach(() => {
  rpcNode(server, { eth_getBalance: () => '0x0' });
  server.use(http.get(`${TEST_ENDPOINTS.blockchainApi}/v1/account/:address/balance`, () => HttpResponse.json({ balances: [] })));
});

const COSMOS_CHAIN = 'cosmos:cosmoshub-4';
const COSMOS_ADDRESS = 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu';
const COSMOS_NETWORK = {
  id: 'cosmoshub-4',
  caipNetworkId: COSMOS_CHAIN,
  name: 'Cosmos Hub',
  nativeCurrency: { name: 'Atom', symbol: 'ATOM', decimals: 6 },
  rpcUrls: { default: { http: ['http://127.0.0.1:26657'] } },
};
const quiet = { logger: { warn: jest.fn(), error: jest.fn() } };
const NO_ANALYTICS = { analytics: false };

describe('SPEC §4 / §5: networks in the other WalletConnect namespaces (universal)', () => {
  it('§4 with no adapter a cosmos network is accepted and kept for WalletConnect, apart from the modal networks', () => {
    const parsed = parseOptions(testOptions({ networks: [TEST_NETWORK, COSMOS_NETWORK] }));
    if (!parsed.ok) throw new Error(words(parsed.error));
    expect(parsed.options.networks.map((n) => n.caipNetworkId)).toEqual(['eip155:31337']);
    expect(parsed.options.walletConnectNetworks).toEqual([
      { caipNetworkId: COSMOS_CHAIN, chainNamespace: 'cosmos', name: 'Cosmos Hub', rpcUrl: 'http://127.0.0.1:26657' },
    ]);
  });

  it('§5 refused as before: with an adapter, a namespace outside §4, or no network the modal can serve', () => {
    const withAdapter = parseOptions({ ...testOptions({ networks: [TEST_NETWORK, COSMOS_NETWORK] }), adapters: [{ adapterType: 'wagmi' }] });
    expect(withAdapter.ok ? null : words(withAdapter.error)).toMatch(/no adapter serves the namespace 'cosmos'/);
    const unknown = parseOptions(testOptions({ networks: [TEST_NETWORK, { ...COSMOS_NETWORK, id: 'x', caipNetworkId: 'foochain:x' }] }));
    expect(unknown.ok ? null : words(unknown.error)).toMatch(/no adapter serves the namespace 'foochain'/);
    const onlyCosmos = parseOptions(testOptions({ networks: [COSMOS_NETWORK] }));
    expect(onlyCosmos.ok ? null : words(onlyCosmos.error)).toMatch(/needs at least one network in eip155/);
  });

  it('§4 the proposal asks for the cosmos namespace; getWalletProvider("cosmos") sends requests to the wallet on it', async () => {
    const provider = new FakeUniversalProvider();
    const wc = fakeWalletConnect(provider);
    const gate = createWalletGate(testOptions({ headless: true, networks: [TEST_NETWORK, COSMOS_NETWORK], features: NO_ANALYTICS }), {
      ...quiet,
      storage: createStorage(memoryBackend()),
      loadWalletConnect: wc.loadWalletConnect,
    });
    expect(gate.getWalletProvider('cosmos')).toBeUndefined();
    gate.store.dispatch(openRequested());
    gate.store.dispatch(walletSelected({ walletId: 'walletConnect', name: 'WalletConnect' }));
    await untilTurns(() => provider.uris.length > 0, 'a pairing URI', 5000);
    expect(provider.proposals[0]?.cosmos).toEqual({
      chains: [COSMOS_CHAIN],
      methods: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'],
      events: ['chainChanged', 'accountsChanged'],
      rpcMap: { 'cosmoshub-4': 'http://127.0.0.1:26657' },
    });

    provider.approve({ extra: { cosmos: { chains: [COSMOS_CHAIN], accounts: [`${COSMOS_CHAIN}:${COSMOS_ADDRESS}`] } } });
    await untilTurns(() => selectConnection(gate.store.getState()).status.eip155 === 'connected', 'connected', 5000);
    const signed = { signed: { chain_id: 'cosmoshub-4' }, signature: { signature: 'c2ln' } };
    provider.handle('cosmos_signAmino', () => signed);
    const cosmos = gate.getWalletProvider('cosmos');
    if (!cosmos) throw new Error('no cosmos provider for the WalletConnect session');
    expect(cosmos.accounts).toEqual([`${COSMOS_CHAIN}:${COSMOS_ADDRESS}`]);
    const params = { signerAddress: COSMOS_ADDRESS, signDoc: { chain_id: 'cosmoshub-4', msgs: [] } };
    await expect(cosmos.request({ method: 'cosmos_signAmino', params })).resolves.toEqual(signed);
    expect(provider.requests.at(-1)).toEqual({ method: 'cosmos_signAmino', params, chain: COSMOS_CHAIN });
    // a chain the wallet did not approve is refused before it reaches the wallet (4901)
    await expect(cosmos.request({ method: 'cosmos_signAmino', params }, 'cosmos:osmosis-1')).rejects.toMatchObject({ code: 4901 });
    // the eip155 side is the usual EIP-1193 provider
    await expect(gate.getWalletProvider()?.request({ method: 'eth_accounts' })).resolves.toEqual([WC_ADDRESS]);
    gate.destroy();
  });

  it('§4 the wallet ending the session: the cosmos provider emits disconnect with the user-disconnected reason', async () => {
    const t = walletConnectStore(testOptions({ networks: [TEST_NETWORK, COSMOS_NETWORK], features: NO_ANALYTICS }));
    t.store.dispatch(openRequested());
    t.store.dispatch(walletSelected({ walletId: 'walletConnect', name: 'WalletConnect' }));
    await untilTurns(() => t.provider.uris.length > 0, 'a pairing URI');
    const { topic } = t.provider.approve({ extra: { cosmos: { chains: [COSMOS_CHAIN], accounts: [`${COSMOS_CHAIN}:${COSMOS_ADDRESS}`] } } });
    await untilTurns(() => selectConnection(t.state()).status.eip155 === 'connected', 'connected');
    const cosmos = t.deps.universal.get('cosmos')!;
    expect(cosmos.connected).toBe(true);
    const reasons: unknown[] = [];
    cosmos.on('disconnect', (reason) => reasons.push(reason));
    // another topic's delete never reaches it (UniversalProvider drops it)
    await t.provider.emit('session_delete', { topic: 'other-topic' });
    expect(reasons).toEqual([]);
    await t.provider.emit('session_delete', { topic });
    expect(reasons).toEqual([{ code: 6000, message: 'User disconnected.', data: topic }]);
    expect(cosmos.connected).toBe(false);
    t.task.cancel();
  });

  it('§4 a session the wallet approved without cosmos gives no cosmos provider', async () => {
    const t = walletConnectStore(testOptions({ networks: [TEST_NETWORK, COSMOS_NETWORK], features: NO_ANALYTICS }));
    t.store.dispatch(openRequested());
    t.store.dispatch(walletSelected({ walletId: 'walletConnect', name: 'WalletConnect' }));
    await untilTurns(() => t.provider.uris.length > 0, 'a pairing URI');
    t.provider.approve();
    await untilTurns(() => selectConnection(t.state()).status.eip155 === 'connected', 'connected');
    expect(t.deps.universal.get('cosmos')?.connected).toBe(false);
    await expect(t.deps.universal.get('cosmos')!.request({ method: 'cosmos_getAccounts' })).rejects.toMatchObject({ code: 4900 });
    t.task.cancel();
  });
});

describe("SPEC §8 'Sign Client is not initialized'", () => {
  it('§8 a request to the WalletConnect provider before UniversalProvider has started is refused with it', async () => {
    const backend = memoryBackend();
    const stored = { connectionStatus: 'connected', connectedConnectorIds: { eip155: 'walletConnect' }, connectedNamespaces: ['eip155'], activeNamespace: 'eip155' };
    for (const [k, v] of Object.entries(stored)) backend.setItem(STORAGE_PREFIX + k, JSON.stringify(v));
    let starts = 0;
    // the WalletConnect chunk never finishes loading: the stored session is still being restored
    const gate = createWalletGate(testOptions({ networks: [TEST_NETWORK, COSMOS_NETWORK], features: NO_ANALYTICS }), {
      ...quiet,
      storage: createStorage(backend),
      loadWalletConnect: () => {
        starts += 1;
        return new Promise(() => {});
      },
    });
    await untilTurns(() => starts > 0, 'the restore asked for WalletConnect');
    await expect(gate.getWalletProvider()!.request({ method: 'eth_accounts' })).rejects.toThrow(THROWN.signClientNotInitialized);
    await expect(gate.getWalletProvider('cosmos')!.request({ method: 'cosmos_getAccounts' })).rejects.toThrow('Sign Client is not initialized');
    gate.destroy();
  });
});

describe('SPEC §8 WebSocket close code 3000', () => {
  it("§8 WalletConnect's abnormal close reads as §8's error", () => {
    expect(relayError(new Error('WebSocket connection closed abnormally with code: 3000 (going away)')).message).toBe(
      'WebSocket connection closed abnormally with code: 3000 (going away)',
    );
    expect(relayError(new Error('WebSocket connection closed abnormally with code: 3000 ')).message).toBe(THROWN.socketClosedAbnormally(3000));
  });

  it('§8 the relay closing with 3000 during a pairing shows the abnormal-close error instead of a QR code nobody can answer', async () => {
    const t = walletConnectStore(testOptions({ features: NO_ANALYTICS }), new FakeUniversalProvider(), undefined);
    t.store.dispatch(openRequested());
    t.store.dispatch(walletSelected({ walletId: 'walletConnect', name: 'WalletConnect' }));
    await untilTurns(() => selectWalletConnect(t.state()).uri !== null, 'a URI on screen');
    t.provider.emit('transport_error', relayError(new Error('WebSocket connection closed abnormally with code: 3000 (bye)')));
    await untilTurns(() => selectWalletConnect(t.state()).error !== null, 'the error shown');
    expect(selectWalletConnect(t.state()).error).toEqual({ code: 'providerText', params: { text: 'WebSocket connection closed abnormally with code: 3000 (bye)' } });
    expect(selectWalletConnect(t.state()).uri).toBeNull();
    t.task.cancel();
  });

  it("§4/§8 once connected, the site's provider emits it as `error`", async () => {
    const t = walletConnectStore(testOptions({ features: NO_ANALYTICS }));
    t.store.dispatch(openRequested());
    t.store.dispatch(walletSelected({ walletId: 'walletConnect', name: 'WalletConnect' }));
    await untilTurns(() => t.provider.uris.length > 0, 'a pairing URI');
    t.provider.approve();
    await untilTurns(() => selectConnection(t.state()).status.eip155 === 'connected', 'connected');
    const errors: unknown[] = [];
    t.walletProvider().on?.('error', (e) => errors.push(e));
    t.provider.emit('transport_error', new Error(THROWN.socketClosedAbnormally(3000)));
    expect(errors).toEqual([new Error('WebSocket connection closed abnormally with code: 3000')]);
    t.task.cancel();
  });
});
