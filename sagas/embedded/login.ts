/**
 * Signing in to the embedded wallet (SPEC §4 "Login state", §5, §9): email with its cooldown, the one-time
 * code, new-device verification, social providers through a popup, Farcaster; the session check at start;
 * and what each of them leaves in storage. Every path ends in `finishLogin`, which connects like any wallet.
 */
import { all, call, cancel, delay, fork, put, race, select, take } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { numberToHex } from 'viem';
import {
  activeNamespaceChanged,
  disconnectRequested,
  notificationDismissRequested,
  notifyRequested,
  pushed,
  restoreFailed,
  replaced,
  reset,
  selectActiveCaipNetworkId,
  selectRequestedNetworks,
  selectConfig,
  selectDebug,
  selectIsOpen,
  selectShouldShowUnsupported,
  selectView,
  smartAccountNetworksChanged,
} from '../../slices';
import { type emailSubmitted, type farcasterRequested, type socialSelected } from '../../slices/embeddedWalletRequests';
import {
  codeCooldownStarted,
  codeResent,
  deviceApproved,
  deviceFailed,
  deviceWaitStarted,
  emailFailed,
  emailSent,
  farcasterConnecting,
  farcasterFailed,
  farcasterUriReceived,
  frameRemoved,
  otpFailed,
  type otpSubmitted,
  selectEmbeddedWallet,
  sessionCheckStarted,
  signedIn,
  signedOut,
  socialConnecting,
  socialFailed,
  socialWaiting,
  type EmbeddedUser,
  type EmbeddedWalletState,
} from '../../slices/embeddedWallet';
import { MessageError, msg, type ErrorInfo } from '../../src/core/errors/catalogue';
import { toWalletError, walletErrorWords } from '../../src/core/errors/wallet';
import { TIMING } from '../../src/core/constants';
import {
  AUTH_CONNECTOR_ID,
  CACHED_LOGIN_KEYS,
  DEFAULT_ACCOUNT_TYPES,
  type AccountType,
  EMBEDDED_LOCAL,
  EMBEDDED_SESSION,
  SOCIAL_POPUP_POLL_MS,
  cooldownMessage,
  emailCooldownLeft,
  joinChainIds,
  
} from '../../src/core/embedded';
import type { FrameUser } from '../../src/core/frame';
import type { View } from '../../src/core/views';
import type { WalletGateDeps } from '../deps';
import { establishConnection } from '../wallet/provider';
import { ask, untilViewLeft, type EmbeddedContext } from './context';
import { FrameRequestError } from './frame';
import { parseChainId } from '../../src/core/chainId';
import { STORED } from '../../src/core/storageKeys';
import { embeddedChainId } from '../../src/core/embeddedChain';
import type { ChainNamespace } from '../../src/core/caip';
import { flowsIn } from '../chains/flowsOf';
import type { ChainFlows, EmbeddedPart } from '../chains/driver';
import { clearEmailLogin, readLastEmailLogin, recordEmailLogin } from './lastEmailLogin';
import type { Network } from '../../src/core/options';

const timed = { timeoutMs: TIMING.frameRequestTimeoutMs };

export function toEmbeddedUser(user: FrameUser, socialProvider: string | null): EmbeddedUser {
  const chainId = parseChainId(user.chainId) ?? 1;
  return {
    address: user.address,
    chainId,
    email: user.email ?? null,
    userName: user.userName ?? null,
    accounts: user.accounts ?? [{ address: user.address, type: user.preferredAccountType ?? 'eoa' }],
    preferredAccountType: user.preferredAccountType ?? 'eoa',
    smartAccountDeployed: user.smartAccountDeployed ?? false,
    socialProvider,
  };
}

/** SPEC §4: a failed or negative connection check, or a sign-out, deletes the cached login data. */
export function clearCachedLogin(deps: WalletGateDeps) {
  for (const key of CACHED_LOGIN_KEYS) deps.session.remove(key);
  deps.storage.remove(EMBEDDED_LOCAL.socialProvider.key);
}

/** The chain to sign in on (src/core/embeddedChain.ts): the active eip155 network, else the last one used, else the default. */
function* targetChainId(deps: WalletGateDeps) {
  const active: string | null = yield select(selectActiveCaipNetworkId);
  const requested: Network[] = yield select(selectRequestedNetworks);
  const last = parseChainId(deps.session.get(EMBEDDED_SESSION.lastUsedChainId.key, EMBEDDED_SESSION.lastUsedChainId.schema));
  return embeddedChainId(active, requested, last);
}

/** The embedded parts (ChainFlows.embedded) of `namespaces`: the namespaces a login connects besides its eip155 one. */
function* embeddedParts(deps: WalletGateDeps, namespaces: Iterable<string>) {
  const found: [string, ChainFlows][] = yield call(flowsIn, deps, namespaces);
  const parts: [string, EmbeddedPart][] = [];
  for (const [namespace, flows] of found) {
    if (flows.embedded) parts.push([namespace, (yield call(flows.embedded)) as EmbeddedPart]);
  }
  return parts;
}

/** SPEC §4: a failed fetch of the smart-account networks leaves the stored list empty. */
function* fetchSmartAccountNetworks(ctx: EmbeddedContext) {
  let networks: number[] = [];
  try {
    ({ smartAccountEnabledNetworks: networks } = yield* ask(ctx, 'GET_SMART_ACCOUNT_ENABLED_NETWORKS'));
  } catch (error) {
    ctx.deps.logger.warn('[WalletGate] could not read the smart-account networks', walletErrorWords(error));
  }
  ctx.deps.session.set(EMBEDDED_SESSION.smartAccountNetworks.key, joinChainIds(networks));
  yield put(smartAccountNetworksChanged(networks));
  return networks;
}

/** SPEC §4: after the user fetch the flag is set, the email stored and the last-email-login time cleared. */
function rememberLogin(deps: WalletGateDeps, user: EmbeddedUser) {
  const { session } = deps;
  session.set(EMBEDDED_SESSION.loginUsed.key, true);
  if (user.email) session.set(EMBEDDED_SESSION.email.key, user.email);
  clearEmailLogin(deps);
  session.set(EMBEDDED_SESSION.lastUsedChainId.key, user.chainId);
  if (user.socialProvider && user.userName) session.set(EMBEDDED_SESSION.socialUsername.key, user.userName);
  if (user.socialProvider) deps.storage.set(EMBEDDED_LOCAL.socialProvider.key, user.socialProvider);
}

/**
 * SPEC §4: the preferred account type is switched once on connect to the namespace's default. GET_USER
 * carries it; where the frame still answers otherwise on a smart-account network, SET_PREFERRED_ACCOUNT
 * asks again, and a failure there falls back to the EOA.
 */
function* applyDefaultAccountType(ctx: EmbeddedContext, user: EmbeddedUser, smartNetworks: number[]) {
  const wanted: AccountType = yield call(configuredAccountType);
  if (wanted !== 'smartAccount' || user.preferredAccountType === wanted || !smartNetworks.includes(user.chainId)) return user;
  try {
    const { type, address } = yield* ask(ctx, 'SET_PREFERRED_ACCOUNT', { type: wanted });
    return { ...user, preferredAccountType: type, address };
  } catch (error) {
    ctx.deps.logger.warn('[WalletGate] could not switch to the smart account; staying on the EOA', walletErrorWords(error));
    // SPEC §8: the visitor learns why they are on the EOA
    yield put(notifyRequested({ message: msg('smartAccountsUnsupported'), variant: 'error' }));
    const eoa = user.accounts.find((a) => a.type === 'eoa')?.address ?? user.address;
    return { ...user, preferredAccountType: 'eoa' as const, address: eoa };
  }
}

/** SPEC §4 "the configured default": the site's account type for eip155, else §4's (smartAccount). */
function* configuredAccountType(): Generator<unknown, AccountType, ReturnType<typeof selectConfig>> {
  const config: ReturnType<typeof selectConfig> = yield select(selectConfig);
  return config?.defaultAccountTypes.eip155 ?? DEFAULT_ACCOUNT_TYPES.eip155;
}

/** The frame said yes: read the user, remember the login, connect through the AUTH connector, show Account. */
function* finishLogin(ctx: EmbeddedContext, socialProvider: string | null) {
  const activeBefore: string | null = yield select(selectActiveCaipNetworkId);
  const chainId: number = yield call(targetChainId, ctx.deps);
  const wanted: AccountType = yield call(configuredAccountType);
  const frameUser = yield* ask(ctx, 'GET_USER', { chainId, ...(wanted === 'payment' ? {} : { preferredAccountType: wanted }) });
  const smartNetworks: number[] = yield call(fetchSmartAccountNetworks, ctx);
  const user: EmbeddedUser = yield call(applyDefaultAccountType, ctx, toEmbeddedUser(frameUser, socialProvider), smartNetworks);
  rememberLogin(ctx.deps, user);
  yield put(signedIn({ user }));
  yield call(establishConnection, { namespace: 'eip155', connectorId: AUTH_CONNECTOR_ID, accounts: [user.address], chainId: user.chainId, restored: false });
  // SPEC §4: the site's provider (getWalletProvider) hears `connect` with the chain, as EIP-1193 says
  ctx.bridge.emit('connect', { chainId: numberToHex(user.chainId) });
  // the same login connects the site's other namespaces the frame serves (with Solana networks configured, solana)
  const requested: Network[] = yield select(selectRequestedNetworks);
  const parts: [string, EmbeddedPart][] = yield call(embeddedParts, ctx.deps, requested.map((n) => n.chainNamespace));
  const joined = ['eip155'];
  for (const [namespace, part] of parts) {
    const done: boolean = yield call(part.join, ctx, { restore: false });
    if (done) joined.push(namespace);
  }
  // one login, several namespaces: the visitor acts first in the namespace of the network the site had active
  const preferred = activeBefore?.split(':')[0];
  if (preferred && joined.includes(preferred)) yield put(activeNamespaceChanged(preferred as ChainNamespace));
  const open: boolean = yield select(selectIsOpen);
  if (!open) return;
  const unsupported: boolean = yield select(selectShouldShowUnsupported);
  yield put(reset({ view: unsupported ? 'UnsupportedChain' : 'Account' }));
}

/**
 * At start, when a login is remembered (SPEC §3 flag, or the AUTH connector stored as connected): is the
 * frame's session still alive? Yes → the user is read, and the wallet restore (sagas/wallet/persistence)
 * connects through the provider; no, or a failure → the cached login data goes.
 */
export function* checkSession(ctx: EmbeddedContext) {
  const { deps } = ctx;
  const pending: [string, EmbeddedPart][] = yield call(embeddedParts, deps, restoredThroughLogin(deps));
  const restoreFailedAll = pending.map(([namespace]) => put(restoreFailed({ namespace: namespace as ChainNamespace })));
  yield put(sessionCheckStarted());
  try {
    const token = deps.session.get(EMBEDDED_SESSION.token.key, EMBEDDED_SESSION.token.schema);
    const { isConnected } = yield* ask(ctx, 'IS_CONNECTED', token ? { token } : undefined);
    if (!isConnected) {
      clearCachedLogin(deps);
      yield put(signedOut());
      yield all(restoreFailedAll);
      // SPEC §8 'Session Expired': the remembered login is over; say so rather than just showing Connect again
      yield put(notifyRequested({ message: msg('APKT003'), variant: 'error', alert: true }));
      return;
    }
    const chainId: number = yield call(targetChainId, deps);
    const frameUser = yield* ask(ctx, 'GET_USER', { chainId });
    yield call(fetchSmartAccountNetworks, ctx);
    const stored = deps.storage.get(EMBEDDED_LOCAL.socialProvider.key, EMBEDDED_LOCAL.socialProvider.schema);
    const user = toEmbeddedUser(frameUser, stored ?? null);
    rememberLogin(deps, user);
    yield put(signedIn({ user }));
    // the same login had other namespaces connected before the reload (solana): they come back with it
    for (const [, part] of pending) yield call(part.join, ctx, { restore: true });
  } catch (error) {
    deps.logger.warn('[WalletGate] the embedded wallet session could not be checked', walletErrorWords(error));
    clearCachedLogin(deps);
    yield put(signedOut());
    yield all(restoreFailedAll);
  }
}

/**
 * The namespaces stored as connected through this login (the AUTH connector): besides eip155, which the wallet
 * restore (sagas/wallet/persistence) connects through the provider, this login restores them, and the restore waits.
 */
export function restoredThroughLogin(deps: WalletGateDeps): string[] {
  const namespaces = deps.storage.get(STORED.connectedNamespaces.key, STORED.connectedNamespaces.schema) ?? [];
  const ids: Record<string, string | undefined> = deps.storage.get(STORED.connectedConnectorIds.key, STORED.connectedConnectorIds.schema) ?? {};
  return namespaces.filter((namespace) => ids[namespace] === AUTH_CONNECTOR_ID);
}

/** SPEC §5: one code per 30 s; null when sending is allowed, else the error to show. */
function cooldownError(deps: WalletGateDeps): ErrorInfo | null {
  const last = readLastEmailLogin(deps);
  const left = emailCooldownLeft(last, deps.now(), TIMING.emailLoginCooldownMs);
  return left > 0 ? cooldownMessage(left) : null;
}

/** SPEC §4: check that sending is allowed, send, then record the last-email-login time. */
function* sendCode(ctx: EmbeddedContext, email: string) {
  const refused = cooldownError(ctx.deps);
  if (refused) throw new MessageError(refused, 'EMAIL_COOLDOWN');
  const { action } = yield* ask(ctx, 'CONNECT_EMAIL', { email }, timed);
  recordEmailLogin(ctx.deps);
  yield put(codeCooldownStarted());
  return action;
}

/** SPEC §7 CONNECT_DEVICE: waits (30 s at most) for the visitor to approve this device from the mailed link. */
export function* awaitDeviceApproval(ctx: EmbeddedContext) {
  yield put(deviceWaitStarted());
  try {
    yield* ask(ctx, 'CONNECT_DEVICE', undefined, timed);
  } catch (error) {
    yield put(deviceFailed(toWalletError(error)));
    return;
  }
  yield put(deviceApproved());
  // the frame mailed the code as the device was approved
  const view: View = yield select(selectView);
  if (view === 'EmailVerifyDevice') yield put(replaced({ view: 'EmailVerifyOtp' }));
}

export function* submitEmail(ctx: EmbeddedContext, { payload: { email } }: ReturnType<typeof emailSubmitted>) {
  let action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT';
  try {
    action = yield call(sendCode, ctx, email);
  } catch (error) {
    yield put(emailFailed(toWalletError(error)));
    return;
  }
  yield put(emailSent({ email }));
  if (action === 'CONNECT') {
    yield call(loginOrFail, ctx, null, emailFailed);
    return;
  }
  yield put(pushed({ view: action === 'VERIFY_DEVICE' ? 'EmailVerifyDevice' : 'EmailVerifyOtp' }));
  if (action === 'VERIFY_DEVICE') yield call(awaitDeviceApproval, ctx);
}

export function* submitOtp(ctx: EmbeddedContext, { payload: { otp } }: ReturnType<typeof otpSubmitted>) {
  try {
    yield* ask(ctx, 'CONNECT_OTP', { otp }, timed);
  } catch (error) {
    yield put(otpFailed(toWalletError(error)));
    return;
  }
  yield call(loginOrFail, ctx, null, otpFailed);
}

/** "Resend code": the same email again, under the same cooldown. */
export function* resendOtp(ctx: EmbeddedContext) {
  const { email }: EmbeddedWalletState = yield select(selectEmbeddedWallet);
  if (!email) {
    yield put(otpFailed(msg('somethingWentWrong')));
    return;
  }
  try {
    const action: string = yield call(sendCode, ctx, email);
    yield put(codeResent());
    if (action === 'VERIFY_DEVICE') {
      yield put(replaced({ view: 'EmailVerifyDevice' }));
      yield call(awaitDeviceApproval, ctx);
    }
  } catch (error) {
    yield put(otpFailed(toWalletError(error)));
  }
}

/** SPEC §8: the wallet went away while the sign-in was being finished. */
const AUTH_INIT_FAILED: ErrorInfo = msg('authInitFailed');

/**
 * finishLogin, with its failure shown on the step the visitor is on. SPEC §8: 'Authenticating...' shows while it
 * runs; a disconnect (or the frame going away) before it ends stops it with 'A problem occurred while trying
 * initialize authentication'.
 */
function* loginOrFail(ctx: EmbeddedContext, socialProvider: string | null, failed: (e: ErrorInfo) => { type: string; payload: ErrorInfo }) {
  yield put(notifyRequested({ message: msg('authenticating'), variant: 'loading' }));
  // a message put up meanwhile (the smart account's fallback, say) replaces the loading toast: it must not be dismissed
  let replaced = false;
  const watchReplaced: Task = yield fork(function* () {
    while (true) {
      const next: ReturnType<typeof notifyRequested> = yield take((a: Action) => notifyRequested.match(a) && a.payload.message.code !== 'authenticating');
      // an alert shows only with debug on (SPEC §4): one that stays hidden replaces nothing
      const debug: boolean = yield select(selectDebug);
      if (!next.payload.alert || debug) break;
    }
    replaced = true;
  });
  try {
    const { gone }: { gone?: unknown } = yield race({ done: call(finishLogin, ctx, socialProvider), gone: take([disconnectRequested, frameRemoved]) });
    if (gone) {
      ctx.deps.logger.warn('[WalletGate] the wallet disconnected during the embedded sign-in');
      yield put(failed(AUTH_INIT_FAILED));
      yield put(notifyRequested({ message: msg('authInitFailed'), variant: 'error' }));
      return;
    }
    // done: the loading toast goes (a request, not a close: the notification saga may still be putting it up)
    if (!replaced) yield put(notificationDismissRequested());
  } catch (error) {
    ctx.deps.logger.error('[WalletGate] embedded wallet sign-in failed', walletErrorWords(error));
    if (!replaced) yield put(notificationDismissRequested());
    yield put(failed(toWalletError(error)));
  } finally {
    yield cancel(watchReplaced);
  }
}

/** The provider's page redirects the popup back to this site with state and code; null when the popup closes. */
function* waitForRedirect(deps: WalletGateDeps, popup: Window) {
  const home = deps.window?.location.origin;
  while (true) {
    yield delay(SOCIAL_POPUP_POLL_MS);
    if (popup.closed) return null;
    try {
      const href = popup.location.href;
      const url = new URL(href);
      if (url.origin === home && url.searchParams.has('code') && url.searchParams.has('state')) return href;
    } catch {
      // still on the provider's origin: its location is not ours to read
    }
  }
}

/** SPEC §8: a social request that times out opens the socials-timeout alert. */
function* failSocial(error: unknown) {
  if (error instanceof FrameRequestError && error.code === 'TIMEOUT') {
    yield put(notifyRequested({ message: msg('APKT005'), variant: 'error', alert: true }));
  }
  yield put(socialFailed(toWalletError(error)));
}

export function* connectSocial(ctx: EmbeddedContext, { payload: { provider, popup: popupName } }: ReturnType<typeof socialSelected>) {
  const { deps } = ctx;
  yield put(pushed({ view: 'ConnectingSocial' }));
  let popup: Window | null = null;
  try {
    const { uri } = yield* ask(ctx, 'GET_SOCIAL_REDIRECT_URI', { provider }, timed);
    // Navigating the window the view opened in the click: not a new window, so no popup blocker.
    popup = deps.window?.open(uri, popupName ?? '_blank') ?? null;
    if (!popup) throw Object.assign(new Error('The sign-in window was blocked. Allow pop-ups for this site and try again.'), { code: 'POPUP_BLOCKED' });
    yield put(socialWaiting());
    const { href } = (yield race({ href: call(waitForRedirect, deps, popup), left: call(untilViewLeft, 'ConnectingSocial') })) as { href?: string | null };
    if (href === undefined) return; // the visitor went elsewhere
    if (href === null) throw Object.assign(new Error('The sign-in window was closed before signing in.'), { code: 'POPUP_CLOSED' });
    popup.close();
    yield put(socialConnecting());
    yield* ask(ctx, 'CONNECT_SOCIAL', { uri: href }, timed);
  } catch (error) {
    yield call(failSocial, error);
    return;
  } finally {
    if (popup && !popup.closed) popup.close();
  }
  yield call(loginOrFail, ctx, provider, socialFailed);
}

export function* connectFarcaster(ctx: EmbeddedContext, _action: ReturnType<typeof farcasterRequested>) {
  yield put(pushed({ view: 'ConnectingFarcaster' }));
  try {
    const { uri } = yield* ask(ctx, 'GET_FARCASTER_URI');
    yield put(farcasterUriReceived({ uri }));
    // the visitor approves in the Farcaster app (the sandbox page): the frame waits for it
    const { done } = (yield race({ done: call(ask, ctx, 'CONNECT_FARCASTER'), left: call(untilViewLeft, 'ConnectingFarcaster') })) as { done?: unknown };
    if (!done) return;
  } catch (error) {
    yield put(farcasterFailed(toWalletError(error)));
    return;
  }
  yield put(farcasterConnecting());
  yield call(loginOrFail, ctx, 'farcaster', farcasterFailed);
}
