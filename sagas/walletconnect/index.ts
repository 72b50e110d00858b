/**
 * The WalletConnect flows: pairing, its lifecycle, restoring a session, and prefetching the provider chunk.
 * Loaded lazily (sagas/features/walletConnect.ts); UniversalProvider itself is a further chunk, loaded only
 * when a pairing or a restore needs it, or prefetched when the page is idle after the modal opened.
 */
import { call, put, select, take } from 'redux-saga/effects';
import { opened, selectIsOpen } from '../../slices';
import { wcFinished } from '../../slices/walletConnect';
import { TIMING } from '../../src/core/constants';
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

const idle = (win: Window, timeout: number) => new Promise<void>((resolve) => win.requestIdleCallback(() => resolve(), { timeout }));

/**
 * After the modal opened (never before the first click), when the page is idle: fetch the provider chunk so a
 * QR code appears without waiting for it. Only where the browser reports idle time (no timers in its place).
 */
function* prefetchWalletConnect(deps: WalletGateDeps) {
  const win = deps.window;
  if (typeof win?.requestIdleCallback !== 'function') return;
  const open: boolean = yield select(selectIsOpen);
  if (!open) yield take(opened.type);
  yield call(idle, win, TIMING.walletConnectPrefetchMs);
  try {
    yield call(loadWalletConnect, deps);
  } catch {
    // a failed prefetch is retried by the pairing that needs it, which reports it
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
    prefetchWalletConnect,
  ];
  yield* spawnIsolated(watchers, deps);
}
