/**
 * Activity and NFTs (SPEC §3, §4, §5, §7, §8, §9): cursor paging, the connected chain
 * only, the spam filter, year → month grouping, refetch on a network change, the failure rule and its
 * tracking event, purchases kept apart, and the collectibles held.
 */
import { http, HttpResponse } from 'msw';
import { disconnectRequested, selectConnection, selectNotification } from '../../slices';
import {
  moreTransactionsRequested,
  nftsRequested,
  selectCoinbaseTransactions,
  selectNfts,
  selectTransactions,
  selectTransactionsByYear,
  selectTransactionsState,
  transactionsRequested,
} from '../../slices/transactions';
import { formatTransferAmount } from '../../src/core/transactions';
import type { Transaction } from '../../src/core/api/history';
import { ADDRESS, API, CHAIN, accountStore, apiLog, connect, installWallet, transaction } from '../helpers/accountWorld';
import { rpcNode } from '../helpers/rpcNode';
import type { FakeWallet } from '../helpers/fakeWallet';
import { useMswServer } from '../helpers/msw';
import { flushAsync, waitUntil } from '../helpers/wait';

const server = useMswServer();
let wallet: FakeWallet;
let log: ReturnType<typeof apiLog>;

/** The history API: `pages[cursor ?? '']` answers, each `{ data, next }`; a function may fail instead. */
function historyApi(pages: Record<string, { data: Transaction[]; next: string | null } | (() => Response)>) {
  server.use(
    http.get(`${API}/v1/account/:address/history`, ({ request }) => {
      log.record(request);
      const url = new URL(request.url);
      const page = pages[url.searchParams.get('cursor') ?? ''];
      if (!page) return HttpResponse.json({ error: 'no such page' }, { status: 400 });
      return typeof page === 'function' ? page() : HttpResponse.json(page);
    }),
  );
}

beforeEach(() => {
  log = apiLog();
  rpcNode(server);
  wallet = installWallet();
});
afterEach(() => wallet.uninstall());

/** Connected with nothing in view: these tests ask the flows themselves (what is in view: accountInView.test.ts). */
async function connected() {
  const t = accountStore();
  await connect(t, { inView: false });
  return t;
}
const state = (t: Awaited<ReturnType<typeof connected>>) => selectTransactionsState(t.state());
const ids = (t: Awaited<ReturnType<typeof connected>>) => selectTransactions(t.state()).map((tx) => tx.metadata.minedAt);

describe('paging', () => {
  it('loads the first page (loading, then the next cursor), then the next one, and stops at the end', async () => {
    const first = [transaction({ minedAt: '2026-05-20T10:00:00.000Z' }), transaction({ minedAt: '2026-05-10T10:00:00.000Z' })];
    const second = [transaction({ minedAt: '2026-04-02T10:00:00.000Z' })];
    historyApi({ '': { data: first, next: 'c2' }, c2: { data: second, next: null } });
    const t = await connected();
    t.store.dispatch(transactionsRequested());
    expect(state(t).loading).toBe(true);
    await waitUntil(() => !state(t).loading);
    expect(state(t)).toMatchObject({ next: 'c2', empty: false, lastNetworkInView: CHAIN, address: ADDRESS });
    expect(log.requests[0]?.pathname).toBe(`/v1/account/${ADDRESS}/history`);
    expect(Object.fromEntries(log.requests[0]!.searchParams)).toEqual({ chainId: CHAIN, projectId: 'test-project', st: 'walletgate', sv: 'html-walletgate-0.1.0' });

    t.store.dispatch(moreTransactionsRequested());
    await waitUntil(() => state(t).next === null && !state(t).loading);
    expect(log.requests[1]?.searchParams.get('cursor')).toBe('c2');
    expect(ids(t)).toEqual(['2026-05-20T10:00:00.000Z', '2026-05-10T10:00:00.000Z', '2026-04-02T10:00:00.000Z']);

    t.store.dispatch(moreTransactionsRequested()); // no cursor: nothing to ask
    t.store.dispatch(transactionsRequested()); // already the list in view: nothing to ask
    await flushAsync();
    expect(log.requests).toHaveLength(2);
    t.task.cancel();
  });

  it('marks an account without history empty', async () => {
    historyApi({ '': { data: [], next: null } });
    const t = await connected();
    t.store.dispatch(transactionsRequested());
    await waitUntil(() => log.requests.length === 1 && !state(t).loading);
    expect(state(t)).toMatchObject({ empty: true, next: null });
    t.task.cancel();
  });
});

describe('what is shown', () => {
  it('shows only the connected chain and hides a transaction when every transfer in it is spam', async () => {
    const mixed = transaction({ minedAt: '2026-05-03T10:00:00.000Z' });
    mixed.transfers.push({ ...transaction({ minedAt: '2026-05-03T10:00:00.000Z', spam: true }).transfers[0]! });
    const page = [
      transaction({ minedAt: '2026-05-05T10:00:00.000Z', symbol: 'SPAM', spam: true }),
      transaction({ minedAt: '2026-05-04T10:00:00.000Z', nft: 'Free Mint #1', spam: true }),
      transaction({ minedAt: '2026-05-04T09:00:00.000Z', chain: 'eip155:31338' }),
      mixed,
      transaction({ minedAt: '2026-05-02T10:00:00.000Z', operationType: 'approve' }),
    ];
    page[4]!.transfers = []; // an approval moves nothing: not spam
    historyApi({ '': { data: page, next: null } });
    const t = await connected();
    t.store.dispatch(transactionsRequested());
    await waitUntil(() => state(t).lastNetworkInView === CHAIN && !state(t).loading);
    expect(ids(t)).toEqual(['2026-05-03T10:00:00.000Z', '2026-05-02T10:00:00.000Z']);
    t.task.cancel();
  });

  it('groups by year, then month, newest first (transactionsByYear, derived)', async () => {
    const dates = ['2025-12-30T12:00:00.000Z', '2026-01-15T12:00:00.000Z', '2026-03-02T12:00:00.000Z', '2026-03-20T12:00:00.000Z', '2024-06-10T12:00:00.000Z'];
    historyApi({ '': { data: dates.map((minedAt) => transaction({ minedAt })), next: null } });
    const t = await connected();
    t.store.dispatch(transactionsRequested());
    await waitUntil(() => state(t).lastNetworkInView === CHAIN && !state(t).loading);
    const grouped = selectTransactionsByYear(t.state()).map(({ year, months }) => [year, months.map(({ month, transactions }) => [month, transactions.map((tx) => tx.metadata.minedAt.slice(0, 10))])]);
    expect(grouped).toEqual([
      [2026, [[2, ['2026-03-20', '2026-03-02']], [0, ['2026-01-15']]]],
      [2025, [[11, ['2025-12-30']]]],
      [2024, [[5, ['2024-06-10']]]],
    ]);
    expect(selectTransactionsByYear(t.state())).toBe(selectTransactionsByYear(t.state())); // memoised, not rebuilt
    t.task.cancel();
  });

  it('formats transfers with 3 decimals and a sign (SPEC §9)', () => {
    expect(formatTransferAmount({ direction: 'in', quantity: { numeric: '0.5', decimals: '6' } })).toBe('+0.500');
    expect(formatTransferAmount({ direction: 'out', quantity: { numeric: '1234.56789', decimals: '18' } })).toBe('-1,234.568');
    expect(formatTransferAmount({ direction: 'self', quantity: { numeric: '2', decimals: '18' } })).toBe('2.000');
  });

  it('starts over when the network in view changes', async () => {
    historyApi({ '': { data: [transaction({ minedAt: '2026-05-20T10:00:00.000Z' })], next: 'c2' } });
    const t = await connected();
    t.store.dispatch(transactionsRequested());
    await waitUntil(() => state(t).next === 'c2');
    wallet.emit('chainChanged', '0x7a6a');
    historyApi({ '': { data: [transaction({ minedAt: '2026-05-21T10:00:00.000Z', chain: 'eip155:31338' })], next: null } });
    t.store.dispatch(transactionsRequested());
    await waitUntil(() => state(t).lastNetworkInView === 'eip155:31338' && !state(t).loading);
    expect(log.requests[1]?.searchParams.get('chainId')).toBe('eip155:31338');
    expect(log.requests[1]?.searchParams.has('cursor')).toBe(false);
    expect(ids(t)).toEqual(['2026-05-21T10:00:00.000Z']);
    expect(state(t).next).toBeNull();
    t.task.cancel();
  });

  it('keeps on-ramp purchases apart (onramp=coinbase, past any cache)', async () => {
    const purchase = transaction({ minedAt: '2026-05-20T10:00:00.000Z', operationType: 'buy', symbol: 'ETH' });
    historyApi({ '': { data: [purchase], next: null } });
    const t = await connected();
    t.store.dispatch(transactionsRequested({ onramp: 'coinbase' }));
    await waitUntil(() => selectCoinbaseTransactions(t.state()).length === 1);
    expect(log.requests[0]?.searchParams.get('onramp')).toBe('coinbase');
    expect(log.requests[0]?.searchParams.get('cache')).toBe('no-cache');
    expect(selectTransactions(t.state())).toEqual([]);
    t.task.cancel();
  });
});

describe('failures', () => {
  it("shows 'Failed to fetch transactions', marks the list empty, clears the cursor and emits ERROR_FETCH_TRANSACTIONS", async () => {
    historyApi({
      '': { data: [transaction({ minedAt: '2026-05-20T10:00:00.000Z' })], next: 'c2' },
      c2: () => HttpResponse.json({ error: 'boom' }, { status: 400 }), // not a retry status: fails at once
    });
    const t = await connected();
    t.store.dispatch(transactionsRequested());
    await waitUntil(() => state(t).next === 'c2');
    t.store.dispatch(moreTransactionsRequested());
    await waitUntil(() => state(t).empty);
    expect(state(t)).toMatchObject({ loading: false, empty: true, next: null });
    expect(selectNotification(t.state())).toMatchObject({ message: { code: 'failedToFetchTransactions' }, variant: 'error', open: true });
    const event = t.events.find((e) => e.event === 'ERROR_FETCH_TRANSACTIONS');
    expect(event?.properties).toEqual({ network: CHAIN, address: ADDRESS, projectId: 'test-project', cursor: 'c2' });
    t.task.cancel();
  });

  it('needs an account address: with none, nothing is asked', async () => {
    historyApi({ '': { data: [], next: null } });
    const t = await connected();
    t.store.dispatch(disconnectRequested({ namespace: 'eip155' }));
    await waitUntil(() => selectConnection(t.state()).status.eip155 === 'disconnected');
    t.store.dispatch(transactionsRequested());
    await flushAsync();
    expect(log.requests).toEqual([]);
    expect(t.logger.warn).toHaveBeenCalledWith("[WalletGate] transactions can't be fetched without an account address");
    t.task.cancel();
  });
});

describe('NFTs', () => {
  it('lists the collectibles held on the chain from the history’s nft_info (in minus out, spam left out)', async () => {
    historyApi({
      '': {
        data: [
          transaction({ minedAt: '2026-05-20T10:00:00.000Z', nft: 'Critter #3', direction: 'out' }),
          transaction({ minedAt: '2026-05-19T10:00:00.000Z', nft: 'Critter #9' }),
          transaction({ minedAt: '2026-05-18T10:00:00.000Z', nft: 'Junk #1', spam: true }),
        ],
        next: 'c2',
      },
      c2: {
        data: [
          transaction({ minedAt: '2026-05-02T10:00:00.000Z', nft: 'Critter #4' }),
          transaction({ minedAt: '2026-05-01T10:00:00.000Z', nft: 'Critter #3' }),
          transaction({ minedAt: '2026-05-01T09:00:00.000Z', nft: 'Other chain #1', chain: 'eip155:31338' }),
        ],
        next: null,
      },
    });
    const t = await connected();
    t.store.dispatch(nftsRequested());
    await waitUntil(() => selectTransactionsState(t.state()).nftsStatus === 'ready');
    expect(selectNfts(t.state()).map((n) => n.name)).toEqual(['Critter #9', 'Critter #4']);
    expect(selectNfts(t.state())[0]?.imageUrl).toMatch(/^http:\/\/api\.test\/nft\/\d+\.svg$/);
    t.task.cancel();
  });
});
