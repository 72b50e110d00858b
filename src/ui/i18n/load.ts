/** Loads a locale's strings, each locale its own chunk (`locale-<code>`), only when a visitor or a site asks for it. */
import type { LocaleCode } from '../../core/locale';
import { matchLocale, resolveLocale } from '../../core/localeMatch';
// the state records the locale shown from here on (its slice comes with this chunk)
import '../../../slices/locale';
import { localeView } from './localize';
import { registerLocale } from './registry';
import type { LocaleTables } from './tables';

/**
 * One loader per written locale, each an import of its own file: every bundler makes each its own chunk, and none
 * has to guess which files of the folder a template import could mean (a host bundling the package would otherwise
 * pull in whatever sits there, source maps included).
 */
const LOCALE_LOADERS: Record<Exclude<LocaleCode, 'en' | 'en-XA'>, () => Promise<{ default: LocaleTables }>> = {
  es: () => import(/* webpackChunkName: "locale-es" */ './locales/es'),
  'pt-BR': () => import(/* webpackChunkName: "locale-pt-BR" */ './locales/pt-BR'),
  fr: () => import(/* webpackChunkName: "locale-fr" */ './locales/fr'),
  de: () => import(/* webpackChunkName: "locale-de" */ './locales/de'),
  it: () => import(/* webpackChunkName: "locale-it" */ './locales/it'),
  nl: () => import(/* webpackChunkName: "locale-nl" */ './locales/nl'),
  pl: () => import(/* webpackChunkName: "locale-pl" */ './locales/pl'),
  tr: () => import(/* webpackChunkName: "locale-tr" */ './locales/tr'),
  ru: () => import(/* webpackChunkName: "locale-ru" */ './locales/ru'),
  uk: () => import(/* webpackChunkName: "locale-uk" */ './locales/uk'),
  ar: () => import(/* webpackChunkName: "locale-ar" */ './locales/ar'),
  he: () => import(/* webpackChunkName: "locale-he" */ './locales/he'),
  fa: () => import(/* webpackChunkName: "locale-fa" */ './locales/fa'),
  hi: () => import(/* webpackChunkName: "locale-hi" */ './locales/hi'),
  bn: () => import(/* webpackChunkName: "locale-bn" */ './locales/bn'),
  id: () => import(/* webpackChunkName: "locale-id" */ './locales/id'),
  vi: () => import(/* webpackChunkName: "locale-vi" */ './locales/vi'),
  th: () => import(/* webpackChunkName: "locale-th" */ './locales/th'),
  ja: () => import(/* webpackChunkName: "locale-ja" */ './locales/ja'),
  ko: () => import(/* webpackChunkName: "locale-ko" */ './locales/ko'),
  'zh-CN': () => import(/* webpackChunkName: "locale-zh-CN" */ './locales/zh-CN'),
  'zh-TW': () => import(/* webpackChunkName: "locale-zh-TW" */ './locales/zh-TW'),
  sw: () => import(/* webpackChunkName: "locale-sw" */ './locales/sw'),
};

const registered = new Set<string>();

function importLocale(code: Exclude<LocaleCode, 'en'>): Promise<LocaleTables> {
  // the pseudo-locale is made from the English tables when asked for, never written by hand
  if (code === 'en-XA') return import(/* webpackChunkName: "locale-en-XA" */ './pseudo').then((m) => m.pseudoTables());
  return LOCALE_LOADERS[code]().then((m) => m.default);
}

/**
 * The shipped locale for these preferences — `explicit`: the one tag a site asked for (any case, or its language:
 * pt-PT → pt-BR), rejected when WalletGate does not speak it; else the visitor's languages, English when none
 * matches — once its strings and formatting are where the views read them (./registry).
 */
export async function loadLocaleStrings(preferences: readonly string[], explicit: boolean): Promise<LocaleCode> {
  const code = explicit ? resolveLocale(preferences[0] ?? '') : matchLocale(preferences);
  if (code === null) throw new Error(`${preferences[0]} is not a language WalletGate speaks`);
  if (!registered.has(code)) {
    // English has no tables to load: its view here brings what a site's overrides of §8 texts need
    registerLocale(code, localeView(code, code === 'en' ? null : await importLocale(code)));
    registered.add(code);
  }
  return code;
}
