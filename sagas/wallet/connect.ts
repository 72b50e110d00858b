import { call, cancel, delay, fork, put, race, select, take, takeEvery } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import {
  connectCancelled,
  connected,
  connectorAnnounced,
  connectFailed,
  connectRequested,
  selectMergedConnectors,
  selectRequestedNetworks,
  pushed,
  reset,
  selectIsOpen,
  selectLegalBlocked,
  selectShouldShowUnsupported,
  selectView,
  walletSelected,
} from '../../slices';
import { toWalletError } from '../../src/core/errors/wallet';
import { msg } from '../../src/core/errors/catalogue';
import type { View } from '../../src/core/views';
import type { ChainNamespace } from '../../src/core/caip';
import type { Connector } from '../../src/core/connectors';
import type { Network } from '../../src/core/options';
import { TIMING } from '../../src/core/constants';
import type { WalletGateDeps } from '../deps';
import type { Intake } from '../lazy';
import { configuredFlows, flowsOf } from '../chains/flowsOf';
import type { ChainFlows } from '../chains/driver';

interface Part {
  id: string;
  chain: ChainNamespace;
}

/** The per-chain connectors behind a picked connector (a merged multi-chain entry stands for several, SPEC §3). */
function* partsOf(connectorId: string) {
  const merged: Connector[] = yield select(selectMergedConnectors);
  const entry = merged.find((c) => c.id === connectorId || c.connectors?.some((p) => p.id === connectorId));
  if (!entry) return [] as Part[];
  return (entry.connectors ?? [{ id: entry.id, chain: entry.chain }]).map(({ id, chain }) => ({ id, chain })) as Part[];
}

/** The parts this page can use now, on namespaces the site configured. */
function* usableParts(deps: WalletGateDeps, connectorId: string) {
  const parts: Part[] = yield call(partsOf, connectorId);
  const requested: Network[] = yield select(selectRequestedNetworks);
  const configured = new Set(requested.map((n) => n.chainNamespace));
  const usable: Part[] = [];
  for (const part of parts) {
    const flows: ChainFlows | null = configured.has(part.chain) ? yield call(flowsOf, deps, part.chain) : null;
    if (flows?.has(deps, part.id)) usable.push(part);
  }
  return usable;
}

const outcomeOf = (namespace: ChainNamespace) => (a: Action) =>
  (connected.match(a) || connectFailed.match(a) || connectCancelled.match(a)) && a.payload.namespace === namespace;

/** Whether a configured namespace's driver is about to register `connectorId` (ChainFlows.registering). */
function* registeringConnector(deps: WalletGateDeps, connectorId: string) {
  const configured: [string, ChainFlows][] = yield call(configuredFlows, deps);
  return configured.some(([, flows]) => flows.registering?.(deps, connectorId));
}

/** The first link a configured namespace's driver gives for a wallet not installed (ChainFlows.deepLink), or null. */
function* deepLinkOf(deps: WalletGateDeps, walletName: string, pageUrl: string) {
  const configured: [string, ChainFlows][] = yield call(configuredFlows, deps);
  for (const [, flows] of configured) {
    const link = flows.deepLink?.(walletName, pageUrl);
    if (link) return link;
  }
  return null;
}

/**
 * SPEC §2: a wallet with a matching connector opens ConnectingExternal, otherwise ConnectingWalletConnect. A
 * multi-chain wallet (EVM and Solana under one name) is asked for each configured chain in turn, then the
 * visitor lands on Account once.
 */
function* selectWallet(deps: WalletGateDeps, { payload }: ReturnType<typeof walletSelected>) {
  // SPEC §1 legal checkbox: no wallet can be chosen before the visitor accepts the terms
  const blocked: boolean = yield select(selectLegalBlocked);
  if (blocked) return;
  const id = payload.connectorId;
  const registering: boolean = id ? yield call(registeringConnector, deps, id) : false;
  if (registering) {
    yield race({ found: take((a: Action) => connectorAnnounced.match(a) && a.payload.id === id), timeout: delay(TIMING.restoreDiscoveryMs) });
  }
  const parts: Part[] = payload.connectorId ? yield call(usableParts, deps, payload.connectorId) : [];
  // SPEC §7: a wallet that is not installed may open the site in its own browser (on Solana, Phantom and Coinbase Wallet)
  const deepLink: string | null = parts.length === 0 && deps.location ? yield call(deepLinkOf, deps, payload.name, deps.location.href) : null;
  if (deepLink) {
    yield put(
      pushed({
        view: 'ConnectingExternal',
        data: { walletId: payload.walletId, name: payload.name, deepLink, ...(payload.imageUrl ? { imageUrl: payload.imageUrl } : {}) },
      }),
    );
    return;
  }
  if (parts.length === 0) {
    yield put(pushed({ view: 'ConnectingWalletConnect', data: { walletId: payload.walletId, name: payload.name } }));
    return;
  }
  if (parts.length === 1) {
    const [only] = parts as [Part];
    yield put(pushed({ view: 'ConnectingExternal', data: { connectorId: only.id } }));
    yield put(connectRequested({ connectorId: only.id, namespace: only.chain }));
    return;
  }
  // one ask per chain, in this order (namespaces, space-separated): the view says which of them is on screen
  yield put(pushed({ view: 'ConnectingExternal', data: { connectorId: payload.connectorId!, steps: parts.map((part) => part.chain).join(' ') } }));
  let any = false;
  for (const part of parts) {
    yield put(connectRequested({ connectorId: part.id, namespace: part.chain, keepView: true }));
    const outcome: Action = yield take(outcomeOf(part.chain));
    if (connectCancelled.match(outcome)) return;
    any ||= connected.match(outcome);
  }
  if (any) yield call(showConnected);
}

/** Account, or UnsupportedChain when the wallet sits on a chain the site did not ask for — if the visitor still waits on ConnectingExternal. */
function* showConnected() {
  const open: boolean = yield select(selectIsOpen);
  const view: View = yield select(selectView);
  if (!open || view !== 'ConnectingExternal') return;
  const unsupported: boolean = yield select(selectShouldShowUnsupported);
  yield put(reset({ view: unsupported ? 'UnsupportedChain' : 'Account' }));
}

/** Asks the wallet for accounts, then lands on Account (or UnsupportedChain when the wallet sits on a chain the site did not ask for). */
function* connectWallet(deps: WalletGateDeps, { payload }: ReturnType<typeof connectRequested>) {
  const { connectorId, namespace, keepView } = payload;
  try {
    const flows: ChainFlows | null = yield call(flowsOf, deps, namespace);
    if (!flows) {
      yield put(connectFailed({ namespace, error: msg('connect.connectorNotFound') }));
      return;
    }
    yield call(flows.connect, deps, connectorId, { silent: false });
  } catch (error) {
    yield put(connectFailed({ namespace, error: toWalletError(error) }));
    return;
  }
  if (!keepView) yield call(showConnected);
}

export function* watchWalletSelected(deps: WalletGateDeps, intake: Intake) {
  yield takeEvery(intake.from(walletSelected), selectWallet, deps);
}

/** takeLatest per namespace: a new request replaces the one pending on its own chain, never the other chain's. */
export function* watchConnect(deps: WalletGateDeps, intake: Intake) {
  const channel = intake.from(connectRequested);
  const tasks: Partial<Record<ChainNamespace, Task>> = {};
  while (true) {
    const action: ReturnType<typeof connectRequested> = yield take(channel);
    const { namespace } = action.payload;
    const running = tasks[namespace];
    if (running?.isRunning()) yield cancel(running);
    tasks[namespace] = (yield fork(connectWallet, deps, action)) as Task;
  }
}
