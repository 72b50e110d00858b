/**
 * What the first bundle needs to know of languages: whether a tag is English. The codes, the matching,
 * the right-to-left set and the locale Intl formats in live in ./localeMatch, loaded with the locale loader.
 */

export type { LocaleCode } from './localeMatch';

/**
 * Whether a language tag is English without asking which locale serves it (the first bundle's shortcut: English
 * needs no chunk; any other language loads the loader, which matches it). The pseudo-locale is not English here.
 */
export const isEnglishTag = (tag: string | undefined): boolean => tag === undefined || /^en(?![a-z]|[-_]xa$)/i.test(tag);

