import type { WalletGateDeps } from './deps';
import { watchModal } from './modal';
import { watchRouter } from './router';
import { watchNotifications } from './notification';
import { watchTracking } from './tracking';
import { watchAnalytics } from './analytics/index';
import { reportConfiguration } from './config';
import { watchDiscovery } from './discovery';
import { watchClipboard } from './clipboard';
import { restorePreferences } from './preferences';
import { runLazyFlows, type LazyFlows } from './lazy';
import { spawnIsolated, type Watcher } from './isolate';
import { connectRequested, disconnectRequested, openRequested, switchNetworkRequested, walletSelected } from '../slices';
import {
  catalogNextPageRequested,
  catalogRetryRequested,
  catalogSearchChanged,
  opened,
  walletImageRequested,
} from '../slices';
import { STORED } from '../src/core/storageKeys';

/** Connecting and everything after it: loaded when the modal first opens, when asked for, or at once to restore. */
const WALLET_FLOWS: LazyFlows = {
  name: 'wallet',
  load: () => import(/* webpackChunkName: "flows-wallet" */ './wallet'),
  intake: [walletSelected.type, connectRequested.type, switchNetworkRequested.type, disconnectRequested.type],
  wakeOn: [openRequested.type],
  startNow: (deps) => deps.storage.get(STORED.connectionStatus.key, STORED.connectionStatus.schema) === 'connected',
};

const watchWalletFlows = (deps: WalletGateDeps) => runLazyFlows(deps, WALLET_FLOWS);

/** The wallet catalogue (featured, recommended, All Wallets, search, images): loaded when the modal first opens. */
const CATALOG_FLOWS: LazyFlows = {
  name: 'catalog',
  load: () => import(/* webpackChunkName: "flows-catalog" */ './catalog'),
  intake: [catalogNextPageRequested.type, catalogRetryRequested.type, catalogSearchChanged.type, walletImageRequested.type],
  wakeOn: [opened.type],
};

const watchCatalogFlows = (deps: WalletGateDeps) => runLazyFlows(deps, CATALOG_FLOWS);

/**
 * Order matters once: the lazy wallet flows start buffering before anything can ask for them, and discovery
 * runs before a stored connection is restored (the restore looks for its wallet among the announced ones).
 */
const WATCHERS: Watcher[] = [
  watchModal,
  watchRouter,
  watchNotifications,
  watchTracking,
  watchAnalytics,
  watchClipboard,
  reportConfiguration,
  watchWalletFlows,
  watchCatalogFlows,
  watchDiscovery,
  restorePreferences,
];

/** The root saga: each flow is spawned on its own, so one failing flow is logged and never stops the others. */
export function* walletGateSaga(deps: WalletGateDeps) {
  yield* spawnIsolated(WATCHERS, deps);
}
