import {
  backRequested,
  connectRequested,
  disconnectRequested,
  openRequested,
  selectAccount,
  selectAllConnectors,
  selectConnection,
  selectModal,
  selectNetworkState,
  selectRecentWallets,
  selectRouter,
  switchNetworkRequested,
  walletSelected,
} from '../../slices';
import { STORAGE_PREFIX, createStorage, memoryBackend } from '../../src/services/storage';
import { FakeWallet, userRejected } from '../helpers/fakeWallet';
import { makeTestStore, testOptions, TEST_ENDPOINTS, TEST_NETWORK, useSagaTimers, TEST_NETWORK_B } from '../helpers/makeTestStore';
import { http, HttpResponse } from 'msw';
import { useMswServer } from '../helpers/msw';
import { AUTH_CONNECTOR_ID } from '../../src/core/embedded';
import { TIMING } from '../../src/core/constants';
import { accountStore, connect } from '../helpers/accountWorld';
import { rpcNode } from '../helpers/rpcNode';
import { flushAsync, waitUntil } from '../helpers/wait';
import { words } from '../helpers/words';

const server = useMswServer();
const NETWORK_B = TEST_NETWORK_B;
const options = testOptions({ networks: [TEST_NETWORK, NETWORK_B], features: { analytics: false } });
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

let wallet: FakeWallet;
beforeEach(() => {
  rpcNode(server);
  // a connection lands on Account, whose Tokens tab the account sagas fill
  server.use(http.get(`${TEST_ENDPOINTS.blockchainApi}/v1/account/:address/balance`, () => HttpResponse.json({ balances: [] })));
  wallet = new FakeWallet().install();
});
afterEach(() => {
  wallet.uninstall();
  delete (window as { ethereum?: unknown }).ethereum;
});

describe('discovery (EIP-6963 and legacy)', () => {
  it('lists announced wallets by rdns, and a legacy window.ethereum that announced nothing', () => {
    const legacy = new FakeWallet();
    (window as { ethereum?: unknown }).ethereum = legacy.provider;
    const t = makeTestStore(options);
    expect(selectAllConnectors(t.state()).map((c) => [c.id, c.type, c.name])).toEqual([
      ['test.fake.wallet', 'ANNOUNCED', 'Fake Wallet'],
      ['injected', 'INJECTED', 'Browser Wallet'],
    ]);
    t.task.cancel();
  });

  it('does not list window.ethereum twice when it is an announced wallet', () => {
    (window as { ethereum?: unknown }).ethereum = wallet.provider;
    const t = makeTestStore(options);
    expect(selectAllConnectors(t.state()).map((c) => c.id)).toEqual(['test.fake.wallet']);
    t.task.cancel();
  });

  it('ignores a malformed announcement and picks up a wallet announced later', () => {
    const t = makeTestStore(options);
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info: { name: 'x' }, provider: {} } }));
    const late = new FakeWallet({ uuid: 'u2', name: 'Late Wallet', icon: 'data:image/png;base64,AA', rdns: 'test.late' }).install();
    expect(selectAllConnectors(t.state()).map((c) => c.id)).toEqual(['test.fake.wallet', 'test.late']);
    late.uninstall();
    t.task.cancel();
  });
});

describe('connecting an injected wallet', () => {
  it('opens ConnectingExternal, then fills account and network and lands on Account', async () => {
    const t = accountStore();
    await connect(t);
    expect(selectRouter(t.state()).view).toBe('Account');
    expect(selectAccount(t.state(), 'eip155')).toMatchObject({
      address: ADDRESS,
      caipAddress: `eip155:31337:${ADDRESS}`,
      connectedWalletInfo: { name: 'Fake Wallet', rdns: 'test.fake.wallet', type: 'ANNOUNCED' },
    });
    expect(selectNetworkState(t.state()).active.eip155).toBe('eip155:31337');
    expect(t.types()).toContain('walletGate/router/pushed');
    expect(t.actions.find((a) => a.type === 'walletGate/router/pushed')?.payload).toEqual({ view: 'ConnectingExternal', data: { connectorId: 'test.fake.wallet' } });
    await waitUntil(() => selectAccount(t.state(), 'eip155')?.balance === '1.5', 'balance read through the RPC');
    expect(selectAccount(t.state(), 'eip155')?.balanceSymbol).toBe('ETH');
    expect(selectRecentWallets(t.state())).toEqual([{ id: 'test.fake.wallet', name: 'Fake Wallet', imageUrl: wallet.info.icon, rdns: 'test.fake.wallet' }]);
    expect(t.storage.get('connectionStatus', { safeParse: (v: unknown) => ({ success: true as const, data: v }) })).toBe('connected');
    t.task.cancel();
  });

  it('opens on Account when a wallet is connected', async () => {
    const t = accountStore();
    await connect(t);
    t.store.dispatch(backRequested());
    t.store.dispatch(openRequested());
    expect(selectRouter(t.state()).view).toBe('Account');
    t.task.cancel();
  });

  it('shows the wallet’s rejection and connects on retry', async () => {
    wallet.on('eth_requestAccounts', userRejected);
    const t = accountStore();
    t.store.dispatch(openRequested());
    t.store.dispatch(walletSelected({ walletId: 'test.fake.wallet', name: 'Fake Wallet', connectorId: 'test.fake.wallet' }));
    await waitUntil(() => selectConnection(t.state()).attempt?.error !== null && selectConnection(t.state()).attempt?.error !== undefined);
    expect(selectConnection(t.state()).attempt?.error).toEqual({ code: 'providerText', params: { text: 'User rejected the request.', walletCode: 4001 } });
    expect(selectConnection(t.state()).status.eip155).toBe('disconnected');
    expect(selectRouter(t.state()).view).toBe('ConnectingExternal');
    wallet.on('eth_requestAccounts', () => wallet.accounts);
    t.store.dispatch(connectRequested({ connectorId: 'test.fake.wallet', namespace: 'eip155' }));
    await waitUntil(() => selectRouter(t.state()).view === 'Account');
    t.task.cancel();
  });

  it('treats an answer that is not a list of addresses as a failure', async () => {
    wallet.on('eth_requestAccounts', () => ({ accounts: 'nope' }));
    const t = accountStore();
    t.store.dispatch(connectRequested({ connectorId: 'test.fake.wallet', namespace: 'eip155' }));
    await waitUntil(() => !!selectConnection(t.state()).attempt?.error);
    expect(selectConnection(t.state()).attempt?.error?.params?.walletCode).toBe(-32603);
    t.task.cancel();
  });

  it('says in the catalogue’s words that the wallet shared no account, so every language can show it', async () => {
    wallet.on('eth_requestAccounts', () => []);
    const t = accountStore();
    t.store.dispatch(connectRequested({ connectorId: 'test.fake.wallet', namespace: 'eip155' }));
    await waitUntil(() => !!selectConnection(t.state()).attempt?.error);
    expect(selectConnection(t.state()).attempt?.error).toEqual({ code: 'rpc.4100', params: { walletCode: 4100 } });
    t.task.cancel();
  });

  it('says in the catalogue’s words that a wallet is no longer in the browser', async () => {
    const t = accountStore();
    t.store.dispatch(connectRequested({ connectorId: 'test.gone.wallet', namespace: 'eip155' }));
    await waitUntil(() => !!selectConnection(t.state()).attempt?.error);
    expect(selectConnection(t.state()).attempt?.error).toEqual({ code: 'connect.connectorNotFound' });
    t.task.cancel();
  });

  it('opens ConnectingWalletConnect for a wallet that is not installed', async () => {
    const t = accountStore();
    t.store.dispatch(openRequested());
    t.store.dispatch(walletSelected({ walletId: 'abc', name: 'Remote Wallet' }));
    await waitUntil(() => selectRouter(t.state()).view !== 'Connect');
    expect(selectRouter(t.state())).toMatchObject({ view: 'ConnectingWalletConnect', data: { walletId: 'abc', name: 'Remote Wallet' } });
    t.task.cancel();
  });
});

describe('the lazily loaded wallet flows', () => {
  it('does not load them for a visitor who never opens the modal', async () => {
    const t = accountStore();
    await flushAsync();
    expect(t.types().some((type) => type.startsWith('walletGate/connection/'))).toBe(false);
    expect(wallet.methods()).toEqual([]);
    t.task.cancel();
  });

  it('handles a request made before they finished loading, exactly once, without dispatching it again', async () => {
    const t = accountStore();
    t.store.dispatch(connectRequested({ connectorId: 'test.fake.wallet', namespace: 'eip155' }));
    await waitUntil(() => selectConnection(t.state()).status.eip155 === 'connected');
    expect(t.types().filter((type) => type === connectRequested.type)).toHaveLength(1);
    expect(wallet.methods().filter((m) => m === 'eth_requestAccounts')).toHaveLength(1);
    t.task.cancel();
  });
});

describe('networks and the UnsupportedChain view (SPEC §2)', () => {
  it('switches with wallet_switchEthereumChain and tracks SWITCH_NETWORK', async () => {
    const t = accountStore();
    await connect(t);
    t.store.dispatch(switchNetworkRequested({ caipNetworkId: 'eip155:31338' }));
    await waitUntil(() => selectNetworkState(t.state()).active.eip155 === 'eip155:31338');
    expect(wallet.calls.find((c) => c.method === 'wallet_switchEthereumChain')?.params).toEqual([{ chainId: '0x7a6a' }]);
    expect(t.events.map((e) => e.event)).toContain('SWITCH_NETWORK');
    t.task.cancel();
  });

  it('adds the chain when the wallet does not know it (4902), then switches', async () => {
    let known = false;
    wallet.on('wallet_switchEthereumChain', () => {
      if (!known) throw Object.assign(new Error('Unrecognized chain'), { code: 4902 });
      wallet.chainId = 31338;
      return null;
    });
    wallet.on('wallet_addEthereumChain', () => {
      known = true;
      return null;
    });
    const t = accountStore();
    await connect(t);
    t.store.dispatch(switchNetworkRequested({ caipNetworkId: 'eip155:31338' }));
    await waitUntil(() => selectNetworkState(t.state()).active.eip155 === 'eip155:31338');
    expect(wallet.calls.find((c) => c.method === 'wallet_addEthereumChain')?.params).toEqual([
      { chainId: '0x7a6a', chainName: 'Sandbox B', nativeCurrency: TEST_NETWORK.nativeCurrency, rpcUrls: ['http://127.0.0.1:8546'] },
    ]);
    t.task.cancel();
  });

  it("says 'Chain is not supported' when adding fails after a refused switch", async () => {
    wallet.on('wallet_switchEthereumChain', () => {
      throw Object.assign(new Error('Unrecognized chain'), { code: 4902 });
    });
    wallet.on('wallet_addEthereumChain', userRejected);
    const t = accountStore();
    await connect(t);
    t.store.dispatch(switchNetworkRequested({ caipNetworkId: 'eip155:31338' }));
    await waitUntil(() => selectNetworkState(t.state()).switchError !== null);
    expect(words(selectNetworkState(t.state()).switchError)).toBe('Chain is not supported');
    expect(selectNetworkState(t.state()).active.eip155).toBe('eip155:31337');
    t.task.cancel();
  });

  it('opens UnsupportedChain when the wallet moves to a chain the site did not ask for, closes when it comes back', async () => {
    const t = accountStore();
    await connect(t);
    t.store.dispatch(backRequested()); // close
    expect(selectModal(t.state()).open).toBe(false);
    wallet.emit('chainChanged', '0x1');
    expect(selectRouter(t.state()).view).toBe('UnsupportedChain');
    expect(selectModal(t.state()).open).toBe(true);
    wallet.emit('chainChanged', '0x7a69');
    expect(selectModal(t.state()).open).toBe(false);
    t.task.cancel();
  });

  it('lands on UnsupportedChain after connecting on an unrequested chain, and back closes', async () => {
    wallet.chainId = 1;
    const t = accountStore();
    await connect(t);
    expect(selectRouter(t.state()).view).toBe('UnsupportedChain');
    t.store.dispatch(backRequested());
    expect(selectModal(t.state()).open).toBe(false);
    t.task.cancel();
  });

  it.each<[Parameters<typeof testOptions>[0], string]>([
    [{ allowUnsupportedChain: true }, 'unsupported chains are allowed'],
    [{ enableNetworkSwitch: false }, 'network switching is off'],
  ])('does not show UnsupportedChain when %s (%s)', async (extra) => {
    const t = accountStore(extra);
    await connect(t);
    wallet.emit('chainChanged', '0x1');
    expect(selectRouter(t.state()).view).toBe('Account');
    t.task.cancel();
  });
});

describe('wallet events', () => {
  it('follows accountsChanged, disconnects on an empty list, and ignores malformed events', async () => {
    const t = accountStore();
    await connect(t);
    wallet.emit('accountsChanged', [OTHER]);
    expect(selectAccount(t.state(), 'eip155')?.caipAddress).toBe(`eip155:31337:${OTHER}`);
    wallet.emit('accountsChanged', 'not-a-list');
    expect(t.logger.warn).toHaveBeenCalledWith('[WalletGate] ignored a malformed accountsChanged event from the wallet');
    expect(selectAccount(t.state(), 'eip155')?.address).toBe(OTHER);
    wallet.emit('accountsChanged', []);
    expect(selectConnection(t.state()).status.eip155).toBe('disconnected');
    expect(selectAccount(t.state(), 'eip155')).toBeNull();
    t.task.cancel();
  });

  it('stops following a wallet once the wallet itself disconnects', async () => {
    const t = accountStore();
    await connect(t);
    wallet.emit('disconnect', { code: 4900, message: 'Disconnected' });
    expect(selectConnection(t.state()).status.eip155).toBe('disconnected');
    wallet.emit('chainChanged', '0x7a6a');
    wallet.emit('accountsChanged', [OTHER]);
    expect(selectNetworkState(t.state()).active.eip155).toBeUndefined();
    expect(selectAccount(t.state(), 'eip155')).toBeNull();
    t.task.cancel();
  });
});

describe('restore and disconnect', () => {
  /** Seeds storage as WalletGate writes it (JSON), or with raw text when `raw` (to plant garbage). */
  const seeded = (values: Record<string, unknown>, raw = false) => {
    const backend = memoryBackend();
    for (const [k, v] of Object.entries(values)) backend.setItem(STORAGE_PREFIX + k, raw ? String(v) : JSON.stringify(v));
    return { backend, storage: createStorage(backend) };
  };
  const stored = { connectionStatus: 'connected', connectedConnectorIds: { eip155: 'test.fake.wallet' }, connectedNamespaces: ['eip155'], activeNamespace: 'eip155' };

  it("restores a stored connection as 'connecting', then syncs without a prompt", async () => {
    const { storage } = seeded(stored);
    const t = accountStore({}, storage);
    await waitUntil(() => t.types().includes('walletGate/connection/restoreStarted'));
    await waitUntil(() => selectConnection(t.state()).status.eip155 === 'connected');
    expect(wallet.methods()).not.toContain('eth_requestAccounts');
    expect(wallet.methods()).toContain('eth_accounts');
    expect(selectModal(t.state()).open).toBe(false);
    t.task.cancel();
  });

  it('remembers the connected wallet’s name and uses it when restoring (SPEC §3 wallet id/name)', async () => {
    const { backend, storage } = seeded({});
    const first = accountStore({}, storage);
    await connect(first);
    await waitUntil(() => (backend.getItem(`${STORAGE_PREFIX}connectedWalletInfo`) ?? '').includes('Fake Wallet'));
    first.task.cancel();
    backend.setItem(`${STORAGE_PREFIX}connectedWalletInfo`, JSON.stringify({ eip155: { name: 'Phone Wallet', icon: 'data:image/png;base64,AA' } }));
    const again = accountStore({}, storage);
    await waitUntil(() => selectConnection(again.state()).status.eip155 === 'connected');
    expect(selectAccount(again.state(), 'eip155')?.connectedWalletInfo).toMatchObject({ name: 'Phone Wallet', icon: 'data:image/png;base64,AA' });
    again.task.cancel();
  });

  it('marks the namespace disconnected when the wallet no longer has the account', async () => {
    wallet.on('eth_accounts', () => []);
    const { backend, storage } = seeded(stored);
    const t = accountStore({}, storage);
    await waitUntil(() => selectConnection(t.state()).status.eip155 === 'disconnected');
    expect(backend.getItem(`${STORAGE_PREFIX}connectionStatus`)).toBe('"disconnected"');
    t.task.cancel();
  });

  describe('with fake timers', () => {
    beforeEach(useSagaTimers);
    afterEach(() => jest.useRealTimers());
    it('starts disconnected when the stored wallet has vanished', async () => {
      wallet.uninstall();
      const { backend, storage } = seeded({ ...stored, connectedConnectorIds: { eip155: 'test.gone' } });
      const t = accountStore({}, storage);
      await jest.advanceTimersByTimeAsync(0); // the wallet flows load
      expect(selectConnection(t.state()).status.eip155).toBe('connecting');
      await jest.advanceTimersByTimeAsync(1000);
      expect(selectConnection(t.state()).status.eip155).toBe('disconnected');
      expect(backend.getItem(`${STORAGE_PREFIX}connectedConnectorIds`)).toBeNull();
      t.task.cancel();
    });

    it('gives the embedded wallet, which registers only once its chunk runs, the longer wait to come back', async () => {
      const { storage } = seeded({ ...stored, connectedConnectorIds: { eip155: AUTH_CONNECTOR_ID } });
      // no window: the embedded flows never register their connector, like a page still loading that chunk
      const t = makeTestStore(options, { storage, window: null });
      await jest.advanceTimersByTimeAsync(TIMING.restoreDiscoveryMs);
      expect(selectConnection(t.state()).status.eip155).toBe('connecting');
      await jest.advanceTimersByTimeAsync(TIMING.lateConnectorRestoreMs - TIMING.restoreDiscoveryMs);
      expect(selectConnection(t.state()).status.eip155).toBe('disconnected');
      t.task.cancel();
    });
  });

  it('starts cleanly from garbage in storage', () => {
    const { storage } = seeded({ connectionStatus: '{broken', connectedConnectorIds: '[1,2', recentWallets: '{"id":1}', activeCaipNetworkId: '"<script>"' }, true);
    const t = accountStore({}, storage);
    expect(selectConnection(t.state()).status).toEqual({});
    expect(selectRecentWallets(t.state())).toEqual([]);
    expect(t.logger.error).not.toHaveBeenCalled();
    t.task.cancel();
  });

  it('disconnects: resets account and network, clears storage, tracks DISCONNECT_SUCCESS', async () => {
    const { backend, storage } = seeded({});
    const t = accountStore({}, storage);
    await connect(t);
    t.store.dispatch(disconnectRequested());
    await waitUntil(() => selectConnection(t.state()).status.eip155 === 'disconnected');
    expect(selectAccount(t.state(), 'eip155')).toBeNull();
    expect(selectNetworkState(t.state()).active.eip155).toBeUndefined();
    expect(backend.getItem(`${STORAGE_PREFIX}connectionStatus`)).toBe('"disconnected"');
    expect(t.events.map((e) => e.event)).toContain('DISCONNECT_SUCCESS');
    expect(wallet.methods()).toContain('wallet_revokePermissions');
    t.task.cancel();
  });

  it('disconnects even when the wallet never answers the revoke, once the RPC timeout has passed', async () => {
    const t = accountStore();
    await connect(t);
    wallet.on('wallet_revokePermissions', () => new Promise(() => undefined));
    useSagaTimers();
    try {
      t.store.dispatch(disconnectRequested());
      await jest.advanceTimersByTimeAsync(9_999);
      expect(selectConnection(t.state()).status.eip155).toBe('connected');
      await jest.advanceTimersByTimeAsync(1);
      expect(selectConnection(t.state()).status.eip155).toBe('disconnected');
      expect(t.events.map((e) => e.event)).toContain('DISCONNECT_SUCCESS');
    } finally {
      jest.useRealTimers();
      t.task.cancel();
    }
  });

  it("tracks DISCONNECT_ERROR and says 'Failed to disconnect' when the wallet breaks", async () => {
    const t = accountStore();
    await connect(t, { inView: false }); // no Account on screen whose balances could answer first
    wallet.provider.request = (() => {
      throw new Error('boom');
    }) as typeof wallet.provider.request;
    t.store.dispatch(disconnectRequested());
    expect(t.events.map((e) => e.event)).toContain('DISCONNECT_ERROR');
    expect(t.state().walletGate.notification).toMatchObject({ message: { code: 'failedToDisconnect' }, variant: 'error', open: true });
    t.task.cancel();
  });
});

describe('instance API over the connection', () => {
  it('switchNetwork resolves once the network is active, and rejects with the wallet’s failure', async () => {
    const { createWalletGate } = await import('../../src/index');
    const gate = createWalletGate({ ...options, headless: true }, { logger: { warn: jest.fn(), error: jest.fn() } });
    await gate.open();
    gate.store.dispatch(walletSelected({ walletId: 'test.fake.wallet', name: 'Fake Wallet', connectorId: 'test.fake.wallet' }));
    await waitUntil(() => gate.getAccount().isConnected);
    expect(gate.getWalletProvider()).toBe(wallet.provider);
    await gate.switchNetwork('eip155:31338');
    expect(gate.getNetwork().caipNetworkId).toBe('eip155:31338');
    wallet.on('wallet_switchEthereumChain', userRejected);
    await expect(gate.switchNetwork('eip155:31337')).rejects.toThrow('User rejected the request.');
    await gate.disconnect();
    expect(gate.getAccount().isConnected).toBe(false);
    gate.destroy();
  });

  it('switchNetwork rejects when a later switch overtakes it, and disconnect rejects when it fails (neither waits forever)', async () => {
    const { createWalletGate } = await import('../../src/index');
    const gate = createWalletGate({ ...options, headless: true }, { logger: { warn: jest.fn(), error: jest.fn() } });
    await gate.open();
    gate.store.dispatch(walletSelected({ walletId: 'test.fake.wallet', name: 'Fake Wallet', connectorId: 'test.fake.wallet' }));
    await waitUntil(() => gate.getAccount().isConnected);

    const switchTo = (params: unknown) => {
      const [{ chainId }] = params as [{ chainId: string }];
      wallet.emit('chainChanged', chainId);
      return null;
    };
    wallet.on('wallet_switchEthereumChain', () => new Promise(() => undefined)); // the wallet never answers this one
    const overtaken = gate.switchNetwork('eip155:31338');
    wallet.on('wallet_switchEthereumChain', switchTo);
    const later = gate.switchNetwork('eip155:31337');
    await expect(overtaken).rejects.toThrow('Another network switch replaced this one');
    await expect(later).resolves.toBeUndefined();

    wallet.provider.request = (() => {
      throw new Error('boom');
    }) as typeof wallet.provider.request;
    await expect(gate.disconnect()).rejects.toThrow('Failed to disconnect');
    gate.destroy();
  });
});
