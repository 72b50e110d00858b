import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorInfo } from '../src/core/errors';
import type { ValidOptions } from '../src/core/options';
import { selectWalletGate, type WalletGateRootState } from './root';

export interface OptionsState {
  config: ValidOptions | null;
  /** a fatal configuration error (SPEC §8 'Invalid App Configuration', bad option): the modal shows it, nothing else runs */
  error: ErrorInfo | null;
  /** non-fatal configuration alerts ('Project ID Not Configured') */
  alerts: ErrorInfo[];
}

const initialState: OptionsState = { config: null, error: null, alerts: [] };

export const optionsSlice = createSlice({
  name: 'walletGate/options',
  initialState,
  reducers: {
    configured(state, action: PayloadAction<{ config: ValidOptions; alerts: ErrorInfo[] }>) {
      state.config = action.payload.config;
      state.alerts = action.payload.alerts;
      state.error = null;
    },
    configFailed(state, action: PayloadAction<ErrorInfo>) {
      state.config = null;
      state.error = action.payload;
    },
  },
});

export const { configured, configFailed } = optionsSlice.actions;

export const selectOptionsState = (s: WalletGateRootState) => selectWalletGate(s).options;
export const selectConfig = (s: WalletGateRootState) => selectWalletGate(s).options.config;
export const selectConfigError = (s: WalletGateRootState) => selectWalletGate(s).options.error;
export const selectDebug = (s: WalletGateRootState) => selectWalletGate(s).options.config?.debug ?? true;
