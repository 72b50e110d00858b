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
import { establishConnection, readAccounts, readChainId } from './provider';
import { connectSolana, hasSolanaConnector } from './solana';
import { connectPolkadot, hasPolkadotConnector } from './polkadot';
import { connectBitcoin, hasBitcoinConnector } from './bitcoin';

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

/** A Solana wallet answers a silent connect only for a site it authorized before (Wallet Standard). */
function* restoreSolana(deps: WalletGateDeps, connectorId: string) {
  if (connectorId === AUTH_CONNECTOR_ID) {
    // the embedded wallet restores its solana side itself once its login is checked (sagas/embedded/login.ts)
    const status: ReturnType<typeof selectConnectionStatus> = yield select(selectConnectionStatus, 'solana');
    if (status !== 'connecting') return;
    const { timeout } = (yield race({
      done: take((a: Action) => (connected.match(a) || restoreFailed.match(a)) && a.payload.namespace === 'solana'),
      timeout: delay(TIMING.lateConnectorRestoreMs + TIMING.rpcTimeoutMs),
    })) as { timeout?: true };
    if (timeout) yield put(restoreFailed({ namespace: 'solana' }));
    return;
  }
  if (!hasSolanaConnector(deps, connectorId)) {
    const { timeout } = (yield race({
      found: take((a: Action) => connectorAnnounced.match(a) && a.payload.id === connectorId),
      timeout: delay(REGISTERED_LATE.has(connectorId) ? TIMING.lateConnectorRestoreMs : TIMING.restoreDiscoveryMs),
    })) as { timeout?: true };
    if (timeout) {
      yield put(restoreFailed({ namespace: 'solana' }));
      return;
    }
  }
  try {
    const { restored } = (yield race({
      restored: call(connectSolana, deps, connectorId, { silent: true }),
      timeout: delay(TIMING.rpcTimeoutMs),
    })) as { restored?: boolean };
    if (!restored) yield put(restoreFailed({ namespace: 'solana' }));
  } catch {
    yield put(restoreFailed({ namespace: 'solana' }));
  }
}

/** A Polkadot extension answers enable() at once for a site the visitor authorized before; WalletConnect from its session. */
function* restorePolkadot(deps: WalletGateDeps, connectorId: string) {
  if (!hasPolkadotConnector(deps, connectorId)) {
    const { timeout } = (yield race({
      found: take((a: Action) => connectorAnnounced.match(a) && a.payload.id === connectorId),
      timeout: delay(REGISTERED_LATE.has(connectorId) ? TIMING.lateConnectorRestoreMs : TIMING.restoreDiscoveryMs),
    })) as { timeout?: true };
    if (timeout || !hasPolkadotConnector(deps, connectorId)) {
      yield put(restoreFailed({ namespace: 'polkadot' }));
      return;
    }
  }
  try {
    const wallet = deps.storage.get(STORED.connectedWalletInfo.key, STORED.connectedWalletInfo.schema)?.polkadot;
    const { restored } = (yield race({
      restored: call(connectPolkadot, deps, connectorId, { silent: true, ...(wallet ? { wallet } : {}) }),
      timeout: delay(TIMING.rpcTimeoutMs),
    })) as { restored?: boolean };
    if (!restored) yield put(restoreFailed({ namespace: 'polkadot' }));
  } catch {
    yield put(restoreFailed({ namespace: 'polkadot' }));
  }
}

/** A Bitcoin wallet (or a WalletConnect session's bip122 side) answers a silent connect only for a site it authorized before. */
function* restoreBitcoin(deps: WalletGateDeps, connectorId: string) {
  if (!hasBitcoinConnector(deps, connectorId)) {
    const { timeout } = (yield race({
      found: take((a: Action) => connectorAnnounced.match(a) && a.payload.id === connectorId),
      timeout: delay(REGISTERED_LATE.has(connectorId) ? TIMING.lateConnectorRestoreMs : TIMING.restoreDiscoveryMs),
    })) as { timeout?: true };
    if (timeout || !hasBitcoinConnector(deps, connectorId)) {
      yield put(restoreFailed({ namespace: 'bip122' }));
      return;
    }
  }
  try {
    const wallet = deps.storage.get(STORED.connectedWalletInfo.key, STORED.connectedWalletInfo.schema)?.bip122;
    const { restored } = (yield race({
      restored: call(connectBitcoin, deps, connectorId, { silent: true, ...(wallet ? { wallet } : {}) }),
      timeout: delay(TIMING.rpcTimeoutMs),
    })) as { restored?: boolean };
    if (!restored) yield put(restoreFailed({ namespace: 'bip122' }));
  } catch {
    yield put(restoreFailed({ namespace: 'bip122' }));
  }
}

function* restoreNamespace(deps: WalletGateDeps, namespace: ChainNamespace, connectorId: string) {
  if (namespace === 'polkadot') {
    yield call(restorePolkadot, deps, connectorId);
    return;
  }
  if (namespace === 'bip122') {
    yield call(restoreBitcoin, deps, connectorId);
    return;
  }
  if (namespace === 'solana') {
    yield call(restoreSolana, deps, connectorId);
    return;
  }
  if (!deps.providers.has(connectorId)) {
    // Extensions announce themselves at once; one that stays silent has been removed.
    const { timeout } = (yield race({
      found: take((a: Action) => connectorAnnounced.match(a) && a.payload.id === connectorId),
      // WalletConnect and the embedded wallet announce themselves once their chunks have loaded, not at once
      timeout: delay(REGISTERED_LATE.has(connectorId) ? TIMING.lateConnectorRestoreMs : TIMING.restoreDiscoveryMs),
    })) as { timeout?: true };
    if (timeout) {
      yield put(restoreFailed({ namespace }));
      return;
    }
  }
  const provider = deps.providers.get(connectorId)!;
  try {
    const { accounts } = (yield race({
      accounts: call(readAccounts, provider, 'eth_accounts'),
      timeout: delay(TIMING.rpcTimeoutMs),
    })) as { accounts?: string[] };
    if (!accounts?.length) {
      yield put(restoreFailed({ namespace }));
      return;
    }
    const chainId: number = yield call(readChainId, provider);
    const wallet = deps.storage.get(STORED.connectedWalletInfo.key, STORED.connectedWalletInfo.schema)?.[namespace];
    yield call(establishConnection, { namespace, connectorId, accounts, chainId, restored: true, ...(wallet ? { wallet } : {}) });
  } catch {
    yield put(restoreFailed({ namespace }));
  }
}

/** A stored 'connected' is restored as 'connecting', then synced with the wallet (SPEC §4). */
export function* restoreSession(deps: WalletGateDeps) {
  const { storage } = deps;
  const status = storage.get(STORED.connectionStatus.key, STORED.connectionStatus.schema);
  const ids = storage.get(STORED.connectedConnectorIds.key, STORED.connectedConnectorIds.schema) ?? {};
  // the schema admits only the namespaces WalletGate serves; each restored one needs its stored connector
  const namespaces = (storage.get(STORED.connectedNamespaces.key, STORED.connectedNamespaces.schema) ?? []).filter((ns) => ids[ns]);
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
