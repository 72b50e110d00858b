/** Loads a locale's strings, each locale its own chunk (`locale-<code>`), only when a visitor or a site asks for it. */
import type { LocaleCode } from '../../core/locale';
import { matchLocale, resolveLocale } from '../../core/localeMatch';
import { installPlurals } from './index';
import { resolvePlurals } from './plural';
import { localeTables, registerLocale } from './registry';
import type { LocaleTables } from './tables';

function importLocale(code: LocaleCode): Promise<LocaleTables> {
  // the pseudo-locale is made from the English tables when asked for, never written by hand
  if (code === 'en-XA') return import(/* webpackChunkName: "locale-en-XA" */ './pseudo').then((m) => m.pseudoTables());
  return import(/* webpackChunkName: "locale-[request]" */ `./locales/${code}`).then((m: { default: LocaleTables }) => m.default);
}

/**
 * The shipped locale for these preferences — `explicit`: the one tag a site asked for (any case, or its language:
 * pt-PT → pt-BR), rejected when WalletGate does not speak it; else the visitor's languages, English when none
 * matches — once its strings are where the views read them (English always is).
 */
export async function loadLocaleStrings(preferences: readonly string[], explicit: boolean): Promise<LocaleCode> {
  const code = explicit ? resolveLocale(preferences[0] ?? '') : matchLocale(preferences);
  if (code === null) throw new Error(`${preferences[0]} is not a language WalletGate speaks`);
  installPlurals(resolvePlurals);
  if (code !== 'en' && !localeTables(code)) registerLocale(code, await importLocale(code));
  return code;
}
