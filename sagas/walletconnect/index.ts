/**
 * The WalletConnect flows: pairing, its lifecycle, restoring a session, and prefetching the provider chunk.
 * Loaded lazily (sagas/features/walletConnect.ts); UniversalProvider itself is a further chunk (~130 KiB gzip),
 * loaded only when a pairing or a restore needs it, or when the visitor is about to pick a WalletConnect path.
 */
import { call, put, take } from 'redux-saga/effects';
import type { Channel } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { walletConnectIntent } from '../../slices';
import { wcFinished } from '../../slices/walletConnect';
import { STORED } from '../../src/core/storageKeys';
import { WALLET_CONNECT_ID } from '../../src/core/walletConnect';
import type { WalletGateDeps } from '../deps';
import type { Intake } from '../lazy';
import { wcConnectRequested } from '../../slices/walletConnectRequests';
import { spawnIsolated, type Watcher } from '../isolate';
import { createWalletConnectClient, ensureWalletConnect, watchDisplayUris, loadWalletConnect, type WalletConnectClient, type WalletConnectHandle } from './client';
import { watchWalletConnectLifecycle, watchWalletConnectViews } from './lifecycle';
import { watchPairingRequests } from './pairing';

/** A stored WalletConnect connection: start the provider so the wallet flows' restore finds its session (SPEC §4). */
function* restoreWalletConnect(deps: WalletGateDeps, client: WalletConnectClient) {
  const ids = deps.storage.get(STORED.connectedConnectorIds.key, STORED.connectedConnectorIds.schema);
  if (!Object.values(ids ?? {}).includes(WALLET_CONNECT_ID)) return;
  try {
    const { adapter }: WalletConnectHandle = yield call(ensureWalletConnect, deps, client);
    if (adapter.topic) yield put(wcFinished());
  } catch (error) {
    deps.logger.warn('[WalletGate] could not restore the WalletConnect session', error);
  }
}

/**
 * Pointer over, or focus on, a WalletConnect entry (walletConnectIntent): fetch the provider chunk so its QR code
 * is not kept waiting by it. Never on opening alone: most visitors pick an installed wallet or email, and
 * opening must stay light (<= 40 KiB in its first 1.5 s).
 */
function* prefetchWalletConnect(deps: WalletGateDeps, intents: Channel<Action>) {
  while (true) {
    yield take(intents);
    try {
      yield call(loadWalletConnect, deps);
      intents.close(); // loaded: later hints have nothing to ask for, and are not held
      return;
    } catch {
      // a failed prefetch is retried by the pairing that needs it, which reports it, or by the next hint
    }
  }
}

export function* runFlows(deps: WalletGateDeps, intake: Intake) {
  // one provider per instance: the watchers share it through this closure, never through module state
  const client = createWalletConnectClient();
  // The pairing watcher listens before the views watcher can ask it for a pairing.
  const watchers: Watcher[] = [
    function* watchUris(d: WalletGateDeps) {
      yield* watchDisplayUris(d, client);
    },
    function* watchPairing(d: WalletGateDeps) {
      yield* watchPairingRequests(d, client, intake.from(wcConnectRequested));
    },
    watchWalletConnectViews,
    watchWalletConnectLifecycle,
    function* restore(d: WalletGateDeps) {
      yield* restoreWalletConnect(d, client);
    },
    function* prefetch(d: WalletGateDeps) {
      yield* prefetchWalletConnect(d, intake.from(walletConnectIntent));
    },
  ];
  yield* spawnIsolated(watchers, deps);
}
