/** The options of languages, checked with the rest of the options. */
import { z } from 'zod/mini';

/** A BCP-47 language tag (`ar`, `pt-BR`, `zh-Hant-HK`); which shipped locale serves it is decided when it loads. */
export const localeTag = z.string().check(z.regex(/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/, 'must be a language tag like `pt-BR`'));

/** The `strings` option: a site's own texts, by language tag then string key. */
export const stringOverrides = z.record(localeTag, z.record(z.string(), z.string().check(z.maxLength(1000))));
