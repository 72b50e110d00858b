/**
 * The wallet catalogue flows (SPEC §3 wallet catalogue, §7, §9). Loaded lazily when the modal first opens:
 * featured + recommended for Connect, All Wallets paging, debounced search, and wallet images.
 */
import { all, call, cancelled, delay, fork, put, race, select, take, takeLatest } from 'redux-saga/effects';
import { buffers, channel, type Channel } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { catalogNextPageRequested, catalogRetryRequested, catalogSearchChanged, catalogSearchRequested, opened, pushed, replaced, reset, selectConfig, selectMergedConnectors, selectView, selectWalletCatalog, selectWalletImages, walletImageRequested, wentBack, wentBackToIndex, type CatalogWallet, type ExcludedWallet, type WalletCatalogState } from '../slices';
import { catalogHighlightsFailed, catalogHighlightsLoaded, catalogHighlightsRequested, catalogPageFailed, catalogPageLoaded, catalogPageRequested, catalogSearchFailed, catalogSearchLoaded } from '../slices/walletCatalog';
import { assetImageLoaded } from '../slices/assets';
import type { GetWalletsResponse } from '../src/core/api/catalog';
import type { Connector } from '../src/core/connectors';
import { ALERTS } from '../src/core/errors';
import { LIMITS, QUERY_RETRY, TIMING } from '../src/core/constants';
import type { ValidOptions } from '../src/core/options';
import type { View } from '../src/core/views';
import { createCatalogClient, releaseImageUrl, toCatalogError, type CatalogClient, type WalletsRequest } from '../src/services/catalog';
import { ResponseShapeError } from '../src/services/http';
import { isRetryable, withBackoff } from './backoff';
import type { WalletGateDeps } from './deps';
import type { Intake } from './lazy';
import { spawnIsolated, type Watcher } from './isolate';

/** Images load a few at a time; a fast scroll drops the oldest asks (their rows are gone) rather than queueing 1,000. */
const IMAGE_WORKERS = 4;
const IMAGE_QUEUE = 48;

interface Catalog {
  client: CatalogClient;
  config: ValidOptions;
  /** CAIP-2 ids of the site's networks: the catalogue lists only wallets for them */
  chains: string[];
  images: Channel<string>;
}

/** A malformed answer will not improve by asking again: only network failures and SPEC §8 statuses are retried. */
const retryable = (error: unknown) => !(error instanceof ResponseShapeError) && isRetryable(error);

const getWallets = (catalog: Catalog, request: WalletsRequest, signal?: AbortSignal) =>
  withBackoff<GetWalletsResponse>(() => catalog.client.getWallets({ ...request, chains: catalog.chains }, signal), QUERY_RETRY, retryable);

/** SPEC §9: images are prefetched for the first 20 wallets of a list about to be shown; the rest load as rendered. */
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

function* loadPage(catalog: Catalog, page: number) {
  const { config } = catalog;
  yield put(catalogPageRequested({ page }));
  try {
    const response: GetWalletsResponse = yield call(getWallets, catalog, {
      page,
      entries: LIMITS.walletListPage,
      include: config.includeWalletIds,
      exclude: config.excludeWalletIds,
    });
    yield put(catalogPageLoaded({ page, wallets: response.data, count: response.count }));
    if (page === 1) yield call(prefetchImages, catalog, response.data);
  } catch (error) {
    yield put(catalogPageFailed(toCatalogError(error)));
  }
}

const ROUTER_CHANGES: string[] = [opened.type, pushed.type, replaced.type, reset.type, wentBack.type, wentBackToIndex.type];

/** All Wallets: page 1 when the view first shows, then one page of 40 per request until `count` is reached. */
function* watchList(catalog: Catalog) {
  let action: Action | null = null;
  while (true) {
    const view: View = yield select(selectView);
    const state: WalletCatalogState = yield select(selectWalletCatalog);
    const more = state.page === 0 || state.page * LIMITS.walletListPage < state.count;
    let next: number | null = null;
    if (!state.loading && more) {
      if (action === null || ROUTER_CHANGES.includes(action.type)) {
        // Coming (back) to the view also retries a first page that failed earlier.
        if (view === 'AllWallets' && state.page === 0) next = 1;
      } else if (action.type === catalogNextPageRequested.type) {
        if (state.page > 0 && !state.error) next = state.page + 1;
      } else if (action.type === catalogRetryRequested.type && state.error) {
        next = state.page + 1;
      }
    }
    if (next !== null) yield call(loadPage, catalog, next);
    action = yield take([...ROUTER_CHANGES, catalogNextPageRequested.type, catalogRetryRequested.type]);
  }
}

function* searchWallets(catalog: Catalog, { payload }: ReturnType<typeof catalogSearchChanged>) {
  const query = payload.trim();
  if (!query) return;
  // SPEC §9: the request waits for 300 ms of quiet; a newer keystroke cancels this one (takeLatest).
  yield delay(TIMING.searchDebounceMs);
  const { search }: WalletCatalogState = yield select(selectWalletCatalog);
  if (search.resultsQuery === query && !search.error) return;
  yield put(catalogSearchRequested({ query }));
  const controller = new AbortController();
  try {
    const { config } = catalog;
    const response: GetWalletsResponse = yield call(
      getWallets,
      catalog,
      { page: 1, entries: LIMITS.walletSearchPage, search: query, include: config.includeWalletIds, exclude: config.excludeWalletIds },
      controller.signal,
    );
    yield put(catalogSearchLoaded({ query, wallets: response.data, count: response.count }));
    yield call(prefetchImages, catalog, response.data);
  } catch (error) {
    yield put(catalogSearchFailed({ query, error: toCatalogError(error) }));
  } finally {
    const wasCancelled: boolean = yield cancelled();
    if (wasCancelled) controller.abort();
  }
}

function* imageWorker(catalog: Catalog, started: Set<string>, urls: string[]) {
  while (true) {
    const imageId: string = yield take(catalog.images);
    const loaded: Record<string, string> = yield select(selectWalletImages);
    if (started.has(imageId) || loaded[imageId]) continue;
    started.add(imageId);
    try {
      const url: string = yield call(withBackoff, () => catalog.client.fetchWalletImage(imageId), QUERY_RETRY, retryable);
      urls.push(url);
      yield put(assetImageLoaded({ kind: 'wallet', id: imageId, url }));
    } catch {
      // The wallet keeps its placeholder; an image is never worth an error on screen.
    }
  }
}

/**
 * Rows ask for their image as they render. While the visitor scrolls, those asks are held until the scroll pauses;
 * then the latest ones (the rows in view) go to the workers, and the rows flown past are never fetched.
 */
function* settleImageRequests(requests: Channel<string>, images: Channel<string>) {
  while (true) {
    const batch: string[] = [yield take(requests)];
    while (true) {
      const { next }: { next?: string } = yield race({ next: take(requests), quiet: delay(TIMING.imageRequestSettleMs) });
      if (next === undefined) break;
      batch.push(next);
    }
    for (const imageId of batch.slice(-IMAGE_QUEUE)) yield put(images, imageId);
  }
}

function* watchImages(catalog: Catalog, intake: Intake) {
  const started = new Set<string>();
  const urls: string[] = [];
  const requests = channel<string>(buffers.sliding(IMAGE_QUEUE));
  try {
    for (let i = 0; i < IMAGE_WORKERS; i += 1) yield fork(imageWorker, catalog, started, urls);
    yield fork(settleImageRequests, requests, catalog.images);
    // A blocking loop (not takeEvery): this frame stays alive, so `finally` sees the cancellation.
    const asked = intake.from(walletImageRequested);
    while (true) {
      const action: ReturnType<typeof walletImageRequested> = yield take(asked);
      yield put(requests, action.payload);
    }
  } finally {
    const wasCancelled: boolean = yield cancelled();
    if (wasCancelled) urls.forEach(releaseImageUrl);
  }
}

/** Without a project id the hosted catalogue answers nothing (SPEC §8 'Project ID Not Configured'): All Wallets says so. */
function* refuseList() {
  const alert = ALERTS.projectIdNotConfigured;
  const refusal = { code: alert.code, message: alert.title };
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
    images: channel<string>(buffers.sliding(IMAGE_QUEUE)),
  };
  // the watchers share the client and image queue through this closure, never through module state
  const watchers: Watcher[] = [
    function* watchCatalogImages() {
      yield* watchImages(catalog, intake);
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
