import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChainNamespace } from '../src/core/caip';
import type { ErrorInfo } from '../src/core/errors/catalogue';
import { selectWalletGate, type WalletGateRootState } from './root';
import { connected, disconnected } from './connection';

/**
 * Part of WalletGateState, which hosts read.
 * @public
 */
export interface NetworkState {
  /** the active network per namespace, as CAIP-2 ids; may be one the site did not ask for (unsupported) */
  active: Partial<Record<ChainNamespace, string>>;
  /** a switch in progress, and the last switch error */
  switching: string | null;
  switchError: ErrorInfo | null;
  smartAccountEnabledNetworks: number[];
}

const initialState: NetworkState = { active: {}, switching: null, switchError: null, smartAccountEnabledNetworks: [] };

export const networkSlice = createSlice({
  name: 'walletGate/network',
  initialState,
  reducers: {
    /** The wallet (or a finished switch) says which chain is active. */
    networkChanged(state, action: PayloadAction<{ namespace: ChainNamespace; caipNetworkId: string }>) {
      state.active[action.payload.namespace] = action.payload.caipNetworkId;
      if (state.switching === action.payload.caipNetworkId) state.switching = null;
    },
    switchNetworkRequested(state, action: PayloadAction<{ caipNetworkId: string }>) {
      state.switching = action.payload.caipNetworkId;
      state.switchError = null;
    },
    /**
     * The wait for the wallet's answer ended without one: the visitor cancelled it, or closed the modal. The network
     * is no longer busy, so picking it again asks the wallet again (whatever the wallet does later still counts).
     */
    switchNetworkCancelled(state) {
      state.switching = null;
    },
    switchNetworkFailed(state, action: PayloadAction<ErrorInfo>) {
      state.switching = null;
      state.switchError = action.payload;
    },
    /** SPEC §6: smart accounts are enabled per network (the embedded wallet reports which; empty on failure). */
    smartAccountNetworksChanged(state, action: PayloadAction<number[]>) {
      state.smartAccountEnabledNetworks = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(connected, (state, { payload }) => {
      state.active[payload.namespace] = payload.caipNetworkId;
      if (state.switching === payload.caipNetworkId) state.switching = null;
    });
    // Disconnect resets network data (SPEC §4).
    builder.addCase(disconnected, (state, { payload }) => {
      delete state.active[payload.namespace];
      state.switching = null;
      state.switchError = null;
    });
  },
});

export const { networkChanged, switchNetworkRequested, switchNetworkCancelled, switchNetworkFailed, smartAccountNetworksChanged } =
  networkSlice.actions;

export const selectNetworkState = (s: WalletGateRootState) => selectWalletGate(s).network;
