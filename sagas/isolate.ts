import { call, fork } from 'redux-saga/effects';
import type { WalletGateDeps } from './deps';

export type Watcher<A extends unknown[] = []> = (deps: WalletGateDeps, ...args: A) => Generator<unknown, unknown, never>;

/**
 * Runs each watcher in its own attached task: an error is caught inside that task (logged, the others go on),
 * while cancelling the parent — instance.destroy() — still cancels every flow.
 */
export function* spawnIsolated<A extends unknown[]>(watchers: Watcher<A>[], deps: WalletGateDeps, ...args: A) {
  for (const watcher of watchers) {
    yield fork(function* isolated() {
      try {
        yield call(watcher, deps, ...args);
      } catch (error) {
        deps.logger.error(`[WalletGate] ${watcher.name} stopped`, error);
      }
    });
  }
}
