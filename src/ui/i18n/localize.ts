/**
 * How a loaded locale shows, brought by the locale loader: its direction, the locale Intl formats in, plural
 * choices, values isolated in right-to-left text, and the catalogue's messages in its words.
 */
import { MESSAGES, wordsOf } from '../../core/errors/catalogue';
import { intlLocale, isRtl } from '../../core/localeMatch';
import { fillPlaceholders } from '../../core/format';
import type { MessageParams } from '../../core/errors/catalogue';
import { resolvePlurals } from './plural';
import type { LocaleViewMaker } from './registry';
import type { LocaleTables } from './tables';

/**
 * Resolves every `{count, plural, …}` to its branch (the locale's plural rules, `#` the number in its digits), then
 * fills `{name}` placeholders as English does (`fillPlaceholders`) (an unknown one is left as written). `isolate` (right-to-left
 * locales) wraps each value in Unicode isolates, so `0x7099…c79C8` or `+1.000 USDC` is not reordered by the text
 * around it.
 */
export function formatIn(template: string, params: MessageParams | undefined, locale: string, isolate = false): string {
  if (!params) return template;
  const text = template.includes('plural') ? resolvePlurals(template, params, locale) : template;
  return fillPlaceholders(text, isolate ? Object.fromEntries(Object.entries(params).map(([name, value]) => [name, `\u2068${value}\u2069`])) : params);
}

/** The view maker of a locale whose strings have loaded (English too, when a site overrides its §8 texts). */
export function localeView(code: string, tables: LocaleTables | null): LocaleViewMaker {
  const intl = intlLocale(code);
  const rtl = isRtl(code);
  const format = (template: string, params?: MessageParams) => formatIn(template, params, intl, rtl);
  return (overrides) => ({
    code,
    intl,
    dir: rtl ? 'rtl' : 'ltr',
    tables,
    overrides,
    format,
    // the state keeps a message's code: its words are the locale's `error.<code>` (the site's own first), else English
    errorText(message) {
      const key = `error.${message.code}` as const;
      const template: string | undefined = overrides?.[key] ?? tables?.errors[key] ?? wordsOf(message.code);
      return format(template ?? MESSAGES.somethingWentWrong, message.params);
    },
  });
}
