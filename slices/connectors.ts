import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { ChainNamespace } from '../src/core/caip';
import type { Connector, RecentWallet } from '../src/core/connectors';
import { LIMITS } from '../src/core/constants';
import { addRecentWallet } from '../src/core/connectors';
import { selectWalletGate, type WalletGateRootState } from './root';
import { connected, disconnected } from './connection';

/**
 * Part of WalletGateState, which hosts read.
 * @public
 */
export interface ConnectorsState {
  /** connectors by id, in discovery order (one per provider per chain); the merged view is derived by a selector */
  list: EntityState<Connector, string>;
  /** the connector in use, per namespace (SPEC §3) */
  activeIds: Partial<Record<ChainNamespace, string>>;
  /** the last wallets used, newest first, at most 2 (SPEC §9) */
  recent: RecentWallet[];
}

const connectorsAdapter = createEntityAdapter<Connector>();
const { selectAll, selectById } = connectorsAdapter.getSelectors();

const initialState: ConnectorsState = { list: connectorsAdapter.getInitialState(), activeIds: {}, recent: [] };

export const connectorsSlice = createSlice({
  name: 'walletGate/connectors',
  initialState,
  reducers: {
    /** A connector announced again (same id) is replaced in place. */
    connectorAnnounced(state, action: PayloadAction<Connector>) {
      connectorsAdapter.setOne(state.list, action.payload);
    },
    connectorRemoved(state, action: PayloadAction<string>) {
      connectorsAdapter.removeOne(state.list, action.payload);
    },
    recentWalletsRestored(state, action: PayloadAction<RecentWallet[]>) {
      state.recent = action.payload.slice(0, LIMITS.recentWallets);
    },
    recentWalletUsed(state, action: PayloadAction<RecentWallet>) {
      state.recent = addRecentWallet(state.recent, action.payload, LIMITS.recentWallets);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(connected, (state, { payload }) => {
      state.activeIds[payload.namespace] = payload.connectorId;
      if (payload.recentWallet) state.recent = addRecentWallet(state.recent, payload.recentWallet, LIMITS.recentWallets);
    });
    builder.addCase(disconnected, (state, { payload }) => {
      delete state.activeIds[payload.namespace];
    });
  },
});

export const { connectorAnnounced, connectorRemoved, recentWalletsRestored, recentWalletUsed } =
  connectorsSlice.actions;

export const selectAllConnectors = (s: WalletGateRootState) => selectAll(selectWalletGate(s).connectors.list);
export const selectConnectorById = (s: WalletGateRootState, id: string) => selectById(selectWalletGate(s).connectors.list, id);
export const selectActiveConnectorIds = (s: WalletGateRootState) => selectWalletGate(s).connectors.activeIds;
export const selectRecentWallets = (s: WalletGateRootState) => selectWalletGate(s).connectors.recent;
