/**
 * SPEC §4 sign-in flow: on connect with an address on a supported network and no session, open SIWXSignMessage;
 * sign, store the session, close; on failure reopen and show an error; cancel disconnects if sign-in is required,
 * otherwise closes. Switching to an account or network with no session asks again; a session ends at its
 * expirationTime. Sign-in through a universal provider (WalletConnect) applies only when all chains are eip155.
 */
import { call, delay, fork, join, put, race, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import {
  accountChanged,
  activeNamespaceChanged,
  closeRequested,
  connected,
  disconnected,
  disconnectRequested,
  disconnectSucceeded,
  networkChanged,
  opened,
  reset,
  selectAccountInfo,
  selectActiveConnectorIds,
  selectAllConnectors,
  selectConfig,
  selectIsActiveNetworkSupported,
  selectIsOpen,
  selectNetworkState,
  selectView,
} from '../../slices';
import type { Connector } from '../../src/core/connectors';
import {
  selectSiwx,
  sessionCheckStarted,
  sessionEnded,
  sessionFound,
  sessionMissing,
  siwxCleared,
  signInCancelled,
  signInFailed,
  signInRequested,
  signInSucceeded,
  signOutRequested,
  type SiwxState,
} from '../../slices/siwx';
import { msg, type ErrorInfo } from '../../src/core/errors/catalogue';
import type { ValidOptions } from '../../src/core/options';
import { createSiwxMessage, liveSession, messageFields, walletConnectSignsIn } from '../../src/core/siwx';
import type { SiwxMessageFields, SiwxSession } from '../../src/core/siwxTypes';
import { THROWN } from '../../src/core/errors/thrown';
import { isUserRejection } from '../../src/core/errors/wallet';
import { createSiwxBackend, type SiwxBackend } from '../../src/services/siwx';
import { withTimeout } from '../backoff';
import type { WalletGateDeps } from '../deps';
import type { Intake } from '../lazy';
import type { ChainFlows } from '../chains/driver';
import { flowsOf } from '../chains/flowsOf';

/** The account sign-in is about: the connected account of the active namespace on its active network. */
interface Target {
  namespace: string;
  chainId: string;
  address: string;
  connectorId: string;
}

/** The backend of this instance (the site's functions, the default server): made once per deps. */
const backends = new WeakMap<WalletGateDeps, SiwxBackend>();
function backendOf(deps: WalletGateDeps, config: ValidOptions): SiwxBackend {
  let backend = backends.get(deps);
  if (!backend) {
    backend = createSiwxBackend({ settings: config.siwx!, host: deps.siwxHost, fetch: deps.fetch, storage: deps.storage });
    backends.set(deps, backend);
  }
  return backend;
}

/**
 * Who should be signed in now, or null: nothing connected, a namespace without sign-in (SPEC §6: its driver has no
 * signMessage), an unsupported network, or §4's universal-provider rule.
 */
function* currentTarget(deps: WalletGateDeps) {
  const config: ValidOptions | null = yield select(selectConfig);
  const account: ReturnType<typeof selectAccountInfo> = yield select(selectAccountInfo);
  if (!config?.siwx || !account.isConnected || !account.address) return null;
  const flows: ChainFlows | null = yield call(flowsOf, deps, account.namespace);
  if (!flows?.signMessage) return null;
  const supported: boolean = yield select(selectIsActiveNetworkSupported);
  const network: ReturnType<typeof selectNetworkState> = yield select(selectNetworkState);
  const chainId = network.active[account.namespace];
  if (!supported || !chainId) return null;
  const ids: ReturnType<typeof selectActiveConnectorIds> = yield select(selectActiveConnectorIds);
  const connectorId = ids[account.namespace];
  if (!connectorId) return null;
  const connectors: Connector[] = yield select(selectAllConnectors);
  const viaUniversalProvider = connectors.some((c) => c.id === connectorId && c.type === 'WALLET_CONNECT');
  if (viaUniversalProvider && !walletConnectSignsIn(config.networks)) return null;
  const target: Target = { namespace: account.namespace, chainId, address: account.address, connectorId };
  return target;
}

/** SIWXSignMessage on screen: over whatever the modal shows, or the modal opened on it. */
function* showSignIn() {
  const open: boolean = yield select(selectIsOpen);
  if (open) yield put(reset({ view: 'SIWXSignMessage' }));
  else yield put(opened({ view: 'SIWXSignMessage' }));
}

function* closeSignIn() {
  const open: boolean = yield select(selectIsOpen);
  const view: ReturnType<typeof selectView> = yield select(selectView);
  if (open && view === 'SIWXSignMessage') yield put(closeRequested());
}

/** The stored session of the target, if the backend has a live one; asks to sign in otherwise. */
function* checkSession(deps: WalletGateDeps, target: Target) {
  const config: ValidOptions = (yield select(selectConfig)) as ValidOptions;
  yield put(sessionCheckStarted({ chainId: target.chainId, address: target.address }));
  // a Disconnect's sign-out still under way: the same account connecting again must not find the session it ends
  const signingOut = signOuts.get(deps);
  if (signingOut?.isRunning()) yield join(signingOut);
  let sessions: SiwxSession[] = [];
  try {
    const backend = backendOf(deps, config);
    sessions = yield call(withTimeout<SiwxSession[]>, (signal) => backend.getSessions({ address: target.address, chainId: target.chainId }, signal));
  } catch (error) {
    // an answer we cannot read is no session: the visitor signs in again rather than being let through
    deps.logger.warn('[WalletGate] could not read the sign-in sessions', error);
  }
  const live = liveSession(sessions, target.chainId, target.address, deps.now());
  if (live) {
    yield put(sessionFound(live));
    yield call(closeSignIn);
    return;
  }
  yield put(sessionMissing());
  yield call(showSignIn);
}

/** Follows the connected account: a new account or network is checked; nothing to sign in with clears the state. */
function* follow(deps: WalletGateDeps) {
  const target: Target | null = yield call(currentTarget, deps);
  const siwx: SiwxState = yield select(selectSiwx);
  if (!target) {
    if (siwx.status !== 'idle') yield put(siwxCleared());
    return;
  }
  const same = siwx.account?.chainId === target.chainId && siwx.account.address === target.address;
  if (same && siwx.status !== 'idle') return;
  yield call(checkSession, deps, target);
}

const ACCOUNT_MOVES = [connected, disconnected, accountChanged, networkChanged, activeNamespaceChanged];
const isAccountMove = (action: Action) => ACCOUNT_MOVES.some((creator) => creator.match(action));

export function* watchSessions(deps: WalletGateDeps) {
  // loaded by a connect: the account it connected is checked at once
  yield call(follow, deps);
  yield takeLatest(isAccountMove, follow, deps);
}

/** What the wallet signs with: its namespace's driver's signMessage (eip155: personal_sign; solana: signMessage). */
function* signWithWallet(deps: WalletGateDeps, target: Target, message: string) {
  const flows: ChainFlows | null = yield call(flowsOf, deps, target.namespace);
  if (!flows?.signMessage) throw new Error(THROWN.chainAdapterNotFound);
  const signature: string = yield call(flows.signMessage, deps, target.connectorId, target.address, message);
  return signature;
}

/** Nonce, message, the wallet's signature, the backend's verification: the session it stored. */
function* signAndVerify(deps: WalletGateDeps, config: ValidOptions, target: Target) {
  const backend = backendOf(deps, config);
  const settings = config.siwx!;
  const nonce: string = yield call(withTimeout<string>, (signal) => backend.getNonce({ address: target.address, chainId: target.chainId }, signal));
  const fields: SiwxMessageFields = messageFields({
    pageUrl: deps.location?.href ?? config.metadata?.url ?? 'http://localhost/',
    chainId: target.chainId,
    address: target.address,
    nonce,
    now: deps.now(),
    expiresInSeconds: settings.expiresInSeconds,
    statement: settings.statement,
    resources: settings.resources,
  });
  const message: string = backend.createMessage ? yield call(backend.createMessage, fields) : createSiwxMessage(fields);
  const signature: string = yield call(signWithWallet, deps, target, message);
  const session: SiwxSession = yield call(withTimeout<SiwxSession>, (signal) => backend.verify({ fields, message, signature }, signal));
  return session;
}

/** SPEC §8: 'Signature declined' on the wallet's refusal; otherwise what went wrong, in the visitor's words. */
function failureOf(error: unknown): ErrorInfo {
  return msg(isUserRejection(error) ? 'signatureDeclined' : 'somethingWentWrong');
}

function* signIn(deps: WalletGateDeps) {
  const config: ValidOptions | null = yield select(selectConfig);
  if (!config?.siwx) {
    yield put(signInFailed(msg('siwxNotEnabled')));
    return;
  }
  const target: Target | null = yield call(currentTarget, deps);
  if (!target) {
    yield put(signInFailed(msg('noActiveCaipAddress')));
    return;
  }
  try {
    const { session, cancelled } = (yield race({
      session: call(signAndVerify, deps, config, target),
      cancelled: take([signInCancelled.type, disconnected.type]),
    })) as { session?: SiwxSession; cancelled?: Action };
    if (cancelled) return; // the cancel watcher disconnects or closes
    yield put(signInSucceeded({ session: session! }));
    yield call(closeSignIn);
  } catch (error) {
    deps.logger.warn('[WalletGate] sign-in failed', error);
    yield put(signInFailed(failureOf(error)));
    // SPEC §4: on failure reopen and show the error
    yield call(showSignIn);
  }
}

export function* watchSignIn(deps: WalletGateDeps, intake: Intake) {
  yield takeLeading(intake.from(signInRequested), signIn, deps);
}

/** SPEC §4: cancel disconnects if sign-in is required, otherwise closes. */
function* cancelSignIn() {
  const config: ValidOptions | null = yield select(selectConfig);
  if (config?.siwx?.required) yield put(disconnectRequested());
  else yield put(closeRequested());
}

export function* watchCancel(_deps: WalletGateDeps, intake: Intake) {
  yield takeEvery(intake.from(signInCancelled), cancelSignIn);
}

/** Signing out ends the account's session on the backend and here; the next account move asks again. */
function* signOut(deps: WalletGateDeps) {
  const config: ValidOptions | null = yield select(selectConfig);
  const siwx: SiwxState = yield select(selectSiwx);
  if (!config?.siwx || !siwx.account) return;
  const account = siwx.account;
  try {
    const backend = backendOf(deps, config);
    yield call(withTimeout<void>, (signal) => backend.revokeSession(account, signal));
  } catch (error) {
    deps.logger.warn('[WalletGate] could not revoke the sign-in session', error);
  }
  yield put(sessionEnded());
}

export function* watchSignOut(deps: WalletGateDeps, intake: Intake) {
  yield takeLeading(intake.from(signOutRequested), signOut, deps);
}

/** The sign-outs a Disconnect started, per instance: a session check waits for them. */
const signOuts = new WeakMap<WalletGateDeps, Task>();
type Account = { chainId: string; address: string };
const keyOf = ({ chainId, address }: Account) => `${chainId}:${address}`;

/** Revokes each account's sessions through the backend; one that fails is logged, the others still go. */
function* revokeAll(deps: WalletGateDeps, backend: SiwxBackend, accounts: Account[]) {
  for (const account of accounts) {
    try {
      yield call(withTimeout<void>, (signal) => backend.revokeSession(account, signal));
    } catch (error) {
      deps.logger.warn('[WalletGate] could not revoke the sign-in session on disconnect', error);
    }
  }
}

/**
 * A visitor who disconnects expects to be signed out of the site: Disconnect revokes the sessions of every account
 * signed in on the namespaces it disconnected (all this page found or made, not only the last one shown), unless the
 * site keeps them (siwx.keepSessionsOnDisconnect). A wallet ending the connection from its side is not a visitor's
 * sign-out, and a visitor's own sign-out has revoked already.
 */
export function* watchDisconnectSignOut(deps: WalletGateDeps) {
  const held = new Map<string, Account>();
  const remember = (action: Action) => {
    const session = sessionFound.match(action) ? action.payload : signInSucceeded.match(action) ? action.payload.session : null;
    if (session) held.set(keyOf(session), { chainId: session.chainId, address: session.address });
  };
  yield takeEvery([sessionFound.type, signInSucceeded.type], remember);
  yield takeEvery(signOutRequested.type, function* forget() {
    const siwx: SiwxState = yield select(selectSiwx);
    if (siwx.account) held.delete(keyOf(siwx.account));
  });
  yield takeEvery(disconnectSucceeded.type, function* signOutDisconnected(action: ReturnType<typeof disconnectSucceeded>) {
    const config: ValidOptions | null = yield select(selectConfig);
    const ended = [...held.values()].filter((a) => action.payload.namespaces.some((ns) => a.chainId.startsWith(`${ns}:`)));
    for (const account of ended) held.delete(keyOf(account));
    if (!config?.siwx || config.siwx.keepSessionsOnDisconnect || ended.length === 0) return;
    const task: Task = yield fork(revokeAll, deps, backendOf(deps, config), ended);
    signOuts.set(deps, task);
  });
}

/** A session ends at its expirationTime: then the visitor is asked again (if still connected as that account). */
function* expireSession(deps: WalletGateDeps, action: Action) {
  const session = sessionFound.match(action) ? action.payload : signInSucceeded.match(action) ? action.payload.session : null;
  if (!session?.expirationTime) return;
  yield delay(Math.max(0, Date.parse(session.expirationTime) - deps.now()));
  const siwx: SiwxState = yield select(selectSiwx);
  if (siwx.session?.message !== session.message || siwx.session.expirationTime !== session.expirationTime) return;
  yield put(sessionEnded());
  const target: Target | null = yield call(currentTarget, deps);
  if (target) yield call(showSignIn);
}

export function* watchExpiry(deps: WalletGateDeps) {
  // any newer session, check or clearing replaces the wait
  yield takeLatest([sessionFound.type, signInSucceeded.type, sessionCheckStarted.type, siwxCleared.type], expireSession, deps);
}
