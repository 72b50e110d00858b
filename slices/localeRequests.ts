/**
 * Languages in the state, as the first bundle knows them: the requests and what the views read. The
 * slice recording them (./locale) loads with the locale loader: until a language other than English is asked for,
 * the state has no `locale` and English shows. The site's own texts are an option (`strings`).
 */
import { createAction } from '@reduxjs/toolkit';
import type { LocaleCode } from '../src/core/locale';
import { selectConfig } from './options';
import { selectWalletGate, type WalletGateRootState } from './root';

/** A site's own texts: locale code → string key → text (any module's key). */
export type StringOverrides = Record<string, Record<string, string>>;

export interface LocaleState {
  /** What setLocale() asked for last (a language tag; null: the browser's languages). */
  requested: string | null;
  /** The locale the modal shows: its strings have loaded (English always has). Time travel replays this. */
  locale: LocaleCode;
  /** The request the shown locale answers (so setLocale() knows when its own answer is on screen). */
  shownFor: string | null;
  /** The request that could not be served (no such language, or its strings did not load): the locale shown stays. */
  failed: string | null;
}

/** The site asks for a locale (null: the browser's); the locale saga loads its strings, then shows it. */
export const localeRequested = createAction<string | null>('walletGate/locale/localeRequested');
/** A locale's strings are loaded: the modal now shows it. */
export const localeShown = createAction<{ locale: LocaleCode; requested: string | null }>('walletGate/locale/localeShown');
export const localeFailed = createAction<string | null>('walletGate/locale/localeFailed');

export const ENGLISH_SHOWN: LocaleState = { requested: null, locale: 'en', shownFor: null, failed: null };

export const selectLocaleState = (s: WalletGateRootState): LocaleState => selectWalletGate(s).locale ?? ENGLISH_SHOWN;
export const selectLocale = (s: WalletGateRootState): LocaleCode => selectLocaleState(s).locale;
const NO_OVERRIDES: StringOverrides = {};
/** The site's own texts: the `strings` option. */
export const selectStringOverrides = (s: WalletGateRootState): StringOverrides => selectConfig(s)?.strings ?? NO_OVERRIDES;

declare module './reducer' {
  interface LazyLoadedSlices {
    locale: LocaleState;
  }
}
