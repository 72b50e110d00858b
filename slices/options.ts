import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorInfo } from '../src/core/errors/catalogue';
import type { Network, ValidOptions } from '../src/core/options';
import type { ChainCapabilities, ChainCapability } from '../src/core/chainCapabilities';
import { selectWalletGate, type WalletGateRootState } from './root';

/**
 * Part of WalletGateState, which hosts read.
 * @public
 */
export interface OptionsState {
  config: ValidOptions | null;
  /** a fatal configuration error (SPEC §8 'Invalid App Configuration', bad option): the modal shows it, nothing else runs */
  error: ErrorInfo | null;
  /** non-fatal configuration alerts ('Project ID Not Configured') */
  alerts: ErrorInfo[];
  /** what each namespace offers, as its chain driver declares it (docs/ADDING-A-CHAIN.md) */
  chains: ChainCapabilities;
}

const initialState: OptionsState = { config: null, error: null, alerts: [], chains: {} };

export const optionsSlice = createSlice({
  name: 'walletGate/options',
  initialState,
  reducers: {
    configured(state, action: PayloadAction<{ config: ValidOptions; alerts: ErrorInfo[]; chains: ChainCapabilities }>) {
      state.config = action.payload.config;
      state.alerts = action.payload.alerts;
      state.chains = action.payload.chains;
      state.error = null;
    },
    /** SPEC §5: a network added at runtime (the instance checked its namespace has an adapter) */
    networkAdded(state, action: PayloadAction<Network>) {
      if (!state.config || state.config.networks.some((n) => n.caipNetworkId === action.payload.caipNetworkId)) return;
      state.config.networks.push(action.payload);
    },
    /** SPEC §5: a network removed at runtime (the instance refused the last of its namespace and an unknown one) */
    networkRemoved(state, action: PayloadAction<{ caipNetworkId: string }>) {
      if (!state.config) return;
      state.config.networks = state.config.networks.filter((n) => n.caipNetworkId !== action.payload.caipNetworkId);
      if (state.config.defaultNetwork === action.payload.caipNetworkId && state.config.networks[0]) {
        state.config.defaultNetwork = state.config.networks[0].caipNetworkId;
      }
    },
    configFailed(state, action: PayloadAction<ErrorInfo>) {
      state.config = null;
      state.error = action.payload;
    },
  },
});

export const { configured, configFailed, networkAdded, networkRemoved } = optionsSlice.actions;

export const selectOptionsState = (s: WalletGateRootState) => selectWalletGate(s).options;
export const selectConfig = (s: WalletGateRootState) => selectWalletGate(s).options.config;
export const selectConfigError = (s: WalletGateRootState) => selectWalletGate(s).options.error;
export const selectDebug = (s: WalletGateRootState) => selectWalletGate(s).options.config?.debug ?? true;
/** Does `namespace` offer `capability` (its driver's `can`)? */
export const selectChainCan = (s: WalletGateRootState, namespace: string, capability: ChainCapability) =>
  !!selectWalletGate(s).options.chains[namespace]?.includes(capability);
