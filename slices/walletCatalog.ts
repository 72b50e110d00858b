/**
 * The wallet catalogue (SPEC §3): featured, recommended, the All Wallets pages, search, and the wallets left out
 * because they are installed. Importing this module injects the slice into walletGateReducer; its selectors
 * answer the initial state until the store has it.
 */
import { createEntityAdapter, createSelector, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { WalletEntry } from '../src/core/api/catalog';
import type { ErrorInfo } from '../src/core/errors/catalogue';
import { walletGateReducer } from './reducer';
import { selectWalletGate, type WalletGateRootState } from './root';
import { catalogCertifiedOnlyChanged, catalogSearchChanged, catalogSearchRequested } from './walletCatalogRequests';

export * from './walletCatalogRequests';

/** A catalogue entry as /getWallets returns it (SPEC §3: image_id, rdns, chains, mobile/desktop/webapp links …). */
export type CatalogWallet = WalletEntry;

/** A wallet left out of featured/recommended because it is installed here: matched by rdns, else by name (SPEC §3). */
export interface ExcludedWallet {
  rdns: string | null;
  name: string;
}

/** Every catalogue entry seen (list pages, featured, recommended, search), normalized by id; the lists below hold ids only. */
const walletsAdapter = createEntityAdapter<CatalogWallet>();

/**
 * Part of WalletGateState, which hosts read.
 * @public
 */
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
  wallets: EntityState<CatalogWallet, string>;
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
  /** All Wallets lists certified wallets only (SPEC §7 getWallets badge_type) */
  certifiedOnly: boolean;
}

const initialSearch: CatalogSearchState = { query: '', resultsQuery: '', results: [], count: 0, loading: false, error: null };

const initialCatalogState: WalletCatalogState = {
  page: 0,
  count: 0,
  featured: [],
  recommended: [],
  wallets: walletsAdapter.getInitialState(),
  list: [],
  search: initialSearch,
  excludedWallets: [],
  loading: false,
  error: null,
  highlights: 'idle',
  certifiedOnly: false,
};

const ids = (wallets: CatalogWallet[]) => wallets.map((w) => w.id);
const { selectEntities } = walletsAdapter.getSelectors();
const resolve = (idList: string[], entities: Record<string, CatalogWallet | undefined>) =>
  idList.flatMap((id) => (entities[id] ? [entities[id]] : []));
/** The wallets a list of ids names, in its order; the same array until the list or the wallets change. */
const listed = (pick: (state: WalletCatalogState) => string[]) =>
  createSelector([pick, (state: WalletCatalogState) => selectEntities(state.wallets)], resolve);

const walletCatalogSlice = createSlice({
  name: 'walletGate/walletCatalog',
  reducerPath: 'walletCatalog',
  initialState: initialCatalogState,
  reducers: {
    catalogHighlightsRequested(state, action: PayloadAction<{ excludedWallets: ExcludedWallet[] }>) {
      state.highlights = 'loading';
      state.excludedWallets = action.payload.excludedWallets;
    },
    catalogHighlightsLoaded(state, action: PayloadAction<{ featured: CatalogWallet[]; recommended: CatalogWallet[]; count: number }>) {
      const { featured, recommended, count } = action.payload;
      walletsAdapter.upsertMany(state.wallets, [...featured, ...recommended]);
      state.featured = ids(featured);
      state.recommended = ids(recommended);
      state.highlights = 'ready';
      // Until All Wallets loads its first page, the recommended query's total stands in for the count.
      if (state.page === 0) state.count = count;
    },
    catalogHighlightsFailed(state, _action: PayloadAction<ErrorInfo>) {
      state.highlights = 'failed';
    },
    catalogPageRequested(state, _action: PayloadAction<{ page: number }>) {
      state.loading = true;
      state.error = null;
    },
    catalogPageLoaded(state, action: PayloadAction<{ page: number; wallets: CatalogWallet[]; count: number }>) {
      const { page, wallets, count } = action.payload;
      walletsAdapter.upsertMany(state.wallets, wallets);
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
    catalogSearchLoaded(state, action: PayloadAction<{ query: string; wallets: CatalogWallet[]; count: number }>) {
      walletsAdapter.upsertMany(state.wallets, action.payload.wallets);
      state.search.resultsQuery = action.payload.query;
      state.search.results = ids(action.payload.wallets);
      state.search.count = action.payload.count;
      state.search.loading = false;
    },
    catalogSearchFailed(state, action: PayloadAction<{ query: string; error: ErrorInfo }>) {
      state.search.loading = false;
      state.search.error = action.payload.error;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(catalogSearchChanged, (state, action) => {
      state.search.query = action.payload;
      state.search.error = null;
      if (action.payload.trim() === '') state.search = initialSearch;
    });
    // another filter: the list and the results start again from their first page
    builder.addCase(catalogCertifiedOnlyChanged, (state, action) => {
      if (state.certifiedOnly === action.payload) return;
      state.certifiedOnly = action.payload;
      Object.assign(state, { page: 0, count: 0, list: [], loading: false, error: null });
      state.search = { ...initialSearch, query: state.search.query };
    });
    builder.addCase(catalogSearchRequested, (state) => {
      state.search.loading = true;
      state.search.error = null;
    });
  },
  selectors: {
    selectWalletCatalog: (state) => state,
    selectCatalogWalletById: (state, id: string): CatalogWallet | undefined => state.wallets.entities[id],
    /** every catalogue entry seen so far, by id */
    selectCatalogWalletEntities: (state) => state.wallets.entities,
    selectCatalogSearch: (state) => state.search,
    selectCatalogCount: (state) => state.count,
    /** The All Wallets list in catalogue order, as far as it is loaded. */
    selectCatalogList: listed((state) => state.list),
    selectFeaturedWallets: listed((state) => state.featured),
    selectRecommendedWallets: listed((state) => state.recommended),
    selectCatalogSearchResults: listed((state) => state.search.results),
  },
});

export const {
  catalogHighlightsRequested,
  catalogHighlightsLoaded,
  catalogHighlightsFailed,
  catalogPageRequested,
  catalogPageLoaded,
  catalogPageFailed,
  catalogSearchLoaded,
  catalogSearchFailed,
} = walletCatalogSlice.actions;

declare module './reducer' {
  interface LazyLoadedSlices {
    walletCatalog: WalletCatalogState;
  }
}

const injected = walletCatalogSlice.injectInto(walletGateReducer);
export const {
  selectWalletCatalog,
  selectCatalogWalletById,
  selectCatalogWalletEntities,
  selectCatalogSearch,
  selectCatalogCount,
  selectCatalogList,
  selectFeaturedWallets,
  selectRecommendedWallets,
  selectCatalogSearchResults,
} = injected.getSelectors((s: WalletGateRootState) => selectWalletGate(s).walletCatalog);
