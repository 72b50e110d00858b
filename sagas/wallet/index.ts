/** The wallet flows: connecting, following the wallet, switching networks, restoring, disconnecting. Loaded lazily. */
import type { WalletGateDeps } from '../deps';
import { spawnIsolated, type Watcher } from '../isolate';
import { watchConnect, watchWalletSelected } from './connect';
import { watchConnections } from './follow';
import { watchNetwork } from './network';
import { watchDisconnect } from './disconnect';
import { restoreSession, watchPersistence } from './persistence';
import { watchBalance } from './balance';
import type { Intake } from '../lazy';
import { all, call } from 'redux-saga/effects';
import { CHAIN_DRIVERS } from '../chains/registry';
import { flowsOf } from '../chains/flowsOf';

const WATCHERS: Watcher<[Intake]>[] = [
  watchPersistence,
  watchConnections,
  watchBalance,
  watchWalletSelected,
  watchConnect,
  watchNetwork,
  watchDisconnect,
  restoreSession,
];

export function* runFlows(deps: WalletGateDeps, intake: Intake) {
  // the drivers' flows load with these (one chunk): ready before the first action they answer
  yield all((deps.drivers ?? CHAIN_DRIVERS).map((driver) => call(flowsOf, deps, driver.namespaces[0]!)));
  yield* spawnIsolated(WATCHERS, deps, intake);
}
