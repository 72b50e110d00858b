import { select } from 'redux-saga/effects';
import type { WalletGateDeps } from './deps';
import { watchModal } from './modal';
import { watchRouter } from './router';
import { watchNotifications } from './notification';
import { watchTracking } from './tracking';
import { watchAnalytics } from './analytics/index';
import { reportConfiguration } from './config';
import { watchClipboard } from './clipboard';
import { restorePreferences } from './preferences';
import { clearDamagedStorage } from './storageSweep';
import { watchSystemTheme } from './theme';
import { watchLocale } from './locale';
import { runLazyFlows } from './lazy';
import { spawnIsolated, type Watcher } from './isolate';
import { walletFlows } from './features/wallet';
import { catalogFlows } from './features/catalog';
import { accountFlows } from './features/account';
import { embeddedFlows } from './features/embedded';
import { onrampFlows } from './features/onramp';
import { namesFlows } from './features/names';
import { swapFlows } from './features/swap';
import { walletConnectFlows } from './features/walletConnect';
import { siwxFlows } from './features/siwx';
import { selectConfig } from '../slices';
import { watchDriverDiscovery } from './chains/registry';

const watchWalletFlows = (deps: WalletGateDeps) => runLazyFlows(deps, walletFlows);
const watchCatalogFlows = (deps: WalletGateDeps) => runLazyFlows(deps, catalogFlows);
const watchAccountFlows = (deps: WalletGateDeps) => runLazyFlows(deps, accountFlows);
const watchEmbeddedFlows = (deps: WalletGateDeps) => runLazyFlows(deps, embeddedFlows);
const watchOnrampFlows = (deps: WalletGateDeps) => runLazyFlows(deps, onrampFlows);
const watchNamesFlows = (deps: WalletGateDeps) => runLazyFlows(deps, namesFlows);
const watchSwapFlows = (deps: WalletGateDeps) => runLazyFlows(deps, swapFlows);
const watchWalletConnectFlows = (deps: WalletGateDeps) => runLazyFlows(deps, walletConnectFlows);

/** Sign-in loads only for a site that turned it on (SPEC §1; without it instance.signIn() rejects 'SIWX is not enabled'). */
function* watchSiwxFlows(deps: WalletGateDeps) {
  const config: ReturnType<typeof selectConfig> = yield select(selectConfig);
  if (config?.siwx) yield* runLazyFlows(deps, siwxFlows);
}

/**
 * Order matters twice: damaged storage is cleared before any flow reads it; the lazy wallet flows start buffering before anything can ask for them, and discovery
 * runs before a stored connection is restored (the restore looks for its wallet among the announced ones).
 */
const WATCHERS: Watcher[] = [
  clearDamagedStorage,
  watchSystemTheme,
  watchLocale,
  watchModal,
  watchRouter,
  watchNotifications,
  watchTracking,
  watchAnalytics,
  watchClipboard,
  reportConfiguration,
  watchWalletFlows,
  watchCatalogFlows,
  watchAccountFlows,
  watchEmbeddedFlows,
  watchOnrampFlows,
  watchNamesFlows,
  watchSwapFlows,
  watchWalletConnectFlows,
  watchSiwxFlows,
  watchDriverDiscovery,
  restorePreferences,
];

/** The root saga: each flow is spawned on its own, so one failing flow is logged and never stops the others. */
export function* walletGateSaga(deps: WalletGateDeps) {
  yield* spawnIsolated(WATCHERS, deps);
}
