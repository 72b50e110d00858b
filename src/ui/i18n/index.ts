import { createContext, useContext, useMemo } from 'react';
import { en, type MessageKey } from './en';
import { fillPlaceholders as format } from '../../core/format';
import type { MessageParams } from '../../core/errors/catalogue';
import { shownLocale, type LocaleView } from './registry';
import type { LocaleModule } from './tables';
import type { Message } from '../../core/errors/catalogue';

export type { MessageKey, MessageParams, LocaleView };
export { format };

/** The locale the views show (./useShownLocale provides it from the state; English outside a modal). */
export const LocaleContext = createContext<LocaleView>(shownLocale('en', {}));

/** The locale shown: its code (`lang`), the locale Intl formats in, its direction (`dir`). */
export const useLocale = (): LocaleView => useContext(LocaleContext);

export type Translate<K extends string> = (key: K, params?: MessageParams) => string;

/**
 * A view's strings in the locale shown: the site's override, else the locale's text, else English. Re-renders
 * the view when the locale changes, so a switch changes every string without closing the modal.
 */
export function useMessages<K extends string>(module: LocaleModule, english: Readonly<Record<K, string>>): Translate<K> {
  const view = useContext(LocaleContext);
  return useMemo(() => {
    const table = view.tables?.[module] as Partial<Record<K, string>> | undefined;
    return (key, params) => view.format(view.overrides?.[key] ?? table?.[key] ?? english[key], params);
  }, [view, module, english]);
}

/** The first bundle's strings (dialog chrome, titles, Connect) in the locale shown. */
export const useStrings = () => useMessages('core', en);

/**
 * A message as the state keeps it (`{ code, params }`) in the locale shown. For toasts and for every view that shows
 * an error from the state.
 */
export const useErrorText = (): ((message: Message) => string) => useContext(LocaleContext).errorText;
