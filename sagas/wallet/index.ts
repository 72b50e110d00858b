/** The wallet flows: connecting, following the wallet, switching networks, restoring, disconnecting. Loaded lazily. */
import type { Action } from '@reduxjs/toolkit';
import type { WalletGateDeps } from '../deps';
import { spawnIsolated, type Watcher } from '../isolate';
import { watchConnect, watchWalletSelected } from './connect';
import { watchSessions } from './session';
import { watchNetwork } from './network';
import { watchDisconnect } from './disconnect';
import { restoreSession, watchPersistence } from './persistence';
import { watchBalance } from './balance';

const WATCHERS: Watcher<[Action[]]>[] = [
  watchPersistence,
  watchSessions,
  watchBalance,
  watchWalletSelected,
  watchConnect,
  watchNetwork,
  watchDisconnect,
  restoreSession,
];

export function* runFlows(deps: WalletGateDeps, pending: Action[]) {
  yield* spawnIsolated(WATCHERS, deps, pending);
}
