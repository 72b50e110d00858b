import { call, spawn } from 'redux-saga/effects';
import type { WalletGateDeps } from './deps';
import { watchModal } from './modal';
import { watchRouter } from './router';
import { watchNotifications } from './notification';
import { watchTracking } from './tracking';
import { watchAnalytics } from './analytics';
import { reportConfiguration } from './config';
import { watchDiscovery } from './discovery';
import { watchConnect } from './connect';
import { watchSessions } from './session';
import { watchNetwork } from './network';
import { watchDisconnect } from './disconnect';
import { restoreSession, watchPersistence } from './persistence';
import { watchBalance } from './balance';
import { watchClipboard } from './clipboard';

export type { WalletGateDeps, Logger } from './deps';

type Watcher = (deps: WalletGateDeps) => Generator<unknown, unknown, never>;

/**
 * Order matters once: watchers subscribe before discovery announces wallets, and discovery runs before the
 * restore of a stored connection, which looks for its wallet among them.
 */
const WATCHERS: Watcher[] = [
  watchModal,
  watchRouter,
  watchNotifications,
  watchTracking,
  watchAnalytics,
  watchClipboard,
  watchPersistence,
  watchSessions,
  watchBalance,
  watchConnect,
  watchNetwork,
  watchDisconnect,
  reportConfiguration,
  watchDiscovery,
  restoreSession,
];

/** The root saga: each flow is spawned on its own, so one failing flow is logged and never stops the others. */
export function* walletGateSaga(deps: WalletGateDeps) {
  for (const watcher of WATCHERS) {
    yield spawn(function* isolated() {
      try {
        yield call(watcher, deps);
      } catch (error) {
        deps.logger.error(`[WalletGate] ${watcher.name} stopped`, error);
      }
    });
  }
}
