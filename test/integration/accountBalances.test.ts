/**
 * Token balances (SPEC §3, §5, §7, §8, §9): wallet asset discovery vs the balance API, the
 * malformed-assets fallback, zero-decimal tokens, the 30 s caches and the 30 s retry block.
 */
import { http, HttpResponse } from 'msw';
import { selectAccount, selectNotification, selectWalletGate, walletSelected } from '../../slices';
import { selectSend, selectTokenBalances, tokenBalancesRequested } from '../../slices/send';
import { selectTransactionsState, transactionsRequested } from '../../slices/transactions';
import { ADDRESS, API, CHAIN, ETH_BALANCE, SUSD, SUSD_BALANCE, accountStore, apiLog, connect, installWallet, settle, tokenBalance } from '../helpers/accountWorld';
import { rpcNode } from '../helpers/rpcNode';
import { createStorage, memoryBackend } from '../../src/services/storage';
import type { FakeWallet } from '../helpers/fakeWallet';
import { useSagaTimers } from '../helpers/makeTestStore';
import { useMswServer } from '../helpers/msw';
import { untilTurns, waitUntil } from '../helpers/wait';

const server = useMswServer();
let wallet: FakeWallet;
let log: ReturnType<typeof apiLog>;

/** The balance API answering `balances` (or a status) and logging each request. */
function balanceApi(answer: () => Response | ReturnType<typeof HttpResponse.json>) {
  server.use(
    http.get(`${API}/v1/account/:address/balance`, ({ request }) => {
      log.record(request);
      return answer();
    }),
  );
}

const API_BALANCES = [ETH_BALANCE, SUSD_BALANCE, tokenBalance({ symbol: 'CRIT', name: 'Sandbox Critters', address: `${CHAIN}:0xa513E6E4b8f2a923D98304ec87F64353C4D5C853`, quantity: { decimals: '0', numeric: '2' } })];

const ASSETS = {
  '0x7a69': [
    { address: 'native', balance: '0x14d1120d7b160000', type: 'NATIVE', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000, iconUrl: 'http://api.test/eth.svg' } },
    { address: SUSD, balance: '0x2540be400', type: 'ERC20', metadata: { name: 'Sandbox USD', symbol: 'sUSD', decimals: 6, price: 1, iconUrl: 'http://api.test/susd.svg' } },
    { address: '0x0000000000000000000000000000000000000001', balance: '0x2', type: 'ERC20', metadata: { name: 'Points', symbol: 'PTS', decimals: 0, price: 0, iconUrl: '' } },
  ],
};

beforeEach(() => {
  log = apiLog();
  rpcNode(server);
  wallet = installWallet();
});
afterEach(() => {
  wallet.uninstall();
  jest.useRealTimers();
});

/** Connected with nothing in view: these tests ask the flows themselves (what is in view: accountInView.test.ts). */
async function connected() {
  const t = accountStore();
  await connect(t, { inView: false });
  return t;
}

const status = (t: Awaited<ReturnType<typeof connected>>) => selectSend(t.state()).balancesStatus;

describe('where balances come from', () => {
  it('asks the wallet first (capabilities, then wallet_getAssets with account and hex chainFilter) and drops zero-decimal tokens', async () => {
    wallet.on('wallet_getCapabilities', () => ({ '0x7a69': { assetDiscovery: { supported: true } } }));
    wallet.on('wallet_getAssets', () => ASSETS);
    balanceApi(() => HttpResponse.json({ balances: [] }));
    const t = await connected();
    t.store.dispatch(tokenBalancesRequested());
    await waitUntil(() => status(t) === 'ready');
    expect(wallet.calls.find((c) => c.method === 'wallet_getAssets')?.params).toEqual([{ account: ADDRESS, chainFilter: ['0x7a69'] }]);
    expect(selectTokenBalances(t.state())).toEqual([
      { name: 'Ether', symbol: 'ETH', chainId: CHAIN, value: 4500, price: 3000, quantity: { decimals: '18', numeric: '1.5' }, iconUrl: 'http://api.test/eth.svg' },
      { name: 'Sandbox USD', symbol: 'sUSD', chainId: CHAIN, address: `${CHAIN}:${SUSD}`, value: 10000, price: 1, quantity: { decimals: '6', numeric: '10000' }, iconUrl: 'http://api.test/susd.svg' },
    ]);
    expect(log.requests).toEqual([]);
    t.task.cancel();
  });

  it('uses the balance API (currency usd, chainId, projectId, st, sv) when the wallet has no asset discovery', async () => {
    wallet.on('wallet_getCapabilities', () => ({ '0x7a69': { assetDiscovery: { supported: false } } }));
    balanceApi(() => HttpResponse.json({ balances: API_BALANCES }));
    const t = await connected();
    t.store.dispatch(tokenBalancesRequested());
    await waitUntil(() => status(t) === 'ready');
    expect(wallet.methods()).not.toContain('wallet_getAssets');
    const [url] = log.requests;
    expect(url?.pathname).toBe(`/v1/account/${ADDRESS}/balance`);
    expect(Object.fromEntries(url!.searchParams)).toEqual({ currency: 'usd', chainId: CHAIN, projectId: 'test-project', st: 'walletgate', sv: 'html-walletgate-0.1.0' });
    // SPEC §5: the zero-decimals entry (a collectible) is dropped
    expect(selectTokenBalances(t.state()).map((b) => b.symbol)).toEqual(['ETH', 'sUSD']);
    expect(selectAccount(t.state(), 'eip155')?.tokenBalance).toHaveLength(2);
    t.task.cancel();
  });

  it.each([
    ['an asset of another type', { '0x7a69': [{ ...ASSETS['0x7a69'][1], type: 'ERC721' }] }],
    ['a balance that is not a hex string', { '0x7a69': [{ ...ASSETS['0x7a69'][1], balance: 12 }] }],
    ['metadata without a symbol', { '0x7a69': [{ ...ASSETS['0x7a69'][1], metadata: { name: 'x', decimals: 6, price: 1, iconUrl: '' } }] }],
    ['a list instead of a map', [ASSETS['0x7a69'][0]]],
  ])('falls back to the API when wallet_getAssets answers %s', async (_label, answer) => {
    wallet.on('wallet_getCapabilities', () => ({ '0x7a69': { assetDiscovery: { supported: true } } }));
    wallet.on('wallet_getAssets', () => answer);
    balanceApi(() => HttpResponse.json({ balances: API_BALANCES }));
    const t = await connected();
    t.store.dispatch(tokenBalancesRequested());
    await waitUntil(() => status(t) === 'ready');
    expect(wallet.methods()).toContain('wallet_getAssets');
    expect(log.paths()).toEqual([`/v1/account/${ADDRESS}/balance`]);
    expect(selectTokenBalances(t.state()).map((b) => b.symbol)).toEqual(['ETH', 'sUSD']);
    t.task.cancel();
  });

  it('treats a failing wallet_getCapabilities as an empty answer and uses the API', async () => {
    wallet.on('wallet_getCapabilities', () => {
      throw Object.assign(new Error('nope'), { code: 4200 });
    });
    balanceApi(() => HttpResponse.json({ balances: API_BALANCES }));
    const t = await connected();
    t.store.dispatch(tokenBalancesRequested());
    await waitUntil(() => status(t) === 'ready');
    expect(log.requests).toHaveLength(1);
    t.task.cancel();
  });

  it('skips the API on an unsupported network and reports the balance unavailable', async () => {
    wallet.on('wallet_getCapabilities', () => ({}));
    balanceApi(() => HttpResponse.json({ balances: API_BALANCES }));
    const t = await connected();
    wallet.emit('chainChanged', '0x1');
    t.store.dispatch(tokenBalancesRequested());
    await waitUntil(() => status(t) === 'unavailable');
    expect(log.requests).toEqual([]);
    expect(selectNotification(t.state())).toMatchObject({ message: { code: 'tokenBalanceUnavailable' }, variant: 'error', open: true });
    t.task.cancel();
  });
});

describe('caches and the retry block (fake timers)', () => {
  it('keeps the portfolio 30 s; after that, or when forced, it asks again', async () => {
    wallet.on('wallet_getCapabilities', () => ({}));
    balanceApi(() => HttpResponse.json({ balances: API_BALANCES }));
    const t = await connected();
    useSagaTimers();
    t.store.dispatch(tokenBalancesRequested());
    await settle(() => status(t) === 'ready');
    expect(log.requests).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(29_000);
    t.store.dispatch(tokenBalancesRequested());
    await settle(() => t.types().filter((x) => x === 'walletGate/send/tokenBalancesLoaded').length === 2);
    expect(log.requests).toHaveLength(1); // from the cache
    await jest.advanceTimersByTimeAsync(1_000);
    t.store.dispatch(tokenBalancesRequested());
    await settle(() => log.requests.length === 2, 'asked again after 30 s');
    await settle(() => status(t) === 'ready');
    t.store.dispatch(tokenBalancesRequested({ force: true }));
    await settle(() => log.requests.length === 3, 'a forced request skips the cache');
    t.task.cancel();
  });

  it("blocks tries for 30 s after 'Token Balance Unavailable'", async () => {
    wallet.on('wallet_getCapabilities', () => ({}));
    let fail = true;
    balanceApi(() => (fail ? HttpResponse.json({ error: 'down' }, { status: 404 }) : HttpResponse.json({ balances: API_BALANCES })));
    const t = await connected();
    useSagaTimers();
    t.store.dispatch(tokenBalancesRequested());
    await settle(() => status(t) === 'unavailable');
    expect(selectNotification(t.state())).toMatchObject({ message: { code: 'tokenBalanceUnavailable' }, variant: 'error' });
    const blockedAt = selectSend(t.state()).lastRetry!;
    expect(Date.now() - blockedAt).toBeLessThan(10);
    fail = false;
    await jest.advanceTimersByTimeAsync(blockedAt + 29_900 - Date.now());
    t.store.dispatch(tokenBalancesRequested());
    await jest.advanceTimersByTimeAsync(50);
    expect(log.requests).toHaveLength(1); // blocked
    expect(status(t)).toBe('unavailable');
    await jest.advanceTimersByTimeAsync(100);
    t.store.dispatch(tokenBalancesRequested());
    await settle(() => status(t) === 'ready');
    expect(log.requests).toHaveLength(2);
    expect(selectSend(t.state()).lastRetry).toBeNull();
    t.task.cancel();
  });

  it('keeps the native balance 30 s per account and chain', async () => {
    const rpc = rpcNode(server);
    const t = await connected();
    await waitUntil(() => selectAccount(t.state(), 'eip155')?.balance === '1.5');
    useSagaTimers();
    const reads = () => rpc.methods().filter((m) => m === 'eth_getBalance').length;
    expect(reads()).toBe(1);
    wallet.emit('chainChanged', '0x7a6a'); // Sandbox B: another chain, another entry
    await settle(() => reads() === 2);
    wallet.emit('chainChanged', '0x7a69'); // back within 30 s: from the cache
    await jest.advanceTimersByTimeAsync(50);
    expect(reads()).toBe(2);
    expect(selectAccount(t.state(), 'eip155')?.balance).toBe('1.5');
    await jest.advanceTimersByTimeAsync(30_000);
    wallet.emit('chainChanged', '0x7a6a');
    await settle(() => reads() === 3, 'read again once the entry expired');
    t.task.cancel();
  });
});

describe('SPEC §7 v1/supported-chains', () => {
  it('asked once; a chain the API does not serve gets no balance or history call, and balances say Token Balance Unavailable (SPEC §8)', async () => {
    let asked = 0;
    const history: string[] = [];
    server.use(
      http.get(`${API}/v1/supported-chains`, ({ request }) => {
        asked += 1;
        const query = new URL(request.url).searchParams;
        expect([query.get('projectId'), query.get('st'), query.get('sv')].every(Boolean)).toBe(true);
        return HttpResponse.json({ http: ['eip155:1', 'eip155:31338'], ws: [] });
      }),
      http.get(`${API}/v1/account/:address/history`, ({ request }) => {
        history.push(request.url);
        return HttpResponse.json({ data: [], next: null });
      }),
    );
    wallet.on('wallet_getCapabilities', () => ({}));
    balanceApi(() => HttpResponse.json({ balances: API_BALANCES }));
    const t = await connected();
    t.store.dispatch(tokenBalancesRequested());
    t.store.dispatch(transactionsRequested());
    await waitUntil(() => status(t) === 'unavailable');
    await waitUntil(() => selectTransactionsState(t.state()).lastNetworkInView === CHAIN && !selectTransactionsState(t.state()).loading);
    expect(log.requests).toEqual([]);
    expect(history).toEqual([]);
    expect(selectTransactionsState(t.state())).toMatchObject({ empty: true, next: null });
    expect(selectNotification(t.state()).message).toEqual({ code: 'tokenBalanceUnavailable' });
    expect(asked).toBe(1);
    t.task.cancel();
  });

  it('a served chain is asked as before', async () => {
    server.use(http.get(`${API}/v1/supported-chains`, () => HttpResponse.json({ http: [CHAIN], ws: [] })));
    wallet.on('wallet_getCapabilities', () => ({}));
    balanceApi(() => HttpResponse.json({ balances: API_BALANCES }));
    const t = await connected();
    t.store.dispatch(tokenBalancesRequested());
    await waitUntil(() => status(t) === 'ready');
    expect(log.requests).toHaveLength(1);
    t.task.cancel();
  });
});

describe('SPEC §6 / §7 / §9 balances only on supported chains', () => {
  it('moving between a served chain and one the API does not serve asks balances for the served one only', async () => {
    server.use(http.get(`${API}/v1/supported-chains`, () => HttpResponse.json({ http: [CHAIN], ws: [] })));
    wallet.on('wallet_getCapabilities', () => ({}));
    balanceApi(() => HttpResponse.json({ balances: API_BALANCES }));
    const t = await connected();
    t.store.dispatch(tokenBalancesRequested());
    await waitUntil(() => status(t) === 'ready', 'served chain');
    wallet.emit('chainChanged', '0x7a6a'); // Sandbox B: not in the supported list
    await waitUntil(() => selectWalletGate(t.state()).network.active.eip155 === 'eip155:31338', 'on Sandbox B');
    t.store.dispatch(tokenBalancesRequested({ force: true }));
    await waitUntil(() => status(t) === 'unavailable', 'unsupported chain');
    expect(selectNotification(t.state()).message).toEqual({ code: 'tokenBalanceUnavailable' });
    const chains = log.requests.map((u) => u.searchParams.get('chainId'));
    expect(chains.length).toBeGreaterThan(0);
    expect(chains.every((c) => c === CHAIN)).toBe(true);
    t.task.cancel();
  });
});

describe('SPEC §7 POST /v1/fungible/price', () => {
  const GOLD = tokenBalance({ name: 'Sandbox Gold', symbol: 'sGLD', address: `${CHAIN}:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512`, price: 0, value: 0, quantity: { decimals: '18', numeric: '2' } });

  it('prices the tokens the balance list left unpriced (currency usd, their CAIP-10 addresses, projectId), and leaves priced ones alone', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}/v1/fungible/price`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ fungibles: [{ name: 'Sandbox Gold', symbol: 'sGLD', iconUrl: '', price: 2000 }, { name: 'Ether', symbol: 'ETH', iconUrl: '', price: 1 }] });
      }),
    );
    wallet.on('wallet_getCapabilities', () => ({}));
    balanceApi(() => HttpResponse.json({ balances: [ETH_BALANCE, GOLD] }));
    const t = await connected();
    t.store.dispatch(tokenBalancesRequested());
    await waitUntil(() => status(t) === 'ready');
    expect(bodies).toEqual([{ currency: 'usd', addresses: [GOLD.address], projectId: 'test-project' }]);
    expect(selectTokenBalances(t.state()).map((b) => [b.symbol, b.price, b.value])).toEqual([
      ['ETH', 3000, 4500],
      ['sGLD', 2000, 4000],
    ]);
    t.task.cancel();
  });

  it('without an answer the balances still show, unpriced', async () => {
    server.use(http.post(`${API}/v1/fungible/price`, () => new HttpResponse(null, { status: 500 })));
    wallet.on('wallet_getCapabilities', () => ({}));
    balanceApi(() => HttpResponse.json({ balances: [ETH_BALANCE, GOLD] }));
    const t = await connected();
    t.store.dispatch(tokenBalancesRequested());
    await waitUntil(() => status(t) === 'ready');
    expect(selectTokenBalances(t.state()).map((b) => [b.symbol, b.price])).toEqual([
      ['ETH', 3000],
      ['sGLD', 0],
    ]);
    t.task.cancel();
  });
});

describe('SPEC §7 the clientId query', () => {
  it.each([
    ['configured', { clientId: 'client-7' }, 'client-7'],
    ['not configured', {}, null],
  ])('%s: blockchain-API requests carry it only then', async (_name, extra, expected) => {
    wallet.on('wallet_getCapabilities', () => ({}));
    balanceApi(() => HttpResponse.json({ balances: [ETH_BALANCE] }));
    const t = accountStore(extra);
    await connect(t, { inView: false });
    t.store.dispatch(tokenBalancesRequested());
    await waitUntil(() => status(t) === 'ready');
    expect(log.requests.map((u) => u.searchParams.get('clientId'))).toEqual([expected]);
    t.task.cancel();
  });
});

describe('SPEC §9 cache garbage collection (5 min)', () => {
  it('drops expired cache entries from storage when the account area starts, then every 5 minutes; fresh ones stay', async () => {
    useSagaTimers();
    const storage = createStorage(memoryBackend());
    const now = Date.now();
    const identity = { name: null, avatar: null };
    storage.set('identityCache', { old: { timestamp: now - 5 * 60_000, value: identity }, fresh: { timestamp: now - 60_000, value: identity } });
    storage.set('portfolioCache', { old: { timestamp: now - 31_000, value: [] } });
    const asText = { safeParse: (v: unknown) => ({ success: true as const, data: v as Record<string, unknown> }) };
    wallet.on('wallet_getCapabilities', () => ({}));
    const t = accountStore({}, storage);
    t.store.dispatch(walletSelected({ walletId: 'test.fake.wallet', name: 'Fake Wallet', connectorId: 'test.fake.wallet' }));
    await untilTurns(() => storage.get('portfolioCache', asText) === undefined, 'the expired portfolio cache gone');
    // (the names flows may have cached the connected account's own identity beside them)
    const kept = Object.keys(storage.get('identityCache', asText)!);
    expect(kept).toContain('fresh');
    expect(kept).not.toContain('old');

    await jest.advanceTimersByTimeAsync(5 * 60_000);
    // the entry written a minute before the start has now expired too
    expect(Object.keys(storage.get('identityCache', asText) ?? {})).not.toContain('fresh');
    t.task.cancel();
  });
});
