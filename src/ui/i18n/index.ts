import { createContext, useContext, useMemo } from 'react';
import { intlLocale, isRtl } from '../../core/locale';
import { en, type MessageKey, type Messages } from './en';
import type { LocaleModule, LocaleTables } from './tables';

export type { MessageKey, Messages };

/** The first bundle's English table under its old name; other locales load as chunks (./load, locales/<code>.ts). */
export const LOCALES = { en } as const satisfies Record<string, Messages>;
export type Locale = keyof typeof LOCALES;
export const DEFAULT_LOCALE: Locale = 'en';

export type MessageParams = Record<string, string | number>;

/** Resolves every `{count, plural, …}` of a template to its branch for the params (`#` written as the number). */
type PluralResolver = (template: string, params: MessageParams, locale: string) => string;
let resolvePlurals: PluralResolver | null = null;

/**
 * Plural choices (`{count, plural, one {# wallet} other {# wallets}}`, Intl.PluralRules) ship with the locale loader
 * (./plural), out of the first bundle: English has no plural string there. A chunk whose English strings use one
 * installs them as the loader does.
 */
export function installPlurals(resolver: PluralResolver): void {
  resolvePlurals = resolver;
}

/**
 * Fills `{name}` placeholders and, once installed, `{count, plural, …}` choices (the locale's plural rules, `#` the
 * number in its digits); an unknown placeholder is left as written so a gap is visible, not silent. `isolate`
 * (right-to-left locales) wraps each value in Unicode isolates, so `0x7099…c79C8` or `+1.000 USDC` is not reordered
 * by the text around it.
 */
export function format(template: string, params?: MessageParams, locale = 'en-US', isolate = false): string {
  if (!params) return template;
  const text = resolvePlurals && template.includes('plural') ? resolvePlurals(template, params, locale) : template;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!Object.prototype.hasOwnProperty.call(params, name)) return whole;
    return isolate ? `\u2068${params[name]}\u2069` : String(params[name]);
  });
}

export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  const messages: Messages = LOCALES[locale];
  return format(messages[key] ?? en[key], params);
}

/** The English string for `key` (outside a view; a view reads its locale's with `useStrings`). */
export function t(key: MessageKey, params?: MessageParams): string {
  return translate(DEFAULT_LOCALE, key, params);
}

/** A view's own string table, loaded with its chunk: the function that reads it in English (outside views). */
export function messages<K extends string>(table: Readonly<Record<K, string>>): (key: K, params?: MessageParams) => string {
  return (key, params) => format(table[key], params);
}

/** What the views read their strings from: the locale shown, its loaded tables, the site's overrides for it. */
export interface LocaleView {
  code: string;
  /** null for English, or while a time-travelled state shows a locale this page never loaded (English then) */
  tables: LocaleTables | null;
  overrides: Readonly<Record<string, string>> | undefined;
}

export const LocaleContext = createContext<LocaleView>({ code: 'en', tables: null, overrides: undefined });

/** The locale shown: its code, the locale Intl formats in, and its writing direction's `dir`. */
export function useLocale(): { code: string; intl: string } {
  const { code } = useContext(LocaleContext);
  return useMemo(() => ({ code, intl: intlLocale(code) }), [code]);
}

export type Translate<K extends string> = (key: K, params?: MessageParams) => string;

/**
 * A view's strings in the locale shown: the site's override, else the locale's text, else English. Re-renders
 * the view when the locale changes, so a switch changes every string without closing the modal.
 */
export function useMessages<K extends string>(module: LocaleModule, english: Readonly<Record<K, string>>): Translate<K> {
  const { code, tables, overrides } = useContext(LocaleContext);
  return useMemo(() => {
    const table = tables?.[module] as Partial<Record<K, string>> | undefined;
    const intl = intlLocale(code);
    const isolate = isRtl(code);
    return (key, params) => format(overrides?.[key] ?? table?.[key] ?? english[key], params, intl, isolate);
  }, [code, tables, overrides, module, english]);
}

/** The first bundle's strings (dialog chrome, titles, Connect) in the locale shown. */
export const useStrings = () => useMessages('core', en);
