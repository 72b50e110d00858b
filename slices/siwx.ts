/**
 * Sign-in with a wallet (SPEC §3 sign-in message fields, §4 sign-in flow): the connected account's session — its
 * public data only (network, address, the message signed, its expiry); the auth and nonce tokens stay in local
 * storage (SPEC §3), never here — and where the sign-in stands. Loaded with the siwx flows: importing this module
 * injects the slice; its selectors answer the initial state until then.
 */
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorInfo } from '../src/core/errors/catalogue';
import type { SiwxSession } from '../src/core/siwxTypes';
import { walletGateReducer } from './reducer';
import { selectWalletGate, type WalletGateRootState } from './root';
import { signInCancelled, signInRequested, signOutRequested, type SignInInfo } from './siwxRequests';

/** SPEC §8 SIWX_AUTH_SUCCESS: the server accepted the signed message. */
export const signInSucceeded = createAction<{ session: SiwxSession }>('walletGate/siwx/signInSucceeded');
/** SPEC §8 SIWX_AUTH_ERROR: signing or verifying failed (what the visitor is told, as a catalogue code). */
export const signInFailed = createAction<ErrorInfo>('walletGate/siwx/signInFailed');

/** idle: nothing asked; checking: looking for a stored session; needed: no session, the visitor is asked; signing: the wallet signs, the server verifies */
type SiwxStatus = SignInInfo['status'];

export interface SiwxState {
  status: SiwxStatus;
  /** the account the status is about (CAIP-2 network and address) */
  account: { chainId: string; address: string } | null;
  session: SiwxSession | null;
  /** why the last sign-in failed (SPEC §8: 'Signature declined' on a wallet's refusal) */
  error: ErrorInfo | null;
}

const initialSiwxState: SiwxState = { status: 'idle', account: null, session: null, error: null };

const siwxSlice = createSlice({
  name: 'walletGate/siwx',
  reducerPath: 'siwx',
  initialState: initialSiwxState,
  reducers: {
    /** The connected account (or network) changed: its stored session is looked for. */
    sessionCheckStarted(state, action: PayloadAction<{ chainId: string; address: string }>) {
      state.status = 'checking';
      state.account = action.payload;
      state.session = null;
      state.error = null;
    },
    /** A live session was found (after a reload, or for an account signed in before). */
    sessionFound(state, action: PayloadAction<SiwxSession>) {
      state.status = 'signedIn';
      state.session = action.payload;
    },
    /** No session for this account: it is asked to sign in. */
    sessionMissing(state) {
      state.status = 'needed';
      state.session = null;
    },
    /** The session reached its expirationTime (or was revoked). */
    sessionEnded(state) {
      state.status = state.account ? 'needed' : 'idle';
      state.session = null;
    },
    /** Nothing is connected that could sign in. */
    cleared() {
      return initialSiwxState;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signInRequested, (state) => {
      if (state.account) state.status = 'signing';
      state.error = null;
    });
    builder.addCase(signInSucceeded, (state, action) => {
      state.status = 'signedIn';
      state.session = action.payload.session;
      state.error = null;
    });
    builder.addCase(signInFailed, (state, action) => {
      if (state.account) state.status = 'needed';
      state.error = action.payload;
    });
    builder.addCase(signInCancelled, (state) => {
      state.error = null;
    });
    builder.addCase(signOutRequested, (state) => {
      state.error = null;
    });
  },
  selectors: {
    selectSiwx: (state) => state,
    selectSiwxSession: (state) => state.session,
  },
});

export const { sessionCheckStarted, sessionFound, sessionMissing, sessionEnded, cleared: siwxCleared } = siwxSlice.actions;
export { signInRequested, signInCancelled, signOutRequested };

declare module './reducer' {
  interface LazyLoadedSlices {
    siwx: SiwxState;
  }
}
const injected = siwxSlice.injectInto(walletGateReducer);
export const { selectSiwx } = injected.getSelectors((s: WalletGateRootState) => selectWalletGate(s).siwx);
