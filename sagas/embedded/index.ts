/**
 * The embedded wallet's flows (email / social / Farcaster login, the secure frame, RPC with approvals).
 * Loaded lazily (sagas/index.ts): on the first email focus or login request, or at once to restore a login.
 */
import { call, fork, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import { connected, connectorAnnounced, disconnectRequested, opened, selectConfig } from '../../slices';
import { sessionsStale } from '../../slices/smartSessions';
import { sessionRevokeRequested } from '../../slices/smartSessionsRequests';
import { emailSubmitted, farcasterRequested, socialSelected } from '../../slices/embeddedWalletRequests';
import {
  accountTypeRequested,
  accountTypeSettled,
  codeCooldownStarted,
  deviceRetryRequested,
  emailUpdated,
  otpResendRequested,
  otpSubmitted,
  signedIn,
  signedOut,
  updateEmailOtpSubmitted,
  updateEmailResendRequested,
  updateEmailStarted,
  updateEmailSubmitted,
  userUpdated,
} from '../../slices/embeddedWallet';
import { AUTH_CONNECTOR_ID, AUTH_CONNECTOR_NAME, secureFrameUrl } from '../../src/core/embedded';
import type { ValidOptions } from '../../src/core/options';
import { createEmbeddedProvider } from '../../src/services/embedded/provider';
import { createFrameTransport } from '../../src/services/frame/transport';
import type { WalletGateDeps } from '../deps';
import type { Intake } from '../lazy';
import { spawnIsolated, type Watcher } from '../isolate';
import { resendEmailUpdateCode, showEmailUpdate, signOutOfFrame, startEmailUpdate, submitEmailUpdateCode, switchAccountType, syncAccountDetails } from './account';
import { watchApproval, watchFrameSettings } from './approval';
import { countDownResend } from './cooldown';
import type { EmbeddedContext } from './context';
import { createFrameClient, runFrame } from './frame';
import { awaitDeviceApproval, checkSession, clearCachedLogin, connectFarcaster, connectSocial, resendOtp, restoredThroughLogin, submitEmail, submitOtp } from './login';
import { watchProviderCalls } from './rpc';
import { fetchSessions, revokeSession } from './sessions';
import { remembersLogin } from '../rememberedLogin';

type EmbeddedWatcher = Watcher<[EmbeddedContext, Intake]>;

const runTheFrame: EmbeddedWatcher = (_deps, ctx) => runFrame(ctx.frame);

/**
 * A remembered login is checked, and what it had connected comes back. A disconnect meanwhile (of every namespace, or
 * of one the login had) ends it there: the visitor is signed out, of the secure site too (SIGN_OUT, as a disconnect
 * after the restore does), and a late answer from the frame connects nothing again (the Solana side of a restore,
 * say, arriving after the visitor pressed Disconnect).
 */
function* startSession(deps: WalletGateDeps, ctx: EmbeddedContext) {
  if (!remembersLogin(deps)) {
    yield put(signedOut());
    return;
  }
  const through = restoredThroughLogin(deps);
  const endsLogin = (action: Action) => disconnectRequested.match(action) && (!action.payload?.namespace || through.includes(action.payload.namespace));
  const { gone }: { gone?: Action } = yield race({ checked: call(checkSession, ctx), gone: take(endsLogin) });
  if (!gone) return;
  // forgotten here at once; the frame, which may be the very one that has not answered yet, is told without waiting
  clearCachedLogin(deps);
  yield put(signedOut());
  yield fork(signOutOfFrame, ctx);
}

function* watchLogin(_deps: WalletGateDeps, ctx: EmbeddedContext, intake: Intake) {
  yield takeLeading(otpSubmitted.type, submitOtp, ctx);
  yield takeLeading(otpResendRequested.type, resendOtp, ctx);
  yield takeLeading(deviceRetryRequested.type, awaitDeviceApproval, ctx);
  yield takeLeading(accountTypeRequested.type, switchAccountType, ctx);
  yield takeLeading(updateEmailStarted.type, showEmailUpdate);
  yield takeLeading(updateEmailSubmitted.type, startEmailUpdate, ctx);
  yield takeLeading(updateEmailOtpSubmitted.type, submitEmailUpdateCode, ctx);
  yield takeLeading(updateEmailResendRequested.type, resendEmailUpdateCode, ctx);
  yield takeLatest(codeCooldownStarted.type, countDownResend, ctx);
  yield takeLatest([connected.type, signedIn.type, userUpdated.type, emailUpdated.type], syncAccountDetails);
  yield takeLatest(intake.from(socialSelected), connectSocial, ctx);
  // the smart account's sessions, read when it signs in, switches, opens Account or grants one
  yield takeLatest([signedIn.type, accountTypeSettled.type, opened.type, sessionsStale.type], fetchSessions, ctx);
  yield takeLeading(sessionRevokeRequested.type, revokeSession, ctx);
}

function* watchEmail(_deps: WalletGateDeps, ctx: EmbeddedContext, intake: Intake) {
  yield takeLeading(intake.from(emailSubmitted), submitEmail, ctx);
}

function* watchFarcaster(_deps: WalletGateDeps, ctx: EmbeddedContext, intake: Intake) {
  yield takeLatest(intake.from(farcasterRequested), connectFarcaster, ctx);
}

// The frame first: its window listener must be in place before the iframe exists (READY comes early).
const WATCHERS: EmbeddedWatcher[] = [
  runTheFrame,
  watchFrameSettings,
  watchApproval,
  watchProviderCalls,
  watchLogin,
  watchEmail,
  watchFarcaster,
  startSession,
];

export function* runFlows(deps: WalletGateDeps, intake: Intake) {
  const config: ValidOptions | null = yield select(selectConfig);
  if (!config || !deps.window) return;
  const bridge = createEmbeddedProvider();
  deps.providers.set(AUTH_CONNECTOR_ID, bridge.provider);
  yield put(connectorAnnounced({ id: AUTH_CONNECTOR_ID, name: AUTH_CONNECTOR_NAME, type: 'AUTH', chain: 'eip155' }));
  const defaultChain = config.defaultNetwork.startsWith('eip155:') ? config.defaultNetwork : null;
  const src = secureFrameUrl({
    secureSite: config.endpoints.secureSite,
    projectId: config.projectId,
    chainId: defaultChain,
    version: config.sdkVersion,
    enableLogger: config.debug,
  });
  const ctx: EmbeddedContext = { deps, bridge, frame: createFrameClient(deps, createFrameTransport(deps.window.document, src)) };
  yield* spawnIsolated<[EmbeddedContext, Intake]>(WATCHERS, deps, ctx, intake);
}
