/**
 * Smart sessions (SPEC §1 feature flag, §3 "Smart session revocation: pci, signature", §7 the sessions
 * list and revoke): the sessions the embedded smart account granted, by pci. Injected with the embedded flows.
 */
import { createEntityAdapter, createSelector, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorInfo } from '../src/core/errors/catalogue';
import { walletGateReducer } from './reducer';
import { selectWalletGate, type WalletGateRootState } from './root';
import { sessionRevokeRequested } from './smartSessionsRequests';

/** One granted session as the Account area shows it. */
export interface SmartSessionEntry {
  pci: string;
  /** CAIP-2 */
  chainId: string;
  projectName: string;
  /** unix seconds */
  expiry: number;
  revokedAt: number | null;
  /** what it may do: the permission types granted */
  permissionTypes: string[];
}

type SessionsStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** @public the published declarations name it (walletGateReducer's state) */
export interface SmartSessionsState {
  /** whose sessions these are */
  address: string | null;
  status: SessionsStatus;
  sessions: EntityState<SmartSessionEntry, string>;
  /** the pci being revoked */
  revoking: string | null;
  error: ErrorInfo | null;
}

const sessionsAdapter = createEntityAdapter<SmartSessionEntry, string>({ selectId: (s) => s.pci });
const { selectAll } = sessionsAdapter.getSelectors();

const initialSmartSessionsState: SmartSessionsState = {
  address: null,
  status: 'idle',
  sessions: sessionsAdapter.getInitialState(),
  revoking: null,
  error: null,
};

const smartSessionsSlice = createSlice({
  name: 'walletGate/smartSessions',
  reducerPath: 'smartSessions',
  initialState: initialSmartSessionsState,
  reducers: {
    sessionsFetchStarted(state, action: PayloadAction<{ address: string }>) {
      if (state.address?.toLowerCase() !== action.payload.address.toLowerCase()) {
        state.sessions = sessionsAdapter.getInitialState();
        state.address = action.payload.address;
      }
      state.status = 'loading';
    },
    sessionsFetched(state, action: PayloadAction<{ address: string; sessions: SmartSessionEntry[] }>) {
      if (state.address?.toLowerCase() !== action.payload.address.toLowerCase()) return;
      sessionsAdapter.setAll(state.sessions, action.payload.sessions);
      state.status = 'ready';
    },
    sessionsFetchFailed(state, action: PayloadAction<ErrorInfo>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    sessionRevoked(state, action: PayloadAction<SmartSessionEntry>) {
      sessionsAdapter.upsertOne(state.sessions, action.payload);
    },
    sessionRevokeFailed(state, action: PayloadAction<ErrorInfo>) {
      state.error = action.payload;
    },
    sessionRevokeSettled(state) {
      state.revoking = null;
    },
    sessionsCleared() {
      return initialSmartSessionsState;
    },
    /** A session was granted (wallet_grantPermissions) or may have changed: the list is read again. */
    sessionsStale() {},
  },
  extraReducers: (builder) => {
    builder.addCase(sessionRevokeRequested, (state, action) => {
      state.revoking = action.payload.pci;
      state.error = null;
    });
  },
  selectors: {
    selectSmartSessions: (state) => state,
  },
});

export const { sessionsFetchStarted, sessionsFetched, sessionsFetchFailed, sessionRevoked, sessionRevokeFailed, sessionRevokeSettled, sessionsCleared, sessionsStale } =
  smartSessionsSlice.actions;

declare module './reducer' {
  interface LazyLoadedSlices {
    smartSessions: SmartSessionsState;
  }
}
const injected = smartSessionsSlice.injectInto(walletGateReducer);
export const { selectSmartSessions } = injected.getSelectors((s: WalletGateRootState) => selectWalletGate(s).smartSessions);
export const selectSmartSessionList = createSelector([selectSmartSessions], (state) => selectAll(state.sessions));
