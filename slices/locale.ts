import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LocaleCode } from '../src/core/locale';
import { selectWalletGate, type WalletGateRootState } from './root';

/** A site's own texts: locale code → string key → text (any module's key). */
export type StringOverrides = Record<string, Record<string, string>>;

export interface LocaleState {
  /** What the site asked for (the `locale` option or setLocale(), a language tag); null follows the browser's languages. */
  requested: string | null;
  /** The locale the modal shows: its strings have loaded (English always has). Time travel replays this. */
  locale: LocaleCode;
  /** The request the shown locale answers (so setLocale() knows when its own answer is on screen). */
  shownFor: string | null;
  /** The request that could not be served (no such language, or its strings did not load): the locale shown stays. */
  failed: string | null;
  /** The site's overrides (the `strings` option). */
  strings: StringOverrides;
}

const initialState: LocaleState = { requested: null, locale: 'en', shownFor: null, failed: null, strings: {} };

export const localeSlice = createSlice({
  name: 'walletGate/locale',
  initialState,
  reducers: {
    /** The site asks for a locale (null: the browser's); the locale saga loads its strings, then shows it. */
    localeRequested(state, action: PayloadAction<string | null>) {
      state.requested = action.payload;
      state.failed = null;
    },
    localeFailed(state, action: PayloadAction<string | null>) {
      state.failed = action.payload;
    },
    /** A locale's strings are loaded: the modal now shows it. */
    localeShown(state, action: PayloadAction<{ locale: LocaleCode; requested: string | null }>) {
      state.locale = action.payload.locale;
      state.shownFor = action.payload.requested;
    },
    stringsConfigured(state, action: PayloadAction<StringOverrides>) {
      state.strings = action.payload;
    },
  },
});

export const { localeRequested, localeShown, localeFailed, stringsConfigured } = localeSlice.actions;
export const selectLocaleState = (s: WalletGateRootState) => selectWalletGate(s).locale;
export const selectLocale = (s: WalletGateRootState): LocaleCode => selectLocaleState(s).locale;
export const selectStringOverrides = (s: WalletGateRootState): StringOverrides => selectLocaleState(s).strings;
