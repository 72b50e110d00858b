/**
 * The error catalogue's messages in the locale shown. The state keeps a message's code (src/core/errors/catalogue.ts);
 * a locale translates each code as `error.<code>`, and ./localize and ./registry turn a code into those words.
 */
import { MESSAGES } from '../../core/errors/catalogue';
import { ALL_FEATURE_WORDS } from '../../core/errors/featureWords';

const ALL_WORDS = { ...MESSAGES, ...ALL_FEATURE_WORDS };
type ErrorId = keyof typeof ALL_WORDS;

/**
 * English: the catalogue's texts themselves, keyed `error.<code>` (made from the catalogue's tables, so each text is
 * written once). Only the pseudo-locale's chunk and the tests use it at run time.
 */
export const enErrors = Object.fromEntries(Object.entries(ALL_WORDS).map(([id, text]) => [`error.${id}`, text])) as {
  readonly [K in ErrorId as `error.${K}`]: (typeof ALL_WORDS)[K];
};
