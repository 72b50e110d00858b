/** The wallet catalogue slice. Loaded with the catalogue: importing this module injects it into walletGateReducer. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorInfo } from '../src/core/errors';
import { walletGateReducer } from './reducer';
import { initialCatalogState, initialSearch, upsertWallets, type CatalogWallet, type ExcludedWallet } from './walletCatalogState';
import { catalogSearchChanged, catalogSearchRequested } from './walletCatalogRequests';

export * from './walletCatalogState';
export * from './walletCatalogRequests';

const ids = (wallets: CatalogWallet[]) => wallets.map((w) => w.id);

export const walletCatalogSlice = createSlice({
  name: 'walletGate/walletCatalog',
  initialState: initialCatalogState,
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
  },
  extraReducers: (builder) => {
    builder.addCase(catalogSearchChanged, (state, action) => {
      state.search.query = action.payload;
      state.search.error = null;
      if (action.payload.trim() === '') state.search = initialSearch;
    });
    builder.addCase(catalogSearchRequested, (state) => {
      state.search.loading = true;
      state.search.error = null;
    });
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


walletGateReducer.inject({ reducerPath: 'walletCatalog', reducer: walletCatalogSlice.reducer });
