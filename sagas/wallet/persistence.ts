import { all, call, delay, put, race, select, take, takeEvery } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import {
  activeNamespaceChanged,
  connected,
  connectorAnnounced,
  disconnected,
  networkChanged,
  recentWalletUsed,
  restoreFailed,
  selectConnectionStatus,
  restoreStarted,
  selectActiveConnectorIds,
  selectConnection,
  selectNetworkState,
  selectRecentWallets,
  selectAccounts,
  selectRequestedNetworks,
} from '../../slices';
import type { ChainNamespace } from '../../src/core/caip';
import { TIMING } from '../../src/core/constants';
import type { Network } from '../../src/core/options';
import { STORED } from '../../src/core/storageKeys';
import { recentWalletsToStore, storableImageUrl } from '../../src/core/connectors';
import { WALLET_CONNECT_ID } from '../../src/core/walletConnectConnector';
import { AUTH_CONNECTOR_ID } from '../../src/core/embedded';
import type { WalletGateDeps } from '../deps';
import { driverOf } from '../chains/registry';
import { flowsOf } from '../chains/flowsOf';
import type { ChainFlows } from '../chains/driver';

/** Writes what SPEC §3 keeps locally, from the state as it is now: one writer for every change. */
function* saveSnapshot(deps: WalletGateDeps) {
  const { storage } = deps;
  const connection: ReturnType<typeof selectConnection> = yield select(selectConnection);
  const ids: ReturnType<typeof selectActiveConnectorIds> = yield select(selectActiveConnectorIds);
  const network: ReturnType<typeof selectNetworkState> = yield select(selectNetworkState);
  const requested: Network[] = yield select(selectRequestedNetworks);
  const recent: ReturnType<typeof selectRecentWallets> = yield select(selectRecentWallets);
  const accounts: ReturnType<typeof selectAccounts> = yield select(selectAccounts);
  storage.set(STORED.recentWallets.key, recentWalletsToStore(recent));
  const live = (Object.keys(connection.status) as ChainNamespace[]).filter((ns) => connection.status[ns] === 'connected');
  if (live.length > 0) {
    storage.set(STORED.connectionStatus.key, 'connected');
    storage.set(STORED.connectedNamespaces.key, live);
    storage.set(STORED.connectedConnectorIds.key, Object.fromEntries(live.filter((ns) => ids[ns]).map((ns) => [ns, ids[ns]])));
    storage.set(STORED.connectedWalletInfo.key, Object.fromEntries(live.flatMap((ns) => {
      const info = accounts[ns]?.connectedWalletInfo;
      const icon = storableImageUrl(info?.icon);
      return info ? [[ns, { name: info.name, ...(icon ? { icon } : {}) }]] : [];
    })));
    if (connection.activeNamespace) storage.set(STORED.activeNamespace.key, connection.activeNamespace);
  } else if (!Object.values(connection.status).includes('connecting')) {
    storage.set(STORED.connectionStatus.key, 'disconnected');
    storage.remove(STORED.connectedNamespaces.key);
    storage.remove(STORED.connectedConnectorIds.key);
    storage.remove(STORED.connectedWalletInfo.key);
    storage.remove(STORED.activeNamespace.key);
  }
  const ns = connection.activeNamespace ?? 'eip155';
  const active = network.active[ns];
  if (active && requested.some((n) => n.caipNetworkId === active)) storage.set(STORED.activeCaipNetworkId.key, active);
}

/** Connectors our own lazily loaded flows register, some time after the page has started. */
const REGISTERED_LATE = new Set([WALLET_CONNECT_ID, AUTH_CONNECTOR_ID]);

/**
 * One namespace's restore (SPEC §4): wait for its wallet to announce itself (an extension at once; WalletConnect and
 * the embedded wallet once their chunks load), then ask its driver to connect silently, under the RPC timeout.
 */
function* restoreNamespace(deps: WalletGateDeps, namespace: ChainNamespace, connectorId: string) {
  const driver = driverOf(deps, namespace);
  const flows: ChainFlows | null = yield call(flowsOf, deps, namespace);
  if (!driver || !flows) {
    yield put(restoreFailed({ namespace }));
    return;
  }
  if (flows.restoredElsewhere?.(connectorId)) {
    // another flow restores it (the embedded wallet, once its login is checked): wait for its outcome
    const status: ReturnType<typeof selectConnectionStatus> = yield select(selectConnectionStatus, namespace);
    if (status !== 'connecting') return;
    const { timeout } = (yield race({
      done: take((a: Action) => (connected.match(a) || restoreFailed.match(a)) && a.payload.namespace === namespace),
      timeout: delay(TIMING.lateConnectorRestoreMs + TIMING.rpcTimeoutMs),
    })) as { timeout?: true };
    if (timeout) yield put(restoreFailed({ namespace }));
    return;
  }
  if (!flows.has(deps, connectorId)) {
    // Extensions announce themselves at once; one that stays silent has been removed.
    const { timeout } = (yield race({
      found: take((a: Action) => connectorAnnounced.match(a) && a.payload.id === connectorId),
      timeout: delay(REGISTERED_LATE.has(connectorId) ? TIMING.lateConnectorRestoreMs : TIMING.restoreDiscoveryMs),
    })) as { timeout?: true };
    if (timeout || !flows.has(deps, connectorId)) {
      yield put(restoreFailed({ namespace }));
      return;
    }
  }
  try {
    const wallet = deps.storage.get(STORED.connectedWalletInfo.key, STORED.connectedWalletInfo.schema)?.[namespace];
    const { restored } = (yield race({
      restored: call(flows.connect, deps, connectorId, { silent: true, ...(wallet ? { wallet } : {}) }),
      timeout: delay(TIMING.rpcTimeoutMs),
    })) as { restored?: boolean };
    if (!restored) yield put(restoreFailed({ namespace }));
  } catch {
    yield put(restoreFailed({ namespace }));
  }
}

/** A stored 'connected' is restored as 'connecting', then synced with the wallet (SPEC §4). */
export function* restoreSession(deps: WalletGateDeps) {
  const { storage } = deps;
  const status = storage.get(STORED.connectionStatus.key, STORED.connectionStatus.schema);
  const ids = storage.get(STORED.connectedConnectorIds.key, STORED.connectedConnectorIds.schema) ?? {};
  // each restored namespace needs a chain driver that serves it, and its stored connector
  const namespaces = (storage.get(STORED.connectedNamespaces.key, STORED.connectedNamespaces.schema) ?? []).filter((ns) => ids[ns] && driverOf(deps, ns));
  if (status !== 'connected' || namespaces.length === 0) {
    if (status === 'connected') yield call(saveSnapshot, deps); // a stored connection we cannot use: start clean
    return;
  }
  const active = storage.get(STORED.activeNamespace.key, STORED.activeNamespace.schema) ?? null;
  yield put(restoreStarted({ namespaces, activeNamespace: active && namespaces.includes(active) ? active : namespaces[0]! }));
  // each namespace restores on its own: a slow wallet on one chain does not hold back the other (SPEC §4)
  yield all(namespaces.map((namespace) => call(restoreNamespace, deps, namespace, ids[namespace]!)));
  // each restored namespace said "connected" in turn: the one the visitor acted in last stays the active one
  if (active && namespaces.includes(active)) yield put(activeNamespaceChanged(active));
}

export function* watchPersistence(deps: WalletGateDeps) {
  // the namespace the visitor acts in is remembered too: a reload restores it as the active one
  yield takeEvery([connected.type, disconnected.type, restoreFailed.type, networkChanged.type, activeNamespaceChanged.type, recentWalletUsed.type], saveSnapshot, deps);
}
