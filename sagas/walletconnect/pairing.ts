/**
 * WalletConnect pairing (SPEC §4): a URI with its expiry, renewed when it expires; a declined proposal shows the
 * error and a fresh URI; on Telegram and iOS Safari a connect asked for while a pairing is pending is
 * deduplicated; finishing stores the deep-link choice and the recent wallet, reset clears them.
 */
import { call, cancel, cancelled, delay, fork, put, race, select, take } from 'redux-saga/effects';
import type { Channel, Task } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import {
  activeNamespaceChanged,
  recentWalletUsed,
  reset as routerReset,
  selectActiveCaipNetworkId,
  selectConfig,
  selectIsOpen,
  selectRequestedNetworks,
  selectShouldShowUnsupported,
  selectView,
  wcBasicChanged,
} from '../../slices';
import {
  selectWalletConnect,
  wcFinished,
  wcPairingFailed,
  wcReset,
  wcUriReceived,
  type WalletConnectState,
} from '../../slices/walletConnect';
import type { Network } from '../../src/core/options';
import { WALLET_CONNECT_VIEWS, type View } from '../../src/core/views';
import { toWalletError } from '../../src/core/errors/wallet';
import { isDeclined, isPairingDeduplicated, proposalNamespaces } from '../../src/core/walletConnect';
import type { WalletConnectModule, WcSession } from '../../src/services/walletconnect/types';
import { TIMING } from '../../src/core/constants';
import { msg } from '../../src/core/errors/catalogue';
import type { WalletGateDeps } from '../deps';
import type { ChainNamespace } from '../../src/core/caip';
import { ensureWalletConnect, loadWalletConnect, preferredChains, type WalletConnectClient, type WalletConnectHandle } from './client';
import { STORED_DEEP_LINK } from './storage';
import { configuredFlows } from '../chains/flowsOf';
import type { ChainFlows, WalletConnectPart } from '../chains/driver';
import { createTransportErrorChannel } from '../channels/walletConnect';
import type { EventChannel } from 'redux-saga';
import type { ValidOptions } from '../../src/core/options';

/** The platform rule of SPEC §4, read from the page the widget runs on. */
export function pairingIsDeduplicated(deps: WalletGateDeps): boolean {
  const win = deps.window as (Window & { Telegram?: unknown; TelegramWebviewProxy?: unknown }) | null;
  if (!win) return false;
  return isPairingDeduplicated({ userAgent: win.navigator?.userAgent ?? '', telegram: !!(win.Telegram || win.TelegramWebviewProxy) });
}

/**
 * Resolves when the URI now on its way has expired (SPEC §9: 4 min after it was shown) — or, with 'silent', when
 * none came within SPEC §9's RPC timeout: the relay took the socket and answers nothing, and the client
 * would keep re-sending the proposal on that socket forever, behind a spinner.
 */
function* untilUriExpires(deps: WalletGateDeps) {
  const { uri }: { uri?: ReturnType<typeof wcUriReceived> } = yield race({ uri: take(wcUriReceived.type), silent: delay(TIMING.rpcTimeoutMs) });
  if (!uri) return 'silent' as const;
  yield delay(Math.max(0, uri.payload.expiry - deps.now()));
  return 'expired' as const;
}

/** The WalletConnect parts (ChainFlows.walletConnect) of the site's namespaces that `session` holds accounts in. */
function* partsHeldBy(deps: WalletGateDeps, session: WcSession) {
  const configured: [string, ChainFlows][] = yield call(configuredFlows, deps);
  return configured.flatMap(([namespace, { walletConnect }]) => (walletConnect?.holds(session) ? [[namespace, walletConnect] as const] : []));
}

/** SPEC §4 finish: the session is the connection; the wallet link opened and the wallet picked are remembered. */
function* finish(deps: WalletGateDeps, handle: WalletConnectHandle, session: WcSession) {
  const { adapter } = handle;
  const networks: Network[] = yield select(selectRequestedNetworks);
  const active: string | null = yield select(selectActiveCaipNetworkId);
  adapter.attach(session, preferredChains(active, networks));
  const view: View = yield select(selectView);
  const peer = adapter.peer;
  const wallet = peer ? { name: peer.name, ...(peer.icon ? { icon: peer.icon } : {}) } : undefined;
  // each configured namespace whose part the session holds accounts in joins, in the drivers' order (eip155 first)
  const joining: [string, WalletConnectPart][] = yield call(partsHeldBy, deps, session);
  if (joining.length === 0) throw Object.assign(new Error('The wallet approved no account on the networks this site uses.'), { code: 4100 });
  for (const [, part] of joining) {
    if (part.attach) yield call([part, part.attach], deps, handle.up);
    yield call(part.join, deps, wallet);
  }
  // one session, several namespaces: the visitor acts first in the namespace of the network the site had active
  const preferred = active?.split(':')[0];
  const joined = joining.map(([namespace]) => namespace);
  if (joined.length > 1 && preferred && joined.includes(preferred)) yield put(activeNamespaceChanged(preferred as ChainNamespace));
  const wc: WalletConnectState = yield select(selectWalletConnect);
  if (wc.linking) deps.storage.set(STORED_DEEP_LINK.key, wc.linking);
  if (wc.recentWallet) yield put(recentWalletUsed(wc.recentWallet));
  yield put(wcBasicChanged(view === 'ConnectingWalletConnectBasic'));
  yield put(wcFinished());
  const open: boolean = yield select(selectIsOpen);
  if (!open || !WALLET_CONNECT_VIEWS.has(view)) return;
  const unsupported: boolean = yield select(selectShouldShowUnsupported);
  yield put(routerReset({ view: unsupported ? 'UnsupportedChain' : 'Account' }));
}

/**
 * One pairing, from a first URI to a session: each expired URI is replaced, each declined proposal reported
 * and replaced; any other failure is reported and waits for Try again.
 */
function* pair(deps: WalletGateDeps, client: WalletConnectClient) {
  let handle: WalletConnectHandle;
  try {
    handle = yield call(ensureWalletConnect, deps, client);
  } catch (error) {
    deps.logger.error('[WalletGate] WalletConnect could not start', error);
    yield put(wcPairingFailed(toWalletError(error)));
    return;
  }
  const broken: EventChannel<{ error: Error }> = yield call(createTransportErrorChannel, handle.up);
  try {
    yield call(pairUntilDone, deps, handle, broken);
  } finally {
    broken.close();
  }
}

function* pairUntilDone(deps: WalletGateDeps, handle: WalletConnectHandle, broken: EventChannel<{ error: Error }>) {
  while (true) {
    const networks: Network[] = yield select(selectRequestedNetworks);
    const active: string | null = yield select(selectActiveCaipNetworkId);
    const config: ValidOptions | null = yield select(selectConfig);
    try {
      const { session, relay, expired } = (yield race({
        session: call([handle.up, handle.up.connect], { optionalNamespaces: proposalNamespaces(networks, active, config?.walletConnectNetworks) }),
        expired: call(untilUriExpires, deps),
        // SPEC §8: the relay closed the socket (code 3000: abnormally); no wallet can answer this URI any more
        relay: take(broken),
      })) as { session?: WcSession | undefined; expired?: 'expired' | 'silent'; relay?: { error: Error } };
      if (expired === 'silent') {
        deps.logger.warn('[WalletGate] the WalletConnect relay did not answer');
        yield put(wcPairingFailed(msg('requestTooLong')));
        // Try again then pairs on a fresh socket, not on the one nothing answers on
        const module: WalletConnectModule = yield call(loadWalletConnect, deps);
        module.restartRelay?.(handle.up).catch((error: unknown) => deps.logger.warn('[WalletGate] could not restart the relay socket', error));
        return;
      }
      if (relay) {
        deps.logger.error('[WalletGate] the WalletConnect relay connection failed', relay.error.message);
        yield put(wcPairingFailed(toWalletError(relay.error)));
        return;
      }
      if (session === undefined) continue; // expired: the next connect() makes a new URI
      try {
        yield call(finish, deps, handle, session);
      } catch (error) {
        // a session the widget cannot use (no eip155 account): end it on the wallet's side too
        yield put(wcPairingFailed(toWalletError(error)));
        handle.up.disconnect().catch(() => undefined);
      }
      return;
    } catch (error) {
      yield put(wcPairingFailed(toWalletError(error)));
      if (!isDeclined(error)) return;
      // a declined proposal: the error stays on screen above a fresh QR code
    }
  }
}

/**
 * Connect requests: each starts a fresh pairing in place of a pending one, except on Telegram and iOS Safari,
 * where a pending pairing is kept (SPEC §4). A reset ends the pairing and forgets its URI.
 */
export function* watchPairingRequests(deps: WalletGateDeps, client: WalletConnectClient, requests: Channel<Action>) {
  const dedupe = pairingIsDeduplicated(deps);
  let task: Task | null = null;
  while (true) {
    const { reset }: { reset?: Action } = yield race({ request: take(requests), reset: take(wcReset) });
    const running: Task | null = task?.isRunning() ? task : null;
    if (reset) {
      if (running) yield cancel(running);
      task = null;
    } else if (!(running && dedupe)) {
      if (running) yield cancel(running);
      task = (yield fork(pairing, deps, client)) as Task;
    }
  }
}

/** A pairing that is cancelled (reset, or replaced) leaves no URI a wallet could still answer. */
function* pairing(deps: WalletGateDeps, client: WalletConnectClient) {
  try {
    yield call(pair, deps, client);
  } finally {
    if ((yield cancelled()) as boolean) {
      const wc: WalletConnectState = yield select(selectWalletConnect);
      // a replacing pairing cleans up itself (connect() does); a reset has nothing to replace it
      if (wc.status !== 'pairing') void client.starting?.then(({ up }) => up.cleanupPendingPairings()).catch(() => undefined);
    }
  }
}
