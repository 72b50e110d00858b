import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChainNamespace } from '../src/core/caip';
import type { Connector, RecentWallet } from '../src/core/connectors';
import { LIMITS } from '../src/core/constants';
import { addRecentWallet } from '../src/core/connectors';
import { selectWalletGate, type WalletGateRootState } from './root';

export interface ConnectorsState {
  /** connectors as discovered, in discovery order (one per provider per chain); the merged view is derived by a selector */
  list: Connector[];
  /** the connector in use, per namespace (SPEC §3) */
  activeIds: Partial<Record<ChainNamespace, string>>;
  /** the last wallets used, newest first, at most 2 (SPEC §9) */
  recent: RecentWallet[];
}

const initialState: ConnectorsState = { list: [], activeIds: {}, recent: [] };

export const connectorsSlice = createSlice({
  name: 'walletGate/connectors',
  initialState,
  reducers: {
    connectorAnnounced(state, action: PayloadAction<Connector>) {
      const at = state.list.findIndex((c) => c.id === action.payload.id);
      if (at === -1) state.list.push(action.payload);
      else state.list[at] = action.payload;
    },
    connectorRemoved(state, action: PayloadAction<string>) {
      state.list = state.list.filter((c) => c.id !== action.payload);
    },
    activeConnectorChanged(state, action: PayloadAction<{ namespace: ChainNamespace; connectorId: string | null }>) {
      if (action.payload.connectorId) state.activeIds[action.payload.namespace] = action.payload.connectorId;
      else delete state.activeIds[action.payload.namespace];
    },
    recentWalletsRestored(state, action: PayloadAction<RecentWallet[]>) {
      state.recent = action.payload.slice(0, LIMITS.recentWallets);
    },
    recentWalletUsed(state, action: PayloadAction<RecentWallet>) {
      state.recent = addRecentWallet(state.recent, action.payload, LIMITS.recentWallets);
    },
  },
});

export const { connectorAnnounced, connectorRemoved, activeConnectorChanged, recentWalletsRestored, recentWalletUsed } =
  connectorsSlice.actions;

export const selectAllConnectors = (s: WalletGateRootState) => selectWalletGate(s).connectors.list;
export const selectConnectorById = (s: WalletGateRootState, id: string) => selectWalletGate(s).connectors.list.find((c) => c.id === id);
export const selectActiveConnectorIds = (s: WalletGateRootState) => selectWalletGate(s).connectors.activeIds;
export const selectRecentWallets = (s: WalletGateRootState) => selectWalletGate(s).connectors.recent;
