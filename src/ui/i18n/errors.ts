/**
 * SPEC §8 messages in the locale shown. The state keeps their English text (src/core/errors.ts MESSAGES, same ids);
 * a locale translates each as `error.<id>`, and ./localize finds the id by the English text the state holds.
 */
import { MESSAGES } from '../../core/errors';

type ErrorId = keyof typeof MESSAGES;

/** English: the §8 texts themselves, keyed `error.<id>` (made from MESSAGES, so each text is written once). */
export const enErrors = Object.fromEntries(Object.entries(MESSAGES).map(([id, text]) => [`error.${id}`, text])) as {
  readonly [K in ErrorId as `error.${K}`]: (typeof MESSAGES)[K];
};
