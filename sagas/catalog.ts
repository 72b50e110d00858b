/**
 * The wallet catalogue flows (SPEC §3 wallet catalogue, §7, §9). Loaded lazily when the modal first opens:
 * featured + recommended for Connect, All Wallets paging, debounced search, and wallet images.
 */
import { actionChannel, all, call, cancelled, delay, fork, put, race, select, take, takeLatest } from 'redux-saga/effects';
import { buffers, channel, type Channel } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { catalogRetryRequested, catalogRowsShown, catalogSearchChanged, catalogSearchRequested, opened, pushed, replaced, reset, selectCatalogList, selectCatalogSearchResults, selectConfig, selectIsOpen, selectMergedConnectors, selectView, selectWalletCatalog, selectWalletImages, wentBack, wentBackToIndex, type CatalogWallet, type ExcludedWallet, type WalletCatalogState } from '../slices';
import { catalogCertifiedOnlyChanged } from '../slices/walletCatalogRequests';
import { catalogHighlightsFailed, catalogHighlightsLoaded, catalogHighlightsRequested, catalogPageFailed, catalogPageLoaded, catalogPageRequested, catalogSearchFailed, catalogSearchLoaded } from '../slices/walletCatalog';
import { assetImageLoaded } from '../slices/assets';
import type { GetWalletsResponse } from '../src/core/api/catalog';
import type { Connector } from '../src/core/connectors';
import { msg } from '../src/core/errors/catalogue';
import { LIMITS, QUERY_RETRY, TIMING } from '../src/core/constants';
import type { ValidOptions } from '../src/core/options';
import type { View } from '../src/core/views';
import { GRID_START, gridWindow, type GridRowsShown, type GridWindow } from '../src/core/walletGrid';
import { createCatalogClient, releaseImageUrl, toCatalogError, type CatalogClient, type WalletsRequest } from '../src/services/catalog';
import { ResponseShapeError } from '../src/services/http';
import { isRetryable, withBackoff } from './backoff';
import type { WalletGateDeps } from './deps';
import type { Intake } from './lazy';
import { spawnIsolated, type Watcher } from './isolate';
import { watchAssetImages } from './assetImages';

/** Images load a few at a time; a fast scroll drops the oldest asks (their rows are gone) rather than queueing 1,000. */
const IMAGE_WORKERS = 4;
const IMAGE_QUEUE = 48;

interface Catalog {
  client: CatalogClient;
  config: ValidOptions;
  /** CAIP-2 ids of the site's networks: the catalogue lists only wallets for them */
  chains: string[];
  /** images the rows on screen lack, held until the scroll settles */
  asked: Channel<string>;
  /** images to fetch now, taken by the workers */
  images: Channel<string>;
}

/** A malformed answer will not improve by asking again: only network failures and SPEC §8 statuses are retried. */
const retryable = (error: unknown) => !(error instanceof ResponseShapeError) && isRetryable(error);

// Each attempt is under the request timeout; cancelling the flow (a newer search) aborts the request in flight.
const getWallets = (catalog: Catalog, request: WalletsRequest) =>
  withBackoff<GetWalletsResponse>((signal) => catalog.client.getWallets({ ...request, chains: catalog.chains }, signal), QUERY_RETRY, retryable);

/** SPEC §9: images are prefetched for the first 20 wallets of a list about to be shown; the rest load as scrolled to. */
function* prefetchImages(catalog: Catalog, wallets: CatalogWallet[]) {
  for (const wallet of wallets.slice(0, LIMITS.prefetchedWalletImages)) {
    if (wallet.image_id) yield put(catalog.images, wallet.image_id);
  }
}

/** An installed wallet is left out of featured/recommended: it is already listed as installed. */
function isExcluded(wallet: CatalogWallet, excluded: ExcludedWallet[]): boolean {
  const name = wallet.name.trim().toLowerCase();
  return excluded.some((e) => (e.rdns && wallet.rdns ? e.rdns === wallet.rdns : e.name.trim().toLowerCase() === name));
}

function installedWallets(connectors: Connector[]): ExcludedWallet[] {
  return connectors
    .filter((c) => c.type !== 'AUTH' && c.type !== 'WALLET_CONNECT')
    .map((c) => ({ rdns: c.rdns ?? null, name: c.name }));
}

/** Featured (the site's featuredWalletIds, in that order) and recommended, 4 each; true when they loaded. */
function* loadHighlights(catalog: Catalog) {
  const { config } = catalog;
  const connectors: Connector[] = yield select(selectMergedConnectors);
  const excludedWallets = installedWallets(connectors);
  yield put(catalogHighlightsRequested({ excludedWallets }));
  const featuredIds = config.featuredWalletIds;
  const base = { page: 1, entries: LIMITS.featuredWallets };
  try {
    const [featured, recommended]: [GetWalletsResponse | null, GetWalletsResponse] = yield all([
      featuredIds.length > 0 ? call(getWallets, catalog, { ...base, include: featuredIds, exclude: config.excludeWalletIds }) : null,
      // Recommended never repeats a featured wallet.
      call(getWallets, catalog, { ...base, include: config.includeWalletIds, exclude: [...config.excludeWalletIds, ...featuredIds] }),
    ]);
    const rank = (w: CatalogWallet) => featuredIds.indexOf(w.id);
    const featuredWallets = (featured?.data ?? []).filter((w) => !isExcluded(w, excludedWallets)).sort((a, b) => rank(a) - rank(b));
    const recommendedWallets = recommended.data.filter((w) => !isExcluded(w, excludedWallets));
    yield put(
      catalogHighlightsLoaded({
        featured: featuredWallets,
        recommended: recommendedWallets,
        count: recommended.count + (featured?.data.length ?? 0),
      }),
    );
    yield call(prefetchImages, catalog, [...featuredWallets, ...recommendedWallets]);
    return true;
  } catch (error) {
    yield put(catalogHighlightsFailed(toCatalogError(error)));
    return false;
  }
}

/** Once per instance: at the first opening; a failure is tried again at the next opening. */
function* watchHighlights(catalog: Catalog) {
  while (true) {
    const loaded: boolean = yield call(loadHighlights, catalog);
    if (loaded) return;
    yield take(opened.type);
  }
}

/** SPEC §7 badge_type: the visitor's "Certified only" filter, for the list and the search. */
function* badgeFilter() {
  const { certifiedOnly }: WalletCatalogState = yield select(selectWalletCatalog);
  return certifiedOnly ? { badge: 'certified' as const } : {};
}

function* loadPage(catalog: Catalog, page: number) {
  const { config } = catalog;
  const badge: { badge?: 'certified' } = yield call(badgeFilter);
  yield put(catalogPageRequested({ page }));
  try {
    const response: GetWalletsResponse = yield call(getWallets, catalog, {
      page,
      entries: LIMITS.walletListPage,
      include: config.includeWalletIds,
      exclude: config.excludeWalletIds,
      ...badge,
    });
    yield put(catalogPageLoaded({ page, wallets: response.data, count: response.count }));
    if (page === 1) yield call(prefetchImages, catalog, response.data);
  } catch (error) {
    yield put(catalogPageFailed(toCatalogError(error)));
  }
}

const ROUTER_CHANGES: string[] = [opened.type, pushed.type, replaced.type, reset.type, wentBack.type, wentBackToIndex.type];

/**
 * Where the visitor scrolled each grid. The All Wallets list keeps its own while search results show: it stays
 * mounted (hidden), scrolled where it was, and comes back as it was when the query is cleared.
 */
interface ShownRows {
  list: GridRowsShown;
  search: GridRowsShown;
}

interface GridOnScreen {
  searching: boolean;
  wallets: CatalogWallet[];
  window: GridWindow;
}

/** The grid All Wallets shows (the results while a query has them, else the list) and its window; null if none. */
function* gridOnScreen(shown: ShownRows) {
  const open: boolean = yield select(selectIsOpen);
  const view: View = yield select(selectView);
  if (!open || view !== 'AllWallets') return null;
  const { search }: WalletCatalogState = yield select(selectWalletCatalog);
  const query = search.query.trim();
  if (query && (search.resultsQuery !== query || search.error)) return null; // skeletons or the error show
  const wallets: CatalogWallet[] = yield select(query ? selectCatalogSearchResults : selectCatalogList);
  const rows = query ? shown.search : shown.list;
  const grid: GridOnScreen = { searching: Boolean(query), wallets, window: gridWindow(wallets.length, rows.topRow, rows.viewportHeight) };
  return grid;
}

/** The rendered rows' wallets still without an image: queued, and fetched once the scroll settles. */
function* askForImages(catalog: Catalog, { wallets, window }: GridOnScreen) {
  const loaded: Record<string, string> = yield select(selectWalletImages);
  for (const wallet of wallets.slice(window.firstItem, window.endItem)) {
    if (wallet.image_id && !loaded[wallet.image_id]) yield put(catalog.asked, wallet.image_id);
  }
}

/** A step of the list flow: the flow starting, a page just loaded (or failed), or an action. */
type ListStep = 'start' | 'pageDone' | Action;

/**
 * All Wallets: page 1 when the view first shows; then, from where the visitor scrolled (catalogRowsShown), the
 * rendered rows' images and, while those rows are near the end of the loaded list, one page of 40 at a time
 * until `count` — checked again after each page, so a visitor still at the end gets the next one.
 */
function* watchList(catalog: Catalog) {
  const shown: ShownRows = { list: GRID_START, search: GRID_START };
  // buffered: a scroll during a page load is still seen once the page is in
  const changes: Channel<Action> = yield actionChannel(
    [...ROUTER_CHANGES, catalogRowsShown.type, catalogRetryRequested.type, catalogSearchChanged.type, catalogSearchLoaded.type, catalogCertifiedOnlyChanged.type],
    buffers.expanding<Action>(16),
  );
  let previousView: View | null = null;
  const initial: WalletCatalogState = yield select(selectWalletCatalog);
  let query = initial.search.query.trim();
  let step: ListStep = 'start';
  while (true) {
    const view: View = yield select(selectView);
    const state: WalletCatalogState = yield select(selectWalletCatalog);
    const routed = step === 'start' || (typeof step === 'object' && ROUTER_CHANGES.includes(step.type));
    if (typeof step === 'object') {
      if (catalogRowsShown.match(step)) {
        if (state.search.query.trim()) shown.search = step.payload;
        else shown.list = step.payload;
      } else if (catalogSearchChanged.match(step) && step.payload.trim() !== query) {
        // another query unmounts the results grid: the next one starts at the top
        query = step.payload.trim();
        shown.search = GRID_START;
      } else if (catalogCertifiedOnlyChanged.match(step)) {
        // another filter: both grids start at the top; a query on screen is searched again with it
        shown.list = GRID_START;
        shown.search = GRID_START;
        if (state.search.query.trim()) yield put(catalogSearchChanged(state.search.query));
      } else if (routed && view === 'AllWallets' && (previousView !== 'AllWallets' || opened.match(step))) {
        // the view (re)mounts: its grids start at the top
        shown.list = GRID_START;
        shown.search = GRID_START;
      }
    }
    previousView = view;

    const more = state.page === 0 || state.page * LIMITS.walletListPage < state.count;
    let next: number | null = null;
    if (!state.loading && more) {
      if (routed) {
        // Coming (back) to the view also retries a first page that failed earlier.
        if (view === 'AllWallets' && state.page === 0) next = 1;
      } else if (typeof step === 'object' && catalogCertifiedOnlyChanged.match(step)) {
        if (view === 'AllWallets') next = 1;
      } else if (typeof step === 'object' && catalogRetryRequested.match(step) && state.error) {
        next = state.page + 1;
      }
    }
    if (next === null) {
      const grid: GridOnScreen | null = yield call(gridOnScreen, shown);
      if (grid) {
        yield call(askForImages, catalog, grid);
        const canLoadMore = !grid.searching && grid.wallets.length > 0 && state.page > 0 && !state.loading && !state.error && more;
        if (canLoadMore && grid.window.nearEnd) next = state.page + 1;
      }
    }
    if (next !== null) {
      yield call(loadPage, catalog, next);
      step = 'pageDone';
    } else {
      step = yield take(changes);
    }
  }
}

function* searchWallets(catalog: Catalog, { payload }: ReturnType<typeof catalogSearchChanged>) {
  const query = payload.trim();
  if (!query) return;
  // SPEC §9: the request waits for 300 ms of quiet; a newer keystroke cancels this one (takeLatest).
  yield delay(TIMING.searchDebounceMs);
  const { search }: WalletCatalogState = yield select(selectWalletCatalog);
  if (search.resultsQuery === query && !search.error) return;
  const badge: { badge?: 'certified' } = yield call(badgeFilter);
  yield put(catalogSearchRequested({ query }));
  try {
    const { config } = catalog;
    const response: GetWalletsResponse = yield call(getWallets, catalog, {
      page: 1,
      entries: LIMITS.walletSearchPage,
      search: query,
      include: config.includeWalletIds,
      exclude: config.excludeWalletIds,
      ...badge,
    });
    yield put(catalogSearchLoaded({ query, wallets: response.data, count: response.count }));
    yield call(prefetchImages, catalog, response.data);
  } catch (error) {
    yield put(catalogSearchFailed({ query, error: toCatalogError(error) }));
  }
}

function* imageWorker(catalog: Catalog, started: Set<string>, urls: string[]) {
  while (true) {
    const imageId: string = yield take(catalog.images);
    const loaded: Record<string, string> = yield select(selectWalletImages);
    if (started.has(imageId) || loaded[imageId]) continue;
    started.add(imageId);
    try {
      const url: string = yield call(withBackoff<string>, (signal) => catalog.client.fetchWalletImage(imageId, signal), QUERY_RETRY, retryable);
      urls.push(url);
      yield put(assetImageLoaded({ kind: 'wallet', id: imageId, url }));
    } catch {
      // The wallet keeps its placeholder; an image is never worth an error on screen.
    }
  }
}

/**
 * The list flow asks for the images of the rows on screen. While the visitor scrolls, those asks are held until the
 * scroll pauses; then the latest ones (the rows in view) go to the workers, and the rows flown past are never fetched.
 */
function* settleImageRequests(asked: Channel<string>, images: Channel<string>) {
  while (true) {
    const batch: string[] = [yield take(asked)];
    while (true) {
      const { next }: { next?: string } = yield race({ next: take(asked), quiet: delay(TIMING.imageRequestSettleMs) });
      if (next === undefined) break;
      batch.push(next);
    }
    for (const imageId of batch.slice(-IMAGE_QUEUE)) yield put(images, imageId);
  }
}

function* watchImages(catalog: Catalog) {
  const started = new Set<string>();
  const urls: string[] = [];
  try {
    for (let i = 0; i < IMAGE_WORKERS; i += 1) yield fork(imageWorker, catalog, started, urls);
    // Blocking (not forked): this frame stays alive, so `finally` sees the cancellation.
    yield call(settleImageRequests, catalog.asked, catalog.images);
  } finally {
    const wasCancelled: boolean = yield cancelled();
    if (wasCancelled) urls.forEach(releaseImageUrl);
  }
}

/** Without a project id the hosted catalogue answers nothing (SPEC §8 'Project ID Not Configured'): All Wallets says so. */
function* refuseList() {
  const refusal = msg('APKT001');
  let view: View = yield select(selectView);
  while (true) {
    if (view === 'AllWallets') yield put(catalogPageFailed(refusal));
    yield take([...ROUTER_CHANGES, catalogRetryRequested.type]);
    view = yield select(selectView);
  }
}

/** The lazily loaded entry: `intake` holds the catalogue requests, from those that arrived while this chunk loaded on. */
export function* runFlows(deps: WalletGateDeps, intake: Intake) {
  const config: ValidOptions | null = yield select(selectConfig);
  if (!config) return;
  if (!config.projectId) {
    yield call(refuseList);
    return;
  }
  const catalog: Catalog = {
    config,
    chains: config.networks.map((n) => n.caipNetworkId),
    client: createCatalogClient({
      fetch: deps.fetch,
      catalogApi: config.endpoints.catalogApi,
      projectId: config.projectId,
      sdkType: config.sdkType,
      sdkVersion: config.sdkVersion,
    }),
    asked: channel<string>(buffers.sliding(IMAGE_QUEUE)),
    images: channel<string>(buffers.sliding(IMAGE_QUEUE)),
  };
  // the watchers share the client and image queue through this closure, never through module state
  const watchers: Watcher[] = [
    function* watchCatalogImages() {
      yield* watchImages(catalog);
    },
    function* watchRegistryImages() {
      yield* watchAssetImages(catalog.client, config);
    },
    function* watchCatalogHighlights() {
      yield* watchHighlights(catalog);
    },
    function* watchCatalogList() {
      yield* watchList(catalog);
    },
    function* watchCatalogSearch() {
      yield takeLatest(intake.from(catalogSearchChanged), searchWallets, catalog);
    },
  ];
  yield* spawnIsolated(watchers, deps);
}
