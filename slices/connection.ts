import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChainNamespace } from '../src/core/caip';
import type { ErrorInfo } from '../src/core/errors/catalogue';
import type { RecentWallet } from '../src/core/connectors';
import type { AccountListType, ConnectedWalletInfo } from './account';
import { selectWalletGate, type WalletGateRootState } from './root';

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected';

/**
 * Part of WalletGateState, which hosts read.
 * @public
 */
export interface ConnectionState {
  /** per namespace (SPEC §4) */
  status: Partial<Record<ChainNamespace, ConnectionStatus>>;
  /** the connect attempt on screen (ConnectingExternal) */
  attempt: { connectorId: string; namespace: ChainNamespace; error: ErrorInfo | null } | null;
  /** the namespace the visitor acts in */
  activeNamespace: ChainNamespace | null;
  /** connected through basic WalletConnect (no network switching from the modal) */
  wcBasic: boolean;
  /** why the last disconnect the visitor asked for failed (cleared by the next request) */
  disconnectError: ErrorInfo | null;
}

/**
 * What a connection is, said once when a wallet said yes (or was restored): the connection, connectors, network and
 * account slices each take their part of it.
 */
export interface Connection {
  namespace: ChainNamespace;
  connectorId: string;
  /** the network the wallet is on (CAIP-2) */
  caipNetworkId: string;
  /** the account used, and its CAIP-10 id */
  address: string;
  caipAddress: string;
  walletInfo: ConnectedWalletInfo;
  /** every account the wallet shared, with its type */
  allAccounts: { address: string; type: AccountListType }[];
  /** the wallet to keep among the recent ones: absent for a restore, the embedded wallet and WalletConnect */
  recentWallet?: RecentWallet;
}

const initialState: ConnectionState = { status: {}, attempt: null, activeNamespace: null, wcBasic: false, disconnectError: null };

export const connectionSlice = createSlice({
  name: 'walletGate/connection',
  initialState,
  reducers: {
    /** The visitor picked a wallet in a list: the connection saga decides which view and connector. */
    walletSelected(_state, _action: PayloadAction<{ walletId: string; name: string; connectorId?: string; rdns?: string; imageUrl?: string }>) {},
    /** The pointer is over, or focus on, a wallet that connects through WalletConnect: its provider may load now. */
    walletConnectIntent() {},
    /** `keepView`: one step of a multi-chain wallet's connect, whose flow navigates once all its chains answered. */
    connectRequested(state, action: PayloadAction<{ connectorId: string; namespace: ChainNamespace; keepView?: boolean }>) {
      state.attempt = { connectorId: action.payload.connectorId, namespace: action.payload.namespace, error: null };
      state.status[action.payload.namespace] = 'connecting';
    },
    connectFailed(state, action: PayloadAction<{ namespace: ChainNamespace; error: ErrorInfo }>) {
      if (state.attempt) state.attempt.error = action.payload.error;
      state.status[action.payload.namespace] = 'disconnected';
    },
    connectCancelled(state, action: PayloadAction<{ namespace: ChainNamespace }>) {
      state.attempt = null;
      if (state.status[action.payload.namespace] === 'connecting') state.status[action.payload.namespace] = 'disconnected';
    },
    /** A stored 'connected' is restored as 'connecting' at startup, then synced (SPEC §4). */
    restoreStarted(state, action: PayloadAction<{ namespaces: ChainNamespace[]; activeNamespace: ChainNamespace | null }>) {
      for (const ns of action.payload.namespaces) state.status[ns] = 'connecting';
      state.activeNamespace = action.payload.activeNamespace;
    },
    restoreFailed(state, action: PayloadAction<{ namespace: ChainNamespace }>) {
      state.status[action.payload.namespace] = 'disconnected';
    },
    connected(state, action: PayloadAction<Connection>) {
      state.status[action.payload.namespace] = 'connected';
      state.activeNamespace = action.payload.namespace;
      state.attempt = null;
    },
    /** The visitor chose which connected namespace to act in (account area, Networks). */
    activeNamespaceChanged(state, action: PayloadAction<ChainNamespace>) {
      if (state.status[action.payload] === 'connected') state.activeNamespace = action.payload;
    },
    disconnectRequested(state, _action: PayloadAction<{ namespace?: ChainNamespace } | undefined>) {
      state.disconnectError = null;
    },
    /** Tracked as SPEC §8 DISCONNECT_SUCCESS: a disconnect the visitor asked for went through. */
    disconnectSucceeded(_state, _action: PayloadAction<{ namespaces: ChainNamespace[] }>) {},
    /** SPEC §8 DISCONNECT_ERROR ('Failed to disconnect'); kept so whoever asked (instance.disconnect) hears of it. */
    disconnectFailed(state, action: PayloadAction<{ error: ErrorInfo }>) {
      state.disconnectError = action.payload.error;
    },
    /** SPEC §2: connected from ConnectingWalletConnectBasic (no network switching from the modal), or not. */
    wcBasicChanged(state, action: PayloadAction<boolean>) {
      state.wcBasic = action.payload;
    },
    disconnected(state, action: PayloadAction<{ namespace: ChainNamespace }>) {
      state.status[action.payload.namespace] = 'disconnected';
      if (state.activeNamespace === action.payload.namespace) {
        const other = (Object.keys(state.status) as ChainNamespace[]).find((ns) => state.status[ns] === 'connected');
        state.activeNamespace = other ?? null;
      }
    },
  },
});

export const {
  walletSelected,
  walletConnectIntent,
  connectRequested,
  connectFailed,
  connectCancelled,
  restoreStarted,
  restoreFailed,
  connected,
  activeNamespaceChanged,
  disconnectRequested,
  disconnectSucceeded,
  disconnectFailed,
  wcBasicChanged,
  disconnected,
} = connectionSlice.actions;

export const selectConnection = (s: WalletGateRootState) => selectWalletGate(s).connection;
export const selectConnectionStatus = (s: WalletGateRootState, namespace: ChainNamespace) =>
  selectWalletGate(s).connection.status[namespace] ?? 'disconnected';
export const selectConnectAttempt = (s: WalletGateRootState) => selectWalletGate(s).connection.attempt;
/** The namespaces connected right now, in the order they were configured (eip155 first). */
export const selectConnectedNamespaces = createSelector(
  [(s: WalletGateRootState) => selectWalletGate(s).connection.status],
  (status): ChainNamespace[] => (Object.keys(status) as ChainNamespace[]).filter((ns) => status[ns] === 'connected'),
);
