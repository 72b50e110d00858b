import { call, spawn } from 'redux-saga/effects';
import type { WalletGateDeps } from './deps';
import { watchModal } from './modal';
import { watchRouter } from './router';
import { watchNotifications } from './notification';
import { watchTracking } from './tracking';
import { watchAnalytics } from './analytics';
import { reportConfiguration } from './config';

export type { WalletGateDeps, Logger } from './deps';

type Watcher = (deps: WalletGateDeps) => Generator<unknown, unknown, never>;

const WATCHERS: Watcher[] = [watchModal, watchRouter, watchNotifications, watchTracking, watchAnalytics, reportConfiguration];

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
