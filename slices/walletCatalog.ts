import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { WalletEntry } from '../src/core/api/catalog';
import type { ErrorInfo } from '../src/core/errors';
import { selectWalletGate, type WalletGateRootState } from './root';

/** A catalogue entry as /getWallets returns it (SPEC §3: image_id, rdns, chains, mobile/desktop/webapp links …). */
export type CatalogWallet = WalletEntry;

/** A wallet left out of featured/recommended because it is installed here: matched by rdns, else by name (SPEC §3). */
export interface ExcludedWallet {
  rdns: string | null;
  name: string;
}

/**
 * Every catalogue entry seen (list pages, featured, recommended, search), normalized by id; the lists below hold
 * ids only. The entity-adapter shape, written out: the adapter's code would cost the first bundle more than this.
 */
export interface CatalogWalletsState {
  ids: string[];
  entities: Record<string, CatalogWallet>;
}

function upsertWallets(table: CatalogWalletsState, wallets: CatalogWallet[]): void {
  for (const wallet of wallets) {
    if (!(wallet.id in table.entities)) table.ids.push(wallet.id);
    table.entities[wallet.id] = wallet;
  }
}

export interface CatalogSearchState {
  /** what the visitor typed; the request waits for 300 ms of quiet (SPEC §9) */
  query: string;
  /** the query `results` answer (trimmed); differs from `query` while a search is pending */
  resultsQuery: string;
  results: string[];
  count: number;
  loading: boolean;
  error: ErrorInfo | null;
}

export interface WalletCatalogState {
  /** the last All Wallets page loaded, 1-based; 0 before the first */
  page: number;
  /** how many wallets the catalogue holds for this site's filters */
  count: number;
  featured: string[];
  recommended: string[];
  wallets: CatalogWalletsState;
  /** the All Wallets order: ids of the pages loaded so far, page after page */
  list: string[];
  search: CatalogSearchState;
  excludedWallets: ExcludedWallet[];
  /** a list page is on its way */
  loading: boolean;
  /** the last list page failed; the view offers "Try again" */
  error: ErrorInfo | null;
  /** featured and recommended: fetched once, when the modal first opens */
  highlights: 'idle' | 'loading' | 'ready' | 'failed';
}

const initialSearch: CatalogSearchState = { query: '', resultsQuery: '', results: [], count: 0, loading: false, error: null };

const initialState: WalletCatalogState = {
  page: 0,
  count: 0,
  featured: [],
  recommended: [],
  wallets: { ids: [], entities: {} },
  list: [],
  search: initialSearch,
  excludedWallets: [],
  loading: false,
  error: null,
  highlights: 'idle',
};

const ids = (wallets: CatalogWallet[]) => wallets.map((w) => w.id);

export const walletCatalogSlice = createSlice({
  name: 'walletGate/walletCatalog',
  initialState,
  reducers: {
    catalogHighlightsRequested(state, action: PayloadAction<{ excludedWallets: ExcludedWallet[] }>) {
      state.highlights = 'loading';
      state.excludedWallets = action.payload.excludedWallets;
    },
    catalogHighlightsLoaded(state, action: PayloadAction<{ featured: CatalogWallet[]; recommended: CatalogWallet[]; count: number }>) {
      const { featured, recommended, count } = action.payload;
      upsertWallets(state.wallets, [...featured, ...recommended]);
      state.featured = ids(featured);
      state.recommended = ids(recommended);
      state.highlights = 'ready';
      // Until All Wallets loads its first page, the recommended query's total stands in for the count.
      if (state.page === 0) state.count = count;
    },
    catalogHighlightsFailed(state, _action: PayloadAction<ErrorInfo>) {
      state.highlights = 'failed';
    },
    /** All Wallets asks for the next page (infinite scroll); the saga ignores it past `count` or while loading. */
    catalogNextPageRequested() {},
    /** "Try again" after a failed page. */
    catalogRetryRequested() {},
    catalogPageRequested(state, _action: PayloadAction<{ page: number }>) {
      state.loading = true;
      state.error = null;
    },
    catalogPageLoaded(state, action: PayloadAction<{ page: number; wallets: CatalogWallet[]; count: number }>) {
      const { page, wallets, count } = action.payload;
      upsertWallets(state.wallets, wallets);
      const seen = new Set(page === 1 ? [] : state.list);
      state.list = [...(page === 1 ? [] : state.list), ...ids(wallets).filter((id) => !seen.has(id))];
      state.page = page;
      state.count = count;
      state.loading = false;
      state.error = null;
    },
    catalogPageFailed(state, action: PayloadAction<ErrorInfo>) {
      state.loading = false;
      state.error = action.payload;
    },
    /** Every keystroke in the search box; an empty query shows the full list again at once. */
    catalogSearchChanged(state, action: PayloadAction<string>) {
      state.search.query = action.payload;
      state.search.error = null;
      if (action.payload.trim() === '') state.search = initialSearch;
    },
    /** The search actually sent, after 300 ms of quiet (tracked as SEARCH_WALLET). */
    catalogSearchRequested(state, _action: PayloadAction<{ query: string }>) {
      state.search.loading = true;
      state.search.error = null;
    },
    catalogSearchLoaded(state, action: PayloadAction<{ query: string; wallets: CatalogWallet[]; count: number }>) {
      upsertWallets(state.wallets, action.payload.wallets);
      state.search.resultsQuery = action.payload.query;
      state.search.results = ids(action.payload.wallets);
      state.search.count = action.payload.count;
      state.search.loading = false;
    },
    catalogSearchFailed(state, action: PayloadAction<{ query: string; error: ErrorInfo }>) {
      state.search.loading = false;
      state.search.error = action.payload.error;
    },
    /** A rendered wallet has no image yet: load it (images past the first 20 load as they are shown). */
    walletImageRequested(_state, _action: PayloadAction<string>) {},
  },
});

export const {
  catalogHighlightsRequested,
  catalogHighlightsLoaded,
  catalogHighlightsFailed,
  catalogNextPageRequested,
  catalogRetryRequested,
  catalogPageRequested,
  catalogPageLoaded,
  catalogPageFailed,
  catalogSearchChanged,
  catalogSearchRequested,
  catalogSearchLoaded,
  catalogSearchFailed,
  walletImageRequested,
} = walletCatalogSlice.actions;

export const selectWalletCatalog = (s: WalletGateRootState) => selectWalletGate(s).walletCatalog;
export const selectCatalogWalletById = (s: WalletGateRootState, id: string): CatalogWallet | undefined =>
  selectWalletGate(s).walletCatalog.wallets.entities[id];
export const selectCatalogSearch = (s: WalletGateRootState) => selectWalletGate(s).walletCatalog.search;
export const selectCatalogCount = (s: WalletGateRootState) => selectWalletGate(s).walletCatalog.count;

const selectEntities = (s: WalletGateRootState) => selectWalletGate(s).walletCatalog.wallets.entities;
const resolve = (idList: string[], entities: Record<string, CatalogWallet | undefined>) =>
  idList.flatMap((id) => (entities[id] ? [entities[id]] : []));

/** The All Wallets list in catalogue order, as far as it is loaded. */
export const selectCatalogList = createSelector(
  [(s: WalletGateRootState) => selectWalletGate(s).walletCatalog.list, selectEntities],
  resolve,
);
export const selectFeaturedWallets = createSelector(
  [(s: WalletGateRootState) => selectWalletGate(s).walletCatalog.featured, selectEntities],
  resolve,
);
export const selectRecommendedWallets = createSelector(
  [(s: WalletGateRootState) => selectWalletGate(s).walletCatalog.recommended, selectEntities],
  resolve,
);
export const selectCatalogSearchResults = createSelector([(s: WalletGateRootState) => selectWalletGate(s).walletCatalog.search.results, selectEntities], resolve);
