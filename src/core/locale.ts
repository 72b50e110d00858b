/**
 * What the first bundle needs to know of languages (issue 19): the right-to-left set, the locale Intl formats in,
 * and whether a tag is English. The codes and the matching live in ./localeMatch, loaded with the locale loader.
 */

export type { LocaleCode } from './localeMatch';

/** The pseudo-locale: never chosen from the browser's languages, only asked for by name. */
export const PSEUDO_LOCALE = 'en-XA';

const RTL: readonly string[] = ['ar', 'he', 'fa'];
/** Arabic, Hebrew and Persian are written right to left. */
export const isRtl = (code: string): boolean => RTL.includes(code);

/** The locale Intl formats in: English keeps SPEC §9's en-US; the pseudo-locale formats like English. */
export const intlLocale = (code: string): string => (code === 'en' || code === PSEUDO_LOCALE ? 'en-US' : code);

/**
 * Whether a language tag is English without asking which locale serves it (the first bundle's shortcut: English
 * needs no chunk; any other language loads the loader, which matches it). The pseudo-locale is not English here.
 */
export const isEnglishTag = (tag: string | undefined): boolean => tag === undefined || /^en(-(?!xa$)[a-z0-9-]*)?$/i.test(tag.trim().replace(/_/g, '-'));

