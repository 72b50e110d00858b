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
import { runLazyFlows, type LazyFlows } from '../lazy';

/**
 * WalletConnect (pairing, QR code, session) is a chunk of its own, loaded as soon as these flows run (the modal
 * opened, or a stored connection is being restored); UniversalProvider is a further chunk it loads on first use.
 * Declared here rather than in the root saga so not even its declaration is in the first bundle.
 */
const WALLETCONNECT_FLOWS: LazyFlows = {
  name: 'walletconnect',
  load: () => import(/* webpackChunkName: "flows-walletconnect" */ '../walletconnect'),
  intake: ['walletGate/walletConnect/connectRequested', 'walletGate/connection/walletConnectIntent'],
  wakeOn: [],
  startNow: () => true,
};

function* watchWalletConnectFlows(deps: WalletGateDeps) {
  yield* runLazyFlows(deps, WALLETCONNECT_FLOWS);
}

const WATCHERS: Watcher<[Action[]]>[] = [
  watchPersistence,
  watchSessions,
  watchBalance,
  watchWalletSelected,
  watchConnect,
  watchNetwork,
  watchDisconnect,
  watchWalletConnectFlows,
  restoreSession,
];

export function* runFlows(deps: WalletGateDeps, pending: Action[]) {
  yield* spawnIsolated(WATCHERS, deps, pending);
}
