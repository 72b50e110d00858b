/**
 * Activity (SPEC §3, §4, §5, §7, §8): the connected chain's history page by page (cursor), spam hidden; a new
 * network or account in view starts the list over; a failure shows 'Failed to fetch transactions', marks the
 * list empty, clears the cursor and puts ERROR_FETCH_TRANSACTIONS on the bus (through tracking). Also the
 * collectibles the account holds, derived from the same history.
 */
import { call, cancel, fork, put, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import { withBackoff } from '../backoff';
import { notifyRequested } from '../../slices';
import {
  moreTransactionsRequested,
  transactionsEndShown,
  nftsFailed,
  nftsLoaded,
  nftsLoading,
  nftsRequested,
  listKey,
  selectTransactionsState,
  transactionsFetchFailed,
  transactionsFetchStarted,
  transactionsPageLoaded,
  transactionsRequested,
  transactionsRetryRequested,
  transactionsViewChanged,
  type TransactionsState,
} from '../../slices/transactions';
import type { HistoryResponse, Transaction } from '../../src/core/api/history';
import { BALANCE_NAMESPACES } from '../../src/core/balances';
import { msg, toErrorInfo } from '../../src/core/errors/catalogue';
import { nftHoldings, NFT_HISTORY_PAGES, visibleTransactions } from '../../src/core/transactions';
import type { WalletGateDeps } from '../deps';
import type { Intake } from '../lazy';
import { accountContext, apiServes, blockchainApi, type AccountContext } from './context';

/** SPEC §5: fetching transactions needs an account address; SPEC §6: activity is for eip155 and solana. */
function* activityContext(deps: WalletGateDeps) {
  const ctx: AccountContext | null = yield call(accountContext);
  if (!ctx) {
    deps.logger.warn("[WalletGate] transactions can't be fetched without an account address");
    return null;
  }
  return BALANCE_NAMESPACES.includes(ctx.account.namespace) ? ctx : null;
}

function* fetchPage(deps: WalletGateDeps, ctx: AccountContext, cursor: string | null, onramp?: 'coinbase') {
  const view = { network: ctx.network.caipNetworkId, address: ctx.address };
  yield put(transactionsFetchStarted());
  // SPEC §7: a chain the blockchain API does not serve gets no call that would fail; its list is just empty
  const served: boolean = yield call(apiServes, deps, ctx.config, view.network);
  if (!served) {
    yield put(transactionsPageLoaded({ ...view, transactions: [], next: null, ...(onramp ? { onramp } : {}) }));
    return;
  }
  try {
    const api = blockchainApi(deps, ctx.config);
    // SPEC §9: each try under the request timeout, retried with the query backoff
    const response: HistoryResponse = yield call(withBackoff<HistoryResponse>, (signal) =>
      api.getHistory(ctx.address, { cursor, chainId: view.network, ...(onramp ? { onramp } : {}) }, signal),
    );
    // SPEC §5: spam hidden, only the connected chain. Purchases are kept as the API gives them.
    const transactions: Transaction[] = onramp ? response.data : visibleTransactions(response.data, view.network);
    yield put(transactionsPageLoaded({ ...view, transactions, next: response.next, ...(onramp ? { onramp } : {}) }));
  } catch (error) {
    deps.logger.warn('[WalletGate] could not fetch transactions', error);
    yield put(transactionsFetchFailed({ ...view, projectId: ctx.config.projectId, cursor }, toErrorInfo(error, 'failedToFetchTransactions')));
    yield put(notifyRequested({ message: msg('failedToFetchTransactions'), variant: 'error' }));
  }
}

/** The first page for the network and account in view, unless the list already is theirs. */
function* showTransactions(deps: WalletGateDeps, { payload }: ReturnType<typeof transactionsRequested>) {
  const ctx: AccountContext | null = yield call(activityContext, deps);
  if (!ctx) return;
  if (payload?.onramp) {
    yield call(fetchPage, deps, ctx, null, payload.onramp);
    return;
  }
  const state: TransactionsState = yield select(selectTransactionsState);
  if (state.lastNetworkInView === ctx.network.caipNetworkId && state.address === ctx.address) return;
  yield put(transactionsViewChanged({ network: ctx.network.caipNetworkId, address: ctx.address }));
  // SPEC §7: nothing is asked of the API on an unsupported network; the list is just empty.
  if (!ctx.supported) {
    yield put(transactionsPageLoaded({ network: ctx.network.caipNetworkId, address: ctx.address, transactions: [], next: null }));
    return;
  }
  yield call(fetchPage, deps, ctx, null);
}

/** Load more, or the end of the list in view: the next page when there is one for the list in view and none is loading. */
function* showMoreTransactions(deps: WalletGateDeps, _request?: ReturnType<typeof moreTransactionsRequested | typeof transactionsEndShown>) {
  const ctx: AccountContext | null = yield call(activityContext, deps);
  const state: TransactionsState = yield select(selectTransactionsState);
  if (!ctx || !ctx.supported || state.loading || !state.next) return;
  if (state.lastNetworkInView !== ctx.network.caipNetworkId || state.address !== ctx.address) return;
  yield call(fetchPage, deps, ctx, state.next);
}

/** Try again after a failure: the list in view starts over from its first page. */
function* retryTransactions(deps: WalletGateDeps) {
  const ctx: AccountContext | null = yield call(activityContext, deps);
  const state: TransactionsState = yield select(selectTransactionsState);
  if (!ctx || !ctx.supported || state.loading || !state.error) return;
  yield put(transactionsViewChanged({ network: ctx.network.caipNetworkId, address: ctx.address }));
  yield call(fetchPage, deps, ctx, null);
}

/** The account's collectibles on the active chain, from its history (a bounded number of pages). */
function* loadNfts(deps: WalletGateDeps, _request?: ReturnType<typeof nftsRequested>) {
  const ctx: AccountContext | null = yield call(activityContext, deps);
  if (!ctx) return;
  const key = listKey(ctx.network.caipNetworkId, ctx.address);
  if (!ctx.supported) {
    yield put(nftsLoaded({ key, nfts: [] }));
    return;
  }
  yield put(nftsLoading({ key }));
  if (!((yield call(apiServes, deps, ctx.config, ctx.network.caipNetworkId)) as boolean)) {
    yield put(nftsLoaded({ key, nfts: [] }));
    return;
  }
  try {
    const api = blockchainApi(deps, ctx.config);
    const history: Transaction[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < NFT_HISTORY_PAGES; page += 1) {
      const response: HistoryResponse = yield call(withBackoff<HistoryResponse>, (signal) =>
        api.getHistory(ctx.address, { cursor, chainId: ctx.network.caipNetworkId }, signal),
      );
      history.push(...response.data);
      cursor = response.next;
      if (!cursor) break;
    }
    yield put(nftsLoaded({ key, nfts: nftHoldings(history, ctx.network.caipNetworkId) }));
  } catch (error) {
    deps.logger.warn('[WalletGate] could not read the collectibles', error);
    yield put(nftsFailed({ key }));
  }
}

/**
 * One first-page load at a time per list: asking again for the list already loading is a no-op, asking for
 * another (the network or account changed) cancels the old load. Purchases load on their own.
 */
export function* watchTransactions(deps: WalletGateDeps, intake: Intake) {
  let current: { key: string; task: Task } | null = null;
  function* handle(action: ReturnType<typeof transactionsRequested>) {
    const ctx: AccountContext | null = yield call(accountContext);
    const key = `${ctx?.network.caipNetworkId}|${ctx?.address}|${action.payload?.onramp ?? ''}`;
    if (current?.task.isRunning()) {
      if (current.key === key) return;
      if (!action.payload?.onramp && !current.key.endsWith('|coinbase')) yield cancel(current.task);
    }
    const task: Task = yield fork(showTransactions, deps, action);
    current = { key, task };
  }
  yield takeLeading(intake.from(moreTransactionsRequested), showMoreTransactions, deps);
  yield takeLeading(intake.from(transactionsEndShown), showMoreTransactions, deps);
  yield takeLatest(intake.from(nftsRequested), loadNfts, deps);
  yield takeLeading(intake.from(transactionsRetryRequested), retryTransactions, deps);
  const requests = intake.from(transactionsRequested);
  while (true) {
    const action: ReturnType<typeof transactionsRequested> = yield take(requests);
    yield call(handle, action);
  }
}
