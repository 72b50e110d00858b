/**
 * `instance.setLocale()`, loaded with the locale loader on its first call: the locale saga loads and
 * shows; this asks, and settles once this request's locale shows, or rejects when it cannot.
 */
import type { Store } from '@reduxjs/toolkit';
import { localeRequested, selectLocaleState, type WalletGateRootState } from '../slices';
import { until } from './until';
// the state records the request (the slice comes with this chunk)
import '../slices/locale';

export function setLocale(store: Store<WalletGateRootState>, locale: string | null): Promise<void> {
  const tag = locale === null ? null : String(locale);
  store.dispatch(localeRequested(tag));
  // settled once the saga showed this request's locale or gave up on it (or a later request replaced it)
  return until(store, (s) => {
    const { requested, shownFor, failed } = selectLocaleState(s);
    if (tag === null || requested !== tag) return true;
    if (failed === tag) return new Error(`${tag} is not a language WalletGate speaks, or its strings did not load`);
    return shownFor === tag;
  });
}
