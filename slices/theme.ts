import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { selectWalletGate, type WalletGateRootState } from './root';

export type ThemeMode = 'light' | 'dark';
export type ThemeVariables = Record<string, string | number>;

export interface ThemeState {
  themeMode: ThemeMode;
  themeVariables: ThemeVariables;
}

const initialState: ThemeState = { themeMode: 'light', themeVariables: {} };

export const themeSlice = createSlice({
  name: 'walletGate/theme',
  initialState,
  reducers: {
    themeModeChanged(state, action: PayloadAction<ThemeMode>) {
      state.themeMode = action.payload;
    },
    themeVariablesChanged(state, action: PayloadAction<ThemeVariables>) {
      state.themeVariables = { ...state.themeVariables, ...action.payload };
    },
  },
});

export const { themeModeChanged, themeVariablesChanged } = themeSlice.actions;
export const selectTheme = (s: WalletGateRootState) => selectWalletGate(s).theme;
