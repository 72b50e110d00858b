/**
 * The error catalogue's messages in the locale shown. The state keeps a message's code (src/core/errors/catalogue.ts);
 * a locale translates each code as `error.<code>`, and ./localize and ./registry turn a code into those words.
 */
import { MESSAGES } from '../../core/errors/catalogue';

type ErrorId = keyof typeof MESSAGES;

/** English: the catalogue's texts themselves, keyed `error.<code>` (made from MESSAGES, so each text is written once). */
export const enErrors = Object.fromEntries(Object.entries(MESSAGES).map(([id, text]) => [`error.${id}`, text])) as {
  readonly [K in ErrorId as `error.${K}`]: (typeof MESSAGES)[K];
};
