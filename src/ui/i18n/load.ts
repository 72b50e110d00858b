/** Loads a locale's strings, each locale its own chunk (`locale-<code>`), only when a visitor or a site asks for it. */
import type { LocaleCode } from '../../core/locale';
import { localeTables, registerLocale } from './registry';
import type { LocaleTables } from './tables';

function importLocale(code: LocaleCode): Promise<LocaleTables> {
  // the pseudo-locale is made from the English tables when asked for, never written by hand
  if (code === 'en-XA') return import(/* webpackChunkName: "locale-en-XA" */ './pseudo').then((m) => m.pseudoTables());
  return import(/* webpackChunkName: "locale-[request]" */ `./locales/${code}`).then((m: { default: LocaleTables }) => m.default);
}

/** Resolves once `code`'s strings are where the views read them (at once when they already are; English always is). */
export async function loadLocaleStrings(code: LocaleCode): Promise<void> {
  if (code === 'en' || localeTables(code)) return;
  registerLocale(code, await importLocale(code));
}
