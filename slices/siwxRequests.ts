/**
 * What the sign-in flows (SPEC §4 sign-in flow) are asked before they are loaded — they load once a wallet connects,
 * and only when the site turned sign-in on. The first bundle's feature declaration (sagas/features/siwx.ts) names
 * these; the siwx slice reacts to them once injected. Also the one question the first bundle asks of sign-in:
 * may the sign-in view be closed now (SPEC §2)?
 */
import { createAction, createSelector } from '@reduxjs/toolkit';
import { englishOf, type ErrorInfo } from '../src/core/errors/catalogue';
import type { SiwxSession } from '../src/core/siwxTypes';
import { selectWalletGate, type WalletGateRootState } from './root';

/** Sign the message for the connected account (the view's Sign button, instance.signIn(), useSignIn()). */
export const signInRequested = createAction('walletGate/siwx/signInRequested');
/** The visitor cancelled the sign-in: disconnect when it is required, otherwise close (SPEC §4). */
export const signInCancelled = createAction('walletGate/siwx/signInCancelled');
/** Sign out: the account's session is revoked on the server and forgotten here. */
export const signOutRequested = createAction('walletGate/siwx/signOutRequested');

/**
 * SPEC §2: closing the sign-in views is disabled while sign-in is required, an account is connected and it has no
 * session. Reads the siwx slice's state without importing it (it loads with the sign-in flows).
 */
export function selectSignInBlocksClose(s: WalletGateRootState): boolean {
  const gate = selectWalletGate(s);
  if (!gate.options.config?.siwx?.required) return false;
  if (!Object.values(gate.connection.status).includes('connected')) return false;
  return !selectSignIn(s).session;
}

/**
 * What a site reads of sign-in (instance.getSignIn(), useSignIn()): where it stands, the session's public data, the
 * last error — its catalogue code and its English words (the store keeps the code; a site gets both).
 */
export interface SignInInfo {
  status: 'idle' | 'checking' | 'needed' | 'signing' | 'signedIn';
  session: SiwxSession | null;
  error: { code: string; message: string } | null;
}

const NOT_LOADED: SignInInfo = { status: 'idle', session: null, error: null };

/** the siwx slice's state as far as this module reads it (the slice loads with the sign-in flows) */
type SiwxShape = Pick<SignInInfo, 'status' | 'session'> & { error: ErrorInfo | null };

const readSiwx = (s: WalletGateRootState) => (selectWalletGate(s) as { siwx?: SiwxShape }).siwx;

const signInInfo = createSelector([readSiwx], (siwx): SignInInfo => {
  if (!siwx) return NOT_LOADED;
  return { status: siwx.status, session: siwx.session, error: siwx.error && { code: siwx.error.code, message: englishOf(siwx.error) } };
});

export function selectSignIn(s: WalletGateRootState): SignInInfo {
  return signInInfo(s);
}
