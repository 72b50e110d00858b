import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { selectWalletGate, type WalletGateRootState } from './root';

/** What the site asked for; 'system' follows the visitor's OS preference (prefers-color-scheme). */
export type ThemeMode = 'light' | 'dark' | 'system';
/** What the modal renders. */
export type ResolvedThemeMode = 'light' | 'dark';
export type ThemeVariables = Record<string, string | number>;

/**
 * Part of WalletGateState, which hosts read.
 * @public
 */
export interface ThemeState {
  themeMode: ThemeMode;
  /** The OS preference as last observed (by the theme saga); 'light' where there is no browser to ask. */
  systemThemeMode: ResolvedThemeMode;
  themeVariables: ThemeVariables;
}

const initialState: ThemeState = { themeMode: 'system', systemThemeMode: 'light', themeVariables: {} };

export const themeSlice = createSlice({
  name: 'walletGate/theme',
  initialState,
  reducers: {
    themeModeChanged(state, action: PayloadAction<ThemeMode>) {
      state.themeMode = action.payload;
    },
    /** The OS colour scheme changed (or was first read): an event, not a choice. */
    systemThemeModeChanged(state, action: PayloadAction<ResolvedThemeMode>) {
      state.systemThemeMode = action.payload;
    },
    themeVariablesChanged(state, action: PayloadAction<ThemeVariables>) {
      state.themeVariables = { ...state.themeVariables, ...action.payload };
    },
  },
});

export const { themeModeChanged, systemThemeModeChanged, themeVariablesChanged } = themeSlice.actions;
export const selectTheme = (s: WalletGateRootState) => selectWalletGate(s).theme;
/** The mode the UI renders: the site's choice, or the OS preference under 'system'. Derived, never stored. */
export const selectResolvedThemeMode = (s: WalletGateRootState): ResolvedThemeMode => {
  const { themeMode, systemThemeMode } = selectTheme(s);
  return themeMode === 'system' ? systemThemeMode : themeMode;
};
