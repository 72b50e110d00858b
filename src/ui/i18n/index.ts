import { en, type MessageKey, type Messages } from './en';

export type { MessageKey, Messages };

/** Locales shipped. Add one by writing `<locale>.ts` typed as `Messages` and listing it here. */
export const LOCALES = { en } as const satisfies Record<string, Messages>;
export type Locale = keyof typeof LOCALES;
export const DEFAULT_LOCALE: Locale = 'en';

export type MessageParams = Record<string, string | number>;

/** Fills `{name}` placeholders; an unknown placeholder is left as written so a gap is visible, not silent. */
export function format(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  const messages: Messages = LOCALES[locale];
  return format(messages[key] ?? en[key], params);
}

/** The string for `key` in the default locale. */
export function t(key: MessageKey, params?: MessageParams): string {
  return translate(DEFAULT_LOCALE, key, params);
}

/** A view's own string table, loaded with its chunk: the function that reads it (English, the default locale). */
export function messages<K extends string>(table: Readonly<Record<K, string>>): (key: K, params?: MessageParams) => string {
  return (key, params) => format(table[key], params);
}
