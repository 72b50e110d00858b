import { call, spawn } from 'redux-saga/effects';
import type { WalletGateDeps } from './deps';

export type Watcher<A extends unknown[] = []> = (deps: WalletGateDeps, ...args: A) => Generator<unknown, unknown, never>;

/** Spawns each watcher on its own, so one failing flow is logged and never stops the others. */
export function* spawnIsolated<A extends unknown[]>(watchers: Watcher<A>[], deps: WalletGateDeps, ...args: A) {
  for (const watcher of watchers) {
    yield spawn(function* isolated() {
      try {
        yield call(watcher, deps, ...args);
      } catch (error) {
        deps.logger.error(`[WalletGate] ${watcher.name} stopped`, error);
      }
    });
  }
}
