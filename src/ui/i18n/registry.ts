/**
 * The locales whose strings have loaded, by code. Filled by `loadLocaleStrings` (the locale saga's loader), read by
 * the views through `LocaleContext`. It caches the locale chunks' immutable tables, like the bundler's own module
 * cache: two instances on one page read the same tables but each shows the locale its own state says.
 */
import type { LocaleTables } from './tables';

const loaded = new Map<string, LocaleTables>();

export const localeTables = (code: string): LocaleTables | null => loaded.get(code) ?? null;
export const registerLocale = (code: string, tables: LocaleTables): void => void loaded.set(code, tables);
