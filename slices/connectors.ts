import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChainNamespace } from '../src/core/caip';
import type { Connector, RecentWallet } from '../src/core/connectors';
import { LIMITS } from '../src/core/constants';
import { addRecentWallet } from '../src/core/connectors';
import { selectWalletGate, type WalletGateRootState } from './root';

/** Connectors as discovered (one per provider per chain); the merged view is derived by a selector. */
export const connectorsAdapter = createEntityAdapter<Connector>();

export interface ConnectorsState {
  list: ReturnType<typeof connectorsAdapter.getInitialState>;
  /** the connector in use, per namespace (SPEC §3) */
  activeIds: Partial<Record<ChainNamespace, string>>;
  /** the last wallets used, newest first, at most 2 (SPEC §9) */
  recent: RecentWallet[];
}

const initialState: ConnectorsState = { list: connectorsAdapter.getInitialState(), activeIds: {}, recent: [] };

export const connectorsSlice = createSlice({
  name: 'walletGate/connectors',
  initialState,
  reducers: {
    connectorAnnounced(state, action: PayloadAction<Connector>) {
      connectorsAdapter.upsertOne(state.list, action.payload);
    },
    connectorRemoved(state, action: PayloadAction<string>) {
      connectorsAdapter.removeOne(state.list, action.payload);
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

const adapterSelectors = connectorsAdapter.getSelectors((s: WalletGateRootState) => selectWalletGate(s).connectors.list);
export const selectAllConnectors = adapterSelectors.selectAll;
export const selectConnectorById = adapterSelectors.selectById;
export const selectActiveConnectorIds = (s: WalletGateRootState) => selectWalletGate(s).connectors.activeIds;
export const selectRecentWallets = (s: WalletGateRootState) => selectWalletGate(s).connectors.recent;
