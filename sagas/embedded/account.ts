/**
 * The signed-in embedded account: its details on the account state (SPEC §3), EOA ↔ smart account (SPEC §4,
 * §6), the two-step email update (SPEC §3, §7), and signing out.
 */
import { put, select } from 'redux-saga/effects';
import { embeddedAccountUpdated, notifyRequested, replaced, reset, selectActiveConnectorIds, pushed, type NamespaceAccount } from '../../slices';
import {
  type accountTypeRequested,
  accountTypeSettled,
  emailUpdated,
  codeCooldownStarted,
  selectEmbeddedUser,
  selectEmbeddedWallet,
  signedOut,
  updateEmailFailed,
  type updateEmailOtpSubmitted,
  updateEmailStepReached,
  type updateEmailSubmitted,
  userUpdated,
  type EmbeddedAccountType,
  type EmbeddedUser,
  type EmbeddedWalletState,
  type UpdateEmailStep,
} from '../../slices/embeddedWallet';
import { AUTH_CONNECTOR_ID, EMBEDDED_SESSION, cooldownMessage, emailCooldownLeft } from '../../src/core/embedded';
import { TIMING } from '../../src/core/constants';
import { msg } from '../../src/core/errors/catalogue';
import { toWalletError, walletErrorWords } from '../../src/core/errors/wallet';
import { providerError } from '../../src/services/embedded/provider';
import { ask, type EmbeddedContext } from './context';
import { clearCachedLogin } from './login';
import { clearEmailLogin, readLastEmailLogin, recordEmailLogin } from './lastEmailLogin';

/** Copies the embedded user onto the eip155 account while the AUTH connector is the one connected there. */
export function* syncAccountDetails() {
  const ids: ReturnType<typeof selectActiveConnectorIds> = yield select(selectActiveConnectorIds);
  const user: EmbeddedUser | null = yield select(selectEmbeddedUser);
  if (ids.eip155 !== AUTH_CONNECTOR_ID || !user) return;
  const details: Parameters<typeof embeddedAccountUpdated>[0]['details'] = {
    user: { ...(user.email ? { email: user.email } : {}), ...(user.userName ? { username: user.userName } : {}) },
    preferredAccountType: user.preferredAccountType,
    socialProvider: user.socialProvider,
    smartAccountDeployed: user.smartAccountDeployed,
    allAccounts: user.accounts as NamespaceAccount['allAccounts'],
  };
  yield put(embeddedAccountUpdated({ namespace: 'eip155', details }));
}

/** The account in use changed (type switch, other chain): the store and the site's provider listeners learn it. */
export function* changeAccount(ctx: EmbeddedContext, before: EmbeddedUser, change: Partial<EmbeddedUser>) {
  yield put(userUpdated(change));
  if (change.address && change.address.toLowerCase() !== before.address.toLowerCase()) ctx.bridge.emit('accountsChanged', [change.address]);
}

/**
 * SPEC §3 smartAccountDeployed follows the chain: after a switch to the smart account or its first
 * transaction, the frame's user record says whether the account has code now.
 */
export function* refreshSmartAccount(ctx: EmbeddedContext) {
  const user: EmbeddedUser | null = yield select(selectEmbeddedUser);
  if (!user || user.preferredAccountType !== 'smartAccount') return;
  try {
    const fresh = yield* ask(ctx, 'GET_USER', { chainId: user.chainId });
    yield put(userUpdated({ smartAccountDeployed: fresh.smartAccountDeployed ?? false, ...(fresh.accounts ? { accounts: fresh.accounts } : {}) }));
  } catch (error) {
    ctx.deps.logger.warn('[WalletGate] could not read the smart account back', walletErrorWords(error));
  }
}

/** SPEC §4: setting the preferred account type fails back to the EOA, with §8's 'This application might not support Smart Accounts'. */
export function* switchAccountType(ctx: EmbeddedContext, { payload: { type } }: ReturnType<typeof accountTypeRequested>) {
  const user: EmbeddedUser | null = yield select(selectEmbeddedUser);
  try {
    if (!user) return;
    try {
      const answer = yield* ask(ctx, 'SET_PREFERRED_ACCOUNT', { type });
      yield* changeAccount(ctx, user, { preferredAccountType: answer.type, address: answer.address });
    } catch (error) {
      ctx.deps.logger.warn('[WalletGate] could not set the preferred account type; back to the EOA', walletErrorWords(error));
      const eoa = user.accounts.find((a) => a.type === 'eoa')?.address ?? user.address;
      yield* changeAccount(ctx, user, { preferredAccountType: 'eoa' as EmbeddedAccountType, address: eoa });
      yield put(notifyRequested({ message: type === 'smartAccount' ? msg('smartAccountsUnsupported') : toWalletError(error), variant: 'error' }));
      return;
    }
    yield* refreshSmartAccount(ctx);
  } finally {
    yield put(accountTypeSettled());
  }
}

/** Update email pressed on Account: the form to type the new address in. */
export function* showEmailUpdate() {
  yield put(pushed({ view: 'UpdateEmailWallet' }));
}

const STEP_VIEWS = { primary: 'UpdateEmailPrimaryOtp', secondary: 'UpdateEmailSecondaryOtp' } as const;

/** UPDATE_EMAIL: a code goes to the current address (primary) or, without one, straight to the new one. */
export function* startEmailUpdate(ctx: EmbeddedContext, { payload: { email } }: ReturnType<typeof updateEmailSubmitted>) {
  try {
    const { action } = yield* ask(ctx, 'UPDATE_EMAIL', { email });
    // SPEC §4: updating the email records the last-email-login time too
    recordEmailLogin(ctx.deps);
    yield put(codeCooldownStarted());
    const step: UpdateEmailStep = action === 'VERIFY_PRIMARY_OTP' ? 'primary' : 'secondary';
    yield put(updateEmailStepReached({ step }));
    yield put(pushed({ view: STEP_VIEWS[step] }));
  } catch (error) {
    yield put(updateEmailFailed(toWalletError(error)));
  }
}

export function* submitEmailUpdateCode(ctx: EmbeddedContext, { payload: { otp } }: ReturnType<typeof updateEmailOtpSubmitted>) {
  const { updateEmail }: EmbeddedWalletState = yield select(selectEmbeddedWallet);
  try {
    if (updateEmail.step === 'primary') {
      yield* ask(ctx, 'UPDATE_EMAIL_PRIMARY_OTP', { otp });
      yield put(updateEmailStepReached({ step: 'secondary' }));
      yield put(replaced({ view: STEP_VIEWS.secondary }));
      return;
    }
    const { newEmail } = yield* ask(ctx, 'UPDATE_EMAIL_SECONDARY_OTP', { otp });
    // SPEC §4: after secondary-OTP success the flag is set, the email stored and the last-email-login time cleared
    const { session } = ctx.deps;
    session.set(EMBEDDED_SESSION.loginUsed.key, true);
    session.set(EMBEDDED_SESSION.email.key, newEmail);
    clearEmailLogin(ctx.deps);
    yield put(emailUpdated({ email: newEmail }));
    yield put(reset({ view: 'Account' }));
  } catch (error) {
    yield put(updateEmailFailed(toWalletError(error)));
  }
}

/** "Resend code" during an update: UPDATE_EMAIL again, under the email cooldown (SPEC §5). */
export function* resendEmailUpdateCode(ctx: EmbeddedContext) {
  const { updateEmail }: EmbeddedWalletState = yield select(selectEmbeddedWallet);
  const { deps } = ctx;
  const last = readLastEmailLogin(deps);
  const left = emailCooldownLeft(last, deps.now(), TIMING.emailLoginCooldownMs);
  if (left > 0 || !updateEmail.newEmail) {
    yield put(updateEmailFailed(cooldownMessage(left)));
    return;
  }
  try {
    const { action } = yield* ask(ctx, 'UPDATE_EMAIL', { email: updateEmail.newEmail });
    recordEmailLogin(deps);
    yield put(codeCooldownStarted());
    const step: UpdateEmailStep = action === 'VERIFY_PRIMARY_OTP' ? 'primary' : 'secondary';
    yield put(updateEmailStepReached({ step, resent: true }));
    if (step !== updateEmail.step) yield put(replaced({ view: STEP_VIEWS[step] }));
  } catch (error) {
    yield put(updateEmailFailed(toWalletError(error)));
  }
}

/** Tells the secure frame to end its login (SIGN_OUT); a frame that cannot is said in the log, not to the visitor. */
export function* signOutOfFrame(ctx: EmbeddedContext) {
  try {
    yield* ask(ctx, 'SIGN_OUT');
  } catch (error) {
    ctx.deps.logger.warn('[WalletGate] the secure frame could not sign out', walletErrorWords(error));
  }
}

/** SIGN_OUT (the provider's wallet_revokePermissions): the cached login data goes whatever the frame says. */
export function* signOut(ctx: EmbeddedContext) {
  try {
    yield* signOutOfFrame(ctx);
  } finally {
    clearCachedLogin(ctx.deps);
    yield put(signedOut());
  }
  ctx.bridge.emit('disconnect', providerError('The embedded wallet signed out.', 4900));
}
