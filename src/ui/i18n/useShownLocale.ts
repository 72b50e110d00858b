import { useMemo } from 'react';
import { selectLocaleState, selectStringOverrides } from '../../../slices';
import { useGateSelector } from '../context';
import { shownLocale, type LocaleView } from './registry';

/**
 * The locale the state shows, as the views read it. Its strings reached the registry before the locale saga showed
 * it; a time-travelled state never loads anything. Any change of the locale state (a locale shown, or English with
 * a site's §8 overrides once their lookup loaded) makes a fresh view.
 */
export function useShownLocale(): LocaleView {
  const state = useGateSelector(selectLocaleState);
  const overrides = useGateSelector(selectStringOverrides);
  return useMemo(() => shownLocale(state.locale, overrides), [state, overrides]);
}
