/**
 * Activity (SPEC §3 Transactions state) and the collectibles derived from the same history. Loaded with the
 * account area: importing this module injects the slice; until then its selectors read the initial state.
 * transactionsByYear is derived (createSelector), not stored next to the list it is made of.
 */
import { createEntityAdapter, createSelector, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import { msg, type ErrorInfo } from '../src/core/errors/catalogue';
import { walletGateReducer } from './reducer';
import { moreTransactionsRequested, nftsRequested, transactionsEndShown, transactionsRequested, transactionsRetryRequested } from './accountRequests';
import { selectWalletGate, type WalletGateRootState } from './root';
import { disconnected } from './connection';
import { selectAccountInfo, selectActiveNetwork } from './selectors';
import { groupByYearAndMonth, type NftHolding, type Transaction } from '../src/core/transactions';


/** Pages append: a transaction already listed keeps its place (ids in the order first seen). */
const transactionsAdapter = createEntityAdapter<Transaction>();
const { selectAll: selectAllTransactions } = transactionsAdapter.getSelectors();

type NftsStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface TransactionsState {
  /** the connected chain's transactions, spam left out, newest first, page after page */
  transactions: EntityState<Transaction, string>;
  /** on-ramp purchases (history with onramp=coinbase), kept apart */
  coinbaseTransactions: EntityState<Transaction, string>;
  loading: boolean;
  /** the last fetch found nothing (or failed) */
  empty: boolean;
  /** why the last fetch failed (SPEC §8 'Failed to fetch transactions', or the timeout); null after a success */
  error: ErrorInfo | null;
  /** the cursor of the next page; null when there is none */
  next: string | null;
  /** the network (CAIP-2) and account the list belongs to: a change of either starts it over */
  lastNetworkInView: string | null;
  address: string | null;
  nfts: NftHolding[];
  nftsStatus: NftsStatus;
  /** whose collectibles these are: listKey(network, address); null when they need fetching again */
  nftsFor: string | null;
}

/** Which network and account a list belongs to, as one comparable value. */
export const listKey = (network: string, address: string) => `${network}|${address.toLowerCase()}`;

const initialTransactionsState: TransactionsState = {
  transactions: transactionsAdapter.getInitialState(),
  coinbaseTransactions: transactionsAdapter.getInitialState(),
  loading: false,
  empty: false,
  error: null,
  next: null,
  lastNetworkInView: null,
  address: null,
  nfts: [],
  nftsStatus: 'idle',
  nftsFor: null,
};

/** ERROR_FETCH_TRANSACTIONS properties (SPEC §8): the payload is the tracking event's properties. */
interface TransactionsFetchFailure {
  network: string;
  address: string;
  projectId: string;
  cursor: string | null;
  [key: string]: string | number | boolean | null;
}

const isInView = (state: TransactionsState, list: { network: string; address: string }) =>
  state.lastNetworkInView === list.network && state.address === list.address;

const transactionsSlice = createSlice({
  name: 'walletGate/transactions',
  reducerPath: 'transactions',
  initialState: initialTransactionsState,
  reducers: {
    /** A new network or account in view: the list starts over (SPEC §3 lastNetworkInView). */
    viewChanged(state, action: PayloadAction<{ network: string; address: string }>) {
      const { nfts, nftsStatus, nftsFor } = state;
      // the account's purchases are kept across its networks (Activity shows those of the network in view)
      const coinbaseTransactions = state.address === action.payload.address ? state.coinbaseTransactions : initialTransactionsState.coinbaseTransactions;
      return { ...initialTransactionsState, nfts, nftsStatus, nftsFor, coinbaseTransactions, lastNetworkInView: action.payload.network, address: action.payload.address };
    },
    fetchStarted(state) {
      state.loading = true;
      state.error = null;
    },
    /** SPEC §4: loading, then empty or the next cursor set. */
    pageLoaded(state, action: PayloadAction<{ network: string; address: string; transactions: Transaction[]; next: string | null; onramp?: 'coinbase' }>) {
      if (!action.payload.onramp && !isInView(state, action.payload)) return; // a late page of a list no longer shown
      state.loading = false;
      if (action.payload.onramp) {
        // purchases are a list of their own (one page, as the API gives it now: statuses change), Activity's cursor
        // and empty flag stay as they are
        transactionsAdapter.setAll(state.coinbaseTransactions, action.payload.transactions);
        return;
      }
      state.next = action.payload.next;
      transactionsAdapter.addMany(state.transactions, action.payload.transactions);
      state.empty = state.transactions.ids.length === 0;
    },
    /** SPEC §8 'Failed to fetch transactions': the list is marked empty and the cursor cleared. */
    // the payload is ERROR_FETCH_TRANSACTIONS' properties; why it failed travels apart, in meta
    fetchFailed: {
      reducer(state, action: PayloadAction<TransactionsFetchFailure, string, { error: ErrorInfo }>) {
        if (!isInView(state, action.payload)) return;
        state.loading = false;
        state.empty = true;
        state.next = null;
        state.error = action.meta.error;
      },
      prepare: (payload: TransactionsFetchFailure, error: ErrorInfo = msg('failedToFetchTransactions')) => ({
        payload,
        meta: { error },
      }),
    },
    /** The on-ramp flows read the account's purchases again (in progress, then done): Activity's own fetch is untouched. */
    purchasesLoaded(state, action: PayloadAction<{ transactions: Transaction[] }>) {
      transactionsAdapter.setAll(state.coinbaseTransactions, action.payload.transactions);
    },
    /** Something was sent: the next look at Activity fetches again. */
    stale(state) {
      state.lastNetworkInView = null;
      state.nftsFor = null;
    },
    nftsLoading(state, action: PayloadAction<{ key: string }>) {
      state.nftsStatus = 'loading';
      state.nftsFor = action.payload.key;
    },
    nftsLoaded(state, action: PayloadAction<{ key: string; nfts: NftHolding[] }>) {
      state.nfts = action.payload.nfts;
      state.nftsStatus = 'ready';
      state.nftsFor = action.payload.key;
    },
    nftsFailed(state, action: PayloadAction<{ key: string }>) {
      state.nfts = [];
      state.nftsStatus = 'failed';
      state.nftsFor = action.payload.key;
    },
  },
  extraReducers: (builder) => {
    // nothing of an account outlives it
    builder.addCase(disconnected, () => initialTransactionsState);
  },
  selectors: {
    selectTransactionsState: (state) => state,
    selectTransactions: createSelector([(state: TransactionsState) => state.transactions], selectAllTransactions),
    selectCoinbaseTransactions: createSelector([(state: TransactionsState) => state.coinbaseTransactions], selectAllTransactions),
  },
});

export { transactionsRequested, moreTransactionsRequested, transactionsEndShown, nftsRequested, transactionsRetryRequested };

export const {
  viewChanged: transactionsViewChanged,
  fetchStarted: transactionsFetchStarted,
  pageLoaded: transactionsPageLoaded,
  fetchFailed: transactionsFetchFailed,
  stale: transactionsStale,
  purchasesLoaded: transactionsPurchasesLoaded,
  nftsLoading,
  nftsLoaded,
  nftsFailed,
} = transactionsSlice.actions;

declare module './reducer' {
  interface LazyLoadedSlices {
    transactions: TransactionsState;
  }
}
const injected = transactionsSlice.injectInto(walletGateReducer);
export const { selectTransactionsState, selectTransactions, selectCoinbaseTransactions } = injected.getSelectors(
  (s: WalletGateRootState) => selectWalletGate(s).transactions,
);

/** SPEC §3 transactionsByYear: year → month, newest first, derived from the list. */
export const selectTransactionsByYear = createSelector([selectTransactions], groupByYearAndMonth);

/**
 * What Activity lists: the chain's transactions and the on-ramp purchases on the network in view, by year and
 * month. A purchase stands for the chain transfer that paid it (same hash), so a bought amount shows once, as bought.
 */
export const selectActivityByYear = createSelector(
  [selectTransactions, selectCoinbaseTransactions, (s: WalletGateRootState) => selectActiveNetwork(s)?.caipNetworkId ?? null],
  (transactions, purchases, network) => {
    const bought = purchases.filter((p) => p.metadata.chain === network);
    if (!bought.length) return groupByYearAndMonth(transactions);
    const paid = new Set(bought.map((p) => p.metadata.hash.toLowerCase()).filter(Boolean));
    return groupByYearAndMonth([...bought, ...transactions.filter((tx) => !paid.has(tx.metadata.hash.toLowerCase()))]);
  },
);

export const selectNfts = (s: WalletGateRootState) => selectTransactionsState(s).nfts;

/** SPEC §3 lastNetworkInView: Activity's list belongs to another network or account, or went stale after a send. */
export const selectActivityOutdated = (s: WalletGateRootState): boolean => {
  const { lastNetworkInView, address } = selectTransactionsState(s);
  return (selectActiveNetwork(s)?.caipNetworkId ?? null) !== lastNetworkInView || selectAccountInfo(s).address !== address;
};

/** Whose collectibles are in view (listKey), or null with nothing connected. */
export const selectNftsKeyInView = (s: WalletGateRootState): string | null => {
  const network = selectActiveNetwork(s)?.caipNetworkId;
  const { address } = selectAccountInfo(s);
  return network && address ? listKey(network, address) : null;
};

/** The collectibles held are another network's or account's, or went stale after a send. */
export const selectNftsOutdated = (s: WalletGateRootState): boolean => {
  const key = selectNftsKeyInView(s);
  return key !== null && key !== selectTransactionsState(s).nftsFor;
};

