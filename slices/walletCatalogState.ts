/**
 * The wallet catalogue's state shape, initial state and selectors — light enough for the first bundle. The slice
 * itself (slices/walletCatalog.ts) loads with the catalogue flows and views and injects itself; until then the
 * selectors read the initial state.
 */
import { createSelector } from '@reduxjs/toolkit';
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

export function upsertWallets(table: CatalogWalletsState, wallets: CatalogWallet[]): void {
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

export const initialSearch: CatalogSearchState = { query: '', resultsQuery: '', results: [], count: 0, loading: false, error: null };

export const initialCatalogState: WalletCatalogState = {
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


declare module './reducer' {
  interface LazyLoadedSlices {
    walletCatalog: WalletCatalogState;
  }
}

export const selectWalletCatalog = (s: WalletGateRootState) => (selectWalletGate(s).walletCatalog ?? initialCatalogState);
export const selectCatalogWalletById = (s: WalletGateRootState, id: string): CatalogWallet | undefined =>
  (selectWalletGate(s).walletCatalog ?? initialCatalogState).wallets.entities[id];
export const selectCatalogSearch = (s: WalletGateRootState) => (selectWalletGate(s).walletCatalog ?? initialCatalogState).search;
export const selectCatalogCount = (s: WalletGateRootState) => (selectWalletGate(s).walletCatalog ?? initialCatalogState).count;

const selectEntities = (s: WalletGateRootState) => (selectWalletGate(s).walletCatalog ?? initialCatalogState).wallets.entities;
const resolve = (idList: string[], entities: Record<string, CatalogWallet | undefined>) =>
  idList.flatMap((id) => (entities[id] ? [entities[id]] : []));

/** The All Wallets list in catalogue order, as far as it is loaded. */
export const selectCatalogList = createSelector(
  [(s: WalletGateRootState) => (selectWalletGate(s).walletCatalog ?? initialCatalogState).list, selectEntities],
  resolve,
);
export const selectFeaturedWallets = createSelector(
  [(s: WalletGateRootState) => (selectWalletGate(s).walletCatalog ?? initialCatalogState).featured, selectEntities],
  resolve,
);
export const selectRecommendedWallets = createSelector(
  [(s: WalletGateRootState) => (selectWalletGate(s).walletCatalog ?? initialCatalogState).recommended, selectEntities],
  resolve,
);
export const selectCatalogSearchResults = createSelector([(s: WalletGateRootState) => (selectWalletGate(s).walletCatalog ?? initialCatalogState).search.results, selectEntities], resolve);
