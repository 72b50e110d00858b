/**
 * How a visitor's languages pick a shipped locale: the best match for `navigator.languages`, with region
 * fallback; which are written right to left, and the locale Intl formats each in. Loaded with the locale loader (its own chunk), only when the first language is not English.
 */

/** Every locale shipped, by BCP-47 code; `en-XA` is the pseudo-locale (accented, longer English) for catching gaps. */
export const LOCALE_CODES = [
  'en', 'es', 'pt-BR', 'fr', 'de', 'it', 'nl', 'pl', 'tr', 'ru', 'uk', 'ar', 'he', 'fa', 'hi', 'bn',
  'id', 'vi', 'th', 'ja', 'ko', 'zh-CN', 'zh-TW', 'sw', 'en-XA',
] as const;
export type LocaleCode = (typeof LOCALE_CODES)[number];
/** The pseudo-locale: never chosen from the browser's languages, only asked for by name. */
const PSEUDO_LOCALE = 'en-XA';

const RTL: readonly string[] = ['ar', 'he', 'fa'];
/** Arabic, Hebrew and Persian are written right to left. */
export const isRtl = (code: string): boolean => RTL.includes(code);

/** The locale Intl formats in: English keeps SPEC §9's en-US; the pseudo-locale formats like English. */
export const intlLocale = (code: string): string => (code === 'en' || code === PSEUDO_LOCALE ? 'en-US' : code);

const DEFAULT_LOCALE_CODE: LocaleCode = 'en';

/** Chinese written in traditional characters: Taiwan, Hong Kong, Macau, or an explicit Hant script. */
const TRADITIONAL = /^zh-(hant|tw|hk|mo)\b/;
/** Old codes browsers still send for Hebrew and Indonesian. */
const LEGACY: Record<string, string> = { iw: 'he', in: 'id' };

/** One preference (`pt-PT`, `zh-HK`, `es-MX`) → the shipped locale that serves it, or null. */
function matchOne(tag: string): LocaleCode | null {
  const lower = tag.trim().toLowerCase().replace(/_/g, '-');
  if (!lower) return null;
  const exact = LOCALE_CODES.find((code) => code.toLowerCase() === lower && code !== PSEUDO_LOCALE);
  if (exact) return exact;
  const base = lower.split('-')[0]!;
  const language = LEGACY[base] ?? base;
  if (language === 'zh') return TRADITIONAL.test(lower) ? 'zh-TW' : 'zh-CN';
  // region fallback: the language's one shipped variant (pt-PT → pt-BR, es-MX → es, en-GB → en)
  return LOCALE_CODES.find((code) => code !== PSEUDO_LOCALE && code.split('-')[0]!.toLowerCase() === language) ?? null;
}

/** The first of the visitor's languages WalletGate speaks, in their order of preference; English otherwise. */
export function matchLocale(preferences: readonly string[]): LocaleCode {
  for (const tag of preferences) {
    const match = matchOne(tag);
    if (match) return match;
  }
  return DEFAULT_LOCALE_CODE;
}

/** A site's `locale` option or `setLocale()` argument: a shipped code (any case), else its best match, else null. */
export function resolveLocale(requested: string): LocaleCode | null {
  const exact = LOCALE_CODES.find((code) => code.toLowerCase() === requested.trim().toLowerCase());
  return exact ?? matchOne(requested);
}
