/**
 * When pairings start and end: a WalletConnect view asks for one when it opens; closing the modal without a
 * connection, or connecting another wallet, resets it (SPEC §4); the end of the WalletConnect session resets it
 * too and, when the wallet ended it, closes the modal on the account it no longer has.
 */
import { call, fork, put, race, select, take, takeEvery } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import {
  closeRequested,
  closed,
  connected,
  disconnected,
  opened,
  pushed,
  replaced,
  reset as routerReset,
  selectActiveConnectorIds,
  selectCatalogWalletById,
  selectConnection,
  selectIsOpen,
  selectRouterData,
  selectView,
  selectWalletImage,
  wcBasicChanged,
  wentBack,
  wentBackToIndex,
  type RouterData,
} from '../../slices';
import {
  selectWalletConnect,
  selectWalletConnectLinks,
  wcConnectRequested,
  wcLinkOpened,
  wcReset,
  wcUriReceived,
  type WalletConnectLinks,
  type WalletConnectState,
} from '../../slices/walletConnect';
import type { ChainNamespace } from '../../src/core/caip';
import type { RecentWallet } from '../../src/core/connectors';
import { WALLET_CONNECT_VIEWS, type View } from '../../src/core/views';
import { isPhone, WALLET_CONNECT_ID } from '../../src/core/walletConnect';
import { openWalletLink, readPlatform } from '../../src/services/links';
import type { WalletGateDeps } from '../deps';
import { pairingIsDeduplicated } from './pairing';
import { STORED_DEEP_LINK } from './storage';

const ROUTER_MOVES = [opened, pushed, replaced, routerReset, wentBack, wentBackToIndex];
const isRouterMove = (a: Action) => ROUTER_MOVES.some((creator) => creator.match(a));

/** The catalogue wallet a WalletConnect view was opened for; the generic WalletConnect entry is none. */
function* chosenWallet(data: RouterData | null) {
  const walletId = typeof data?.walletId === 'string' ? data.walletId : null;
  if (!walletId || walletId === WALLET_CONNECT_ID) return null;
  const entry: ReturnType<typeof selectCatalogWalletById> = yield select(selectCatalogWalletById, walletId);
  const imageUrl: string | undefined = yield select(selectWalletImage, entry?.image_id);
  const name = entry?.name ?? (typeof data?.name === 'string' ? data.name : walletId);
  const wallet: RecentWallet = { id: walletId, name, ...(imageUrl ? { imageUrl } : {}), ...(entry?.rdns ? { rdns: entry.rdns } : {}) };
  return wallet;
}

/**
 * On a phone, the chosen wallet's app opens at once with the pairing URI: with the URI of the
 * pairing just asked for (or, where a pending pairing is kept, SPEC §4, the one on screen). Only this first URI:
 * a renewed or declined one waits for the visitor's Try again. The link opened becomes the deep-link choice.
 */
function* openWalletOnPhone(deps: WalletGateDeps, walletId: string) {
  const wc: WalletConnectState = yield select(selectWalletConnect);
  if (!(wc.uri && pairingIsDeduplicated(deps))) {
    const { uri }: { uri?: unknown } = yield race({ uri: take(wcUriReceived), reset: take(wcReset), moved: take(isRouterMove) });
    if (!uri) return;
  }
  const links: WalletConnectLinks = yield select(selectWalletConnectLinks, walletId);
  if (!links.app) return;
  yield call(openWalletLink, deps.window, links.app.href);
  yield put(wcLinkOpened(links.app));
}

/** Asks for a pairing each time a WalletConnect view opens (for a new wallet), unless WalletConnect is connected. */
export function* watchWalletConnectViews(deps: WalletGateDeps) {
  const mobile = isPhone(readPlatform(deps.window));
  let last: string | null = null;
  while (true) {
    const open: boolean = yield select(selectIsOpen);
    const view: View = yield select(selectView);
    const data: RouterData | null = yield select(selectRouterData);
    const key = open && WALLET_CONNECT_VIEWS.has(view) ? `${view}:${String(data?.walletId ?? '')}` : null;
    if (key && key !== last) {
      const wc: WalletConnectState = yield select(selectWalletConnect);
      if (wc.status !== 'connected') {
        const wallet: RecentWallet | null = yield call(chosenWallet, data);
        yield put(wcConnectRequested({ mobile, wallet }));
        if (mobile && wallet) yield fork(openWalletOnPhone, deps, wallet.id);
      }
    }
    last = key;
    yield take(isRouterMove);
  }
}

/** SPEC §4 reset: the pairing ends, its URI, link, wallet and status are forgotten, and so is the stored deep link. */
function* resetWalletConnect(deps: WalletGateDeps) {
  deps.storage.remove(STORED_DEEP_LINK.key);
  yield put(wcBasicChanged(false));
  yield put(wcReset());
}

/** Namespaces connected through WalletConnect right now. */
function* walletConnectNamespaces() {
  const ids: Partial<Record<ChainNamespace, string>> = yield select(selectActiveConnectorIds);
  const connection: ReturnType<typeof selectConnection> = yield select(selectConnection);
  return (Object.keys(ids) as ChainNamespace[]).filter((ns) => ids[ns] === WALLET_CONNECT_ID && connection.status[ns] === 'connected');
}

function* onClosed(deps: WalletGateDeps) {
  const wc: WalletConnectState = yield select(selectWalletConnect);
  if (wc.status === 'pairing') yield call(resetWalletConnect, deps);
}

/** Another wallet connected while a pairing waited: the pairing is over. */
function* onConnected(deps: WalletGateDeps, { payload }: ReturnType<typeof connected>) {
  const wc: WalletConnectState = yield select(selectWalletConnect);
  const ids: Partial<Record<ChainNamespace, string>> = yield select(selectActiveConnectorIds);
  if (wc.status === 'pairing' && ids[payload.namespace] !== WALLET_CONNECT_ID) yield call(resetWalletConnect, deps);
}

/** The WalletConnect session ended (the visitor disconnected, or the wallet deleted the session). */
function* onDisconnected(deps: WalletGateDeps) {
  const wc: WalletConnectState = yield select(selectWalletConnect);
  if (wc.status !== 'connected') return;
  const still: ChainNamespace[] = yield call(walletConnectNamespaces);
  if (still.length > 0) return;
  yield call(resetWalletConnect, deps);
  const open: boolean = yield select(selectIsOpen);
  if (open) yield put(closeRequested());
}

export function* watchWalletConnectLifecycle(deps: WalletGateDeps) {
  yield takeEvery(closed.type, onClosed, deps);
  yield takeEvery(connected.type, onConnected, deps);
  yield takeEvery(disconnected.type, onDisconnected, deps);
}
