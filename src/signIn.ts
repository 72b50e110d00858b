/** instance.signIn() / signOut() (SPEC §4 sign-in, for sites with their own UI): loaded on the first call. */
import type { Store } from '@reduxjs/toolkit';
import { selectWalletGate, type WalletGateRootState } from '../slices';
import { selectSignIn, signInRequested, signOutRequested } from '../slices/siwxRequests';
import type { SiwxSession } from './core/siwxTypes';
import { THROWN } from './core/errors/thrown';
import { until } from './until';

const enabled = (store: Store<WalletGateRootState>) => Boolean(selectWalletGate(store.getState()).options.config?.siwx);

/** Resolves with the session's public data once signed in; rejects 'SIWX is not enabled' without the option, or with why it failed. */
export async function signIn(store: Store<WalletGateRootState>): Promise<SiwxSession> {
  if (!enabled(store)) throw new Error(THROWN.siwxNotEnabled);
  store.dispatch(signInRequested());
  let session: SiwxSession | null = null;
  await until(store, (s) => {
    const info = selectSignIn(s);
    if (info.status === 'signing' || info.status === 'checking') return false;
    if (info.error) return new Error(info.error.message);
    session = info.session;
    return session !== null;
  });
  return session!;
}

export async function signOut(store: Store<WalletGateRootState>): Promise<void> {
  if (!enabled(store)) throw new Error(THROWN.siwxNotEnabled);
  store.dispatch(signOutRequested());
  await until(store, (s) => selectSignIn(s).session === null);
}
