/**
 * WalletConnect pairing through the real store and root saga, with a scripted UniversalProvider injected as
 * deps.loadWalletConnect (SPEC §4 "WalletConnect pairing", §9 pairing expiry).
 */
import {
  backRequested,
  closeRequested,
  disconnectRequested,
  openRequested,
  selectAccount,
  selectAllConnectors,
  selectConnection,
  selectRecentWallets,
  selectRouter,
  selectWalletList,
  walletSelected,
} from '../../slices';
import { selectWalletConnect, wcConnectRequested, wcLinkOpened } from '../../slices/walletConnect';
import { catalogHighlightsLoaded } from '../../slices/walletCatalog';
import { catalogWallet } from '../helpers/catalog';
import type { Storage } from '../../src/services/storage';
import { type FakeUniversalProvider, walletConnectStore, WC_ADDRESS } from '../helpers/fakeUniversalProvider';
import { makeTestStore, testOptions, TEST_ENDPOINTS, TEST_NETWORK, useSagaTimers, TEST_NETWORK_B } from '../helpers/makeTestStore';
import { http, HttpResponse } from 'msw';
import { useMswServer } from '../helpers/msw';
import { rpcNode } from '../helpers/rpcNode';
import { flushTurns, untilTurns } from '../helpers/wait';

const server = useMswServer();
const NETWORK_B = TEST_NETWORK_B;
const options = testOptions({ networks: [TEST_NETWORK, NETWORK_B], features: { analytics: false } });
const FOUR_MINUTES = 4 * 60_000;
const RAINBOW = 'a'.repeat(64);

const asText = { safeParse: (v: unknown) => ({ success: true as const, data: v }) };


beforeEach(() => {
  rpcNode(server, { eth_getBalance: () => '0x0' });
  // a connection lands on Account, whose Tokens tab the account sagas fill
  server.use(http.get(`${TEST_ENDPOINTS.blockchainApi}/v1/account/:address/balance`, () => HttpResponse.json({ balances: [] })));
});
afterEach(() => {
  jest.useRealTimers();
  Object.defineProperty(window.navigator, 'userAgent', { value: DEFAULT_UA, configurable: true });
});
const DEFAULT_UA = window.navigator.userAgent;

const wcStore = (provider?: FakeUniversalProvider, storage?: Storage) => walletConnectStore(options, provider, storage);

async function pickWalletConnect(t: ReturnType<typeof wcStore>, wallet = { walletId: 'walletConnect', name: 'WalletConnect' }) {
  t.store.dispatch(openRequested());
  t.store.dispatch(walletSelected(wallet));
  await untilTurns(() => selectWalletConnect(t.state()).uri !== null, 'a URI on screen');
}

describe('WalletConnect in the Connect list (SPEC §9: walletConnect first)', () => {
  it('leads the wallet list when the site has a project id, and is absent without one', () => {
    const t = wcStore();
    expect(selectWalletList(t.state())[0]).toEqual({ id: 'walletConnect', name: 'WalletConnect', source: 'walletConnect' });
    t.task.cancel();
    const without = makeTestStore({ ...options, projectId: '' });
    expect(selectWalletList(without.state())).toEqual([]);
    without.task.cancel();
  });
});

describe('pairing', () => {
  it('loads nothing of WalletConnect before the modal opens or a wallet is picked', async () => {
    const t = wcStore();
    await flushTurns();
    expect(t.wc.loads()).toBe(0);
    t.store.dispatch(openRequested());
    await flushTurns();
    // opening alone loads nothing: the provider loads on a WalletConnect intent (hover/focus) or when a pairing needs it
    expect(t.wc.loads()).toBe(0);
    t.task.cancel();
  });

  it('stops listening for display_uri when the instance is destroyed (cancelling the root task)', async () => {
    const t = wcStore();
    await pickWalletConnect(t);
    expect(t.provider.listenerCount('display_uri')).toBe(1);
    t.task.cancel();
    expect(t.provider.listenerCount('display_uri')).toBe(0);
    const before = t.types().length;
    t.provider.events.emit('display_uri', 'wc:late@2?relay-protocol=irn&symKey=00');
    expect(t.types().length).toBe(before);
  });

  it('display_uri → the URI and a 4-minute expiry in state; the provider is configured from the options only', async () => {
    useSagaTimers();
    const t = wcStore();
    const began = Date.now();
    await pickWalletConnect(t);
    expect(selectRouter(t.state())).toMatchObject({ view: 'ConnectingWalletConnect', data: { walletId: 'walletConnect', name: 'WalletConnect' } });
    const wc = selectWalletConnect(t.state());
    expect(wc).toMatchObject({ status: 'pairing', uri: t.provider.uris[0], error: null, recentWallet: null });
    expect(wc.expiry).toBe(began + FOUR_MINUTES);
    expect(t.wc.setups).toEqual([
      {
        projectId: 'test-project',
        relayUrl: TEST_ENDPOINTS.relay,
        metadata: { name: 'host.test', description: '', url: 'http://host.test', icons: [] },
        // analytics off and non-hosted endpoints: no WalletConnect telemetry, no verify iframe
        telemetry: false,
        verify: false,
        // the instance's own prefix, stable across reloads (project id, and the instance id when given)
        storagePrefix: 'walletgate:test-project',
      },
    ]);
    // the active network first; every read goes to the configured RPC (no hosted default)
    expect(t.provider.proposals[0]).toEqual({
      eip155: {
        chains: ['eip155:31337', 'eip155:31338'],
        methods: expect.arrayContaining(['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_switchEthereumChain']),
        events: ['accountsChanged', 'chainChanged'],
        rpcMap: { '31337': 'http://127.0.0.1:8545', '31338': 'http://127.0.0.1:8546' },
      },
    });
    expect(selectAllConnectors(t.state())).toContainEqual({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' });
    t.task.cancel();
  });

  it('renews the URI when it expires (saga timer), and keeps renewing', async () => {
    useSagaTimers();
    const t = wcStore();
    await pickWalletConnect(t);
    const first = selectWalletConnect(t.state()).uri;
    await jest.advanceTimersByTimeAsync(FOUR_MINUTES - 1);
    expect(t.provider.connects).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    await untilTurns(() => selectWalletConnect(t.state()).uri !== first, 'a new URI');
    expect(t.provider.connects).toBe(2);
    expect(selectWalletConnect(t.state()).expiry).toBe(Date.now() + FOUR_MINUTES);
    await jest.advanceTimersByTimeAsync(FOUR_MINUTES);
    await untilTurns(() => t.provider.connects === 3, 'a third URI');
    t.task.cancel();
  });

  it('a second connect while pairing starts a fresh pairing on other browsers', async () => {
    const t = wcStore();
    await pickWalletConnect(t);
    t.store.dispatch(wcConnectRequested());
    await untilTurns(() => t.provider.connects === 2, 'a second pairing');
    await untilTurns(() => selectWalletConnect(t.state()).uri === t.provider.uris[1], 'the second URI on screen');
    t.task.cancel();
  });

  it.each([
    ['iOS Safari', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'],
  ])('on %s a second connect while pairing is pending is deduplicated (SPEC §4)', async (_name, ua) => {
    Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true });
    const t = wcStore();
    await pickWalletConnect(t);
    const uri = selectWalletConnect(t.state()).uri;
    t.store.dispatch(wcConnectRequested());
    t.store.dispatch(backRequested());
    t.store.dispatch(walletSelected({ walletId: RAINBOW, name: 'Rainbow' }));
    await flushTurns();
    expect(t.provider.connects).toBe(1);
    expect(selectWalletConnect(t.state()).uri).toBe(uri);
    expect(selectWalletConnect(t.state()).mobile).toBe(true);
    // the pending pairing still connects
    t.provider.approve();
    await untilTurns(() => selectConnection(t.state()).status.eip155 === 'connected', 'connected');
    t.task.cancel();
  });

  it('on Telegram too', async () => {
    (window as { Telegram?: unknown }).Telegram = { WebApp: {} };
    try {
      const t = wcStore();
      await pickWalletConnect(t);
      t.store.dispatch(wcConnectRequested());
      await flushTurns();
      expect(t.provider.connects).toBe(1);
      t.task.cancel();
    } finally {
      delete (window as { Telegram?: unknown }).Telegram;
    }
  });

  it('a rejected proposal shows the error and a fresh QR code (a new URI)', async () => {
    const t = wcStore();
    await pickWalletConnect(t);
    const first = selectWalletConnect(t.state()).uri;
    t.provider.reject();
    await untilTurns(() => t.provider.connects === 2 && selectWalletConnect(t.state()).uri !== null, 'a fresh URI');
    expect(selectWalletConnect(t.state())).toMatchObject({ status: 'pairing', error: { code: 'providerText', params: { text: 'User rejected.', walletCode: 5000 } } });
    expect(selectWalletConnect(t.state()).uri).not.toBe(first);
    // Try again clears the error (and makes another URI)
    t.store.dispatch(wcConnectRequested());
    expect(selectWalletConnect(t.state()).error).toBeNull();
    await untilTurns(() => t.provider.connects === 3, 'Try again pairs again');
    t.task.cancel();
  });

  it('connects on approval: account, network, the peer as wallet, then Account', async () => {
    const t = wcStore();
    await pickWalletConnect(t);
    t.provider.approve({ chains: [31337, 31338] });
    await untilTurns(() => selectConnection(t.state()).status.eip155 === 'connected', 'connected');
    expect(selectAccount(t.state(), 'eip155')).toMatchObject({
      address: WC_ADDRESS,
      caipAddress: `eip155:31337:${WC_ADDRESS}`,
      connectedWalletInfo: { name: 'Sandbox WC Wallet', type: 'WALLET_CONNECT', icon: 'http://127.0.0.1:1/icon.png' },
    });
    await untilTurns(() => selectRouter(t.state()).view === 'Account', 'Account');
    expect(t.provider.defaultChain).toBe('eip155:31337');
    expect(selectWalletConnect(t.state())).toMatchObject({ status: 'connected', uri: null, expiry: null });
    expect(selectConnection(t.state()).wcBasic).toBe(false);
    expect(t.storage.get('connectedConnectorIds', asText)).toEqual({ eip155: 'walletConnect' });
    t.task.cancel();
  });

  it('a session without an eip155 account is reported and ended', async () => {
    const t = wcStore();
    await pickWalletConnect(t);
    t.provider.approve({ accounts: [] });
    await untilTurns(() => selectWalletConnect(t.state()).error !== null, 'an error');
    expect(selectWalletConnect(t.state()).error).toEqual({ code: 'providerText', params: { text: 'The wallet approved no eip155 account.', walletCode: 4100 } });
    expect(t.provider.disconnects).toBe(1);
    expect(selectConnection(t.state()).status.eip155).toBeUndefined();
    t.task.cancel();
  });

  it('from ConnectingWalletConnectBasic, the connection is a basic one (no UnsupportedChain)', async () => {
    const t = wcStore();
    t.store.dispatch(openRequested({ view: 'ConnectingWalletConnectBasic' }));
    await untilTurns(() => selectWalletConnect(t.state()).uri !== null, 'a URI');
    t.provider.approve();
    await untilTurns(() => selectConnection(t.state()).status.eip155 === 'connected', 'connected');
    expect(selectConnection(t.state()).wcBasic).toBe(true);
    t.task.cancel();
  });
});

describe('finish and reset (SPEC §4)', () => {
  it('finishing stores the deep-link choice and the catalogue wallet as recent', async () => {
    const t = wcStore();
    await pickWalletConnect(t, { walletId: RAINBOW, name: 'Rainbow' });
    expect(selectWalletConnect(t.state()).recentWallet).toEqual({ id: RAINBOW, name: 'Rainbow' });
    const link = { name: 'Rainbow', href: 'rainbow://wc?uri=x' };
    t.store.dispatch(wcLinkOpened(link));
    t.provider.approve();
    await untilTurns(() => selectWalletConnect(t.state()).status === 'connected', 'finished');
    expect(t.storage.get('wcDeepLink', asText)).toEqual(link);
    expect(selectRecentWallets(t.state())).toEqual([{ id: RAINBOW, name: 'Rainbow' }]);
    expect(t.storage.get('recentWallets', asText)).toEqual([{ id: RAINBOW, name: 'Rainbow' }]);
    t.task.cancel();
  });

  it('the generic WalletConnect entry records no recent wallet', async () => {
    const t = wcStore();
    await pickWalletConnect(t);
    t.provider.approve();
    await untilTurns(() => selectWalletConnect(t.state()).status === 'connected', 'finished');
    expect(selectRecentWallets(t.state())).toEqual([]);
    t.task.cancel();
  });

  it('closing the modal while pairing resets: URI, expiry, linking, recent wallet, status and the stored deep link', async () => {
    const t = wcStore();
    t.storage.set('wcDeepLink', { name: 'Old', href: 'old://wc' });
    await pickWalletConnect(t, { walletId: RAINBOW, name: 'Rainbow' });
    t.store.dispatch(wcLinkOpened({ name: 'Rainbow', href: 'rainbow://wc?uri=x' }));
    t.store.dispatch(closeRequested());
    await untilTurns(() => selectWalletConnect(t.state()).status === 'idle', 'reset');
    expect(selectWalletConnect(t.state())).toEqual({ status: 'idle', uri: null, expiry: null, linking: null, recentWallet: null, error: null, mobile: false });
    expect(t.storage.get('wcDeepLink', asText)).toBeUndefined();
    // the abandoned pairing can no longer connect
    await untilTurns(() => t.provider.cleanups === 1, 'pending pairings cleaned up');
    t.provider.approve();
    await flushTurns();
    expect(selectConnection(t.state()).status.eip155).toBeUndefined();
    t.task.cancel();
  });

  it('disconnecting resets and forgets the deep link', async () => {
    const t = wcStore();
    await pickWalletConnect(t, { walletId: RAINBOW, name: 'Rainbow' });
    t.store.dispatch(wcLinkOpened({ name: 'Rainbow', href: 'rainbow://wc?uri=x' }));
    t.provider.approve();
    await untilTurns(() => selectWalletConnect(t.state()).status === 'connected', 'finished');
    t.store.dispatch(disconnectRequested());
    await untilTurns(() => selectWalletConnect(t.state()).status === 'idle', 'reset');
    expect(t.provider.disconnects).toBe(1);
    expect(t.storage.get('wcDeepLink', asText)).toBeUndefined();
    expect(selectConnection(t.state()).status.eip155).toBe('disconnected');
    t.task.cancel();
  });
});

describe('on a phone, the wallet opens (SPEC §3 deep-link choice, §4 reset)', () => {
  const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
  const PHONE_WALLET = catalogWallet(71, { name: 'Phone Wallet', mobile_link: 'phonewallet://', webapp_link: 'https://app.phone.example' });
  const UNIVERSAL_WALLET = catalogWallet(72, { name: 'Universal Wallet', mobile_link: 'https://link.universal.example' });
  let open: jest.SpiedFunction<typeof window.open>;
  beforeEach(() => {
    open = jest.spyOn(window, 'open').mockImplementation(() => null);
  });
  afterEach(() => open.mockRestore());

  async function pickOnPhone(wallet: typeof PHONE_WALLET, ua = ANDROID) {
    Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true });
    const t = wcStore();
    t.store.dispatch(openRequested());
    t.store.dispatch(catalogHighlightsLoaded({ featured: [wallet], recommended: [], count: 1 }));
    t.store.dispatch(walletSelected({ walletId: wallet.id, name: wallet.name }));
    await untilTurns(() => selectWalletConnect(t.state()).uri !== null, 'a URI on screen');
    await flushTurns();
    return t;
  }

  it('SPEC §4: picking a catalogue wallet with a mobile link opens <scheme>://wc?uri=… at once, in place, and stores it as the deep-link choice once connected', async () => {
    const t = await pickOnPhone(PHONE_WALLET);
    const href = `phonewallet://wc?uri=${encodeURIComponent(t.provider.uris[0]!)}`;
    expect(open.mock.calls).toEqual([[href, '_self', undefined]]);
    expect(selectWalletConnect(t.state()).linking).toEqual({ name: 'Phone Wallet', href });
    t.provider.approve();
    await untilTurns(() => selectConnection(t.state()).status.eip155 === 'connected', 'connected');
    expect(t.storage.get('wcDeepLink', asText)).toEqual({ name: 'Phone Wallet', href });
    // SPEC §4 reset: disconnecting forgets it
    t.store.dispatch(disconnectRequested());
    await untilTurns(() => selectWalletConnect(t.state()).status === 'idle', 'reset');
    expect(t.storage.get('wcDeepLink', asText)).toBeUndefined();
    t.task.cancel();
  });

  it('SPEC §4: an https universal link opens in a new tab with no way back to the site', async () => {
    const t = await pickOnPhone(UNIVERSAL_WALLET);
    expect(open.mock.calls).toEqual([[`https://link.universal.example/wc?uri=${encodeURIComponent(t.provider.uris[0]!)}`, '_blank', 'noopener,noreferrer']]);
    t.task.cancel();
  });

  it('SPEC §4: a renewed URI is not opened again by itself (Try again is the visitor\'s)', async () => {
    useSagaTimers();
    const t = await pickOnPhone(PHONE_WALLET);
    await jest.advanceTimersByTimeAsync(FOUR_MINUTES);
    await untilTurns(() => t.provider.connects === 2, 'a second URI');
    await flushTurns();
    expect(open).toHaveBeenCalledTimes(1);
    t.task.cancel();
  });

  it('SPEC §4: on a desktop nothing opens by itself', async () => {
    const t = await pickOnPhone(PHONE_WALLET, DEFAULT_UA);
    expect(selectWalletConnect(t.state()).mobile).toBe(false);
    expect(open).not.toHaveBeenCalled();
    t.task.cancel();
  });

  it('SPEC §4: a coarse pointer on a narrow screen is a phone too', async () => {
    const matchMedia = window.matchMedia;
    const width = window.innerWidth;
    window.matchMedia = ((query: string) => ({ matches: query === '(pointer: coarse)', media: query })) as unknown as typeof window.matchMedia;
    Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true });
    try {
      const t = await pickOnPhone(PHONE_WALLET, DEFAULT_UA);
      expect(selectWalletConnect(t.state()).mobile).toBe(true);
      expect(open).toHaveBeenCalledTimes(1);
      t.task.cancel();
    } finally {
      window.matchMedia = matchMedia;
      Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
    }
  });
});

describe('the provider a site gets (SPEC §4: a provider emits connect, disconnect, error)', () => {
  it('SPEC §4: emits connect with the chain once the session settles, error for a failed request, not for a declined one', async () => {
    const t = wcStore();
    await pickWalletConnect(t);
    const provider = t.walletProvider() as unknown as { on(e: string, l: (v: unknown) => void): void; request(a: { method: string; params?: unknown[] }): Promise<unknown> };
    const heard: [string, unknown][] = [];
    for (const name of ['connect', 'disconnect', 'error']) provider.on(name, (value) => heard.push([name, value]));
    t.provider.approve();
    await untilTurns(() => selectConnection(t.state()).status.eip155 === 'connected', 'connected');
    expect(heard).toEqual([['connect', { chainId: '0x7a69' }]]);

    t.provider.handle('personal_sign', () => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })));
    await expect(provider.request({ method: 'personal_sign', params: ['0x00', WC_ADDRESS] })).rejects.toMatchObject({ code: 4001 });
    expect(heard).toHaveLength(1);
    t.provider.handle('personal_sign', () => Promise.reject(Object.assign(new Error('Internal error'), { code: -32603 })));
    await expect(provider.request({ method: 'personal_sign', params: ['0x00', WC_ADDRESS] })).rejects.toMatchObject({ code: -32603 });
    expect(heard.map(([name]) => name)).toEqual(['connect', 'error']);
    expect(heard[1]![1]).toMatchObject({ code: -32603, message: 'Internal error' });

    // the wallet ends the session: disconnect, as before
    t.provider.emit('session_delete', { id: 1, topic: 'session-topic-1' });
    await untilTurns(() => heard.length === 3, 'disconnect');
    expect(heard[2]![0]).toBe('disconnect');
    t.task.cancel();
  });
});

describe('SPEC §2 UnsupportedChain and a basic WalletConnect connection (the view, not only the flag)', () => {
  it.each([
    ['ConnectingWalletConnectBasic', 'Account'],
    ['ConnectingWalletConnect', 'UnsupportedChain'],
  ] as const)('a wallet on a chain the site did not ask for, connected from %s, lands on %s', async (view, landing) => {
    const t = wcStore();
    t.store.dispatch(openRequested(view === 'ConnectingWalletConnect' ? undefined : { view }));
    if (view === 'ConnectingWalletConnect') t.store.dispatch(walletSelected({ walletId: 'walletConnect', name: 'WalletConnect' }));
    await untilTurns(() => selectWalletConnect(t.state()).uri !== null, 'a URI');
    t.provider.approve({ chains: [999] });
    await untilTurns(() => selectConnection(t.state()).status.eip155 === 'connected', 'connected');
    await untilTurns(() => selectRouter(t.state()).view === landing, landing);
    expect(selectConnection(t.state()).wcBasic).toBe(view === 'ConnectingWalletConnectBasic');
    t.task.cancel();
  });
});
