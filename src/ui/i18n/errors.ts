/**
 * SPEC §8 messages a toast shows, in the locale shown. The state keeps their English text (src/core/errors.ts
 * MESSAGES, same ids): the toast finds the id by that text. In the first bundle, with the toast.
 */
import { MESSAGES } from '../../core/errors';
import { useMessages } from './index';

type ErrorId = keyof typeof MESSAGES;

/**
 * English: the §8 texts themselves, keyed `error.<id>` (made from MESSAGES, so the first bundle carries each text once).
 * A locale translates each key; `Notification` looks the id up by the English text the state holds.
 */
export const enErrors = Object.fromEntries(Object.entries(MESSAGES).map(([id, text]) => [`error.${id}`, text])) as {
  readonly [K in ErrorId as `error.${K}`]: (typeof MESSAGES)[K];
};

/** The §8 toast texts in the locale shown. */
export const useErrorStrings = () => useMessages('errors', enErrors);

const MESSAGE_IDS = Object.keys(MESSAGES) as ErrorId[];

/**
 * A SPEC §8 message as the state keeps it (English) in the locale shown; any other text (a wallet's or an API's own
 * reason) as it came. For toasts and for every view that shows an error from the state.
 */
export function useErrorText(): (message: string) => string {
  const t = useErrorStrings();
  return (message) => {
    const id = MESSAGE_IDS.find((candidate) => MESSAGES[candidate] === message);
    return id ? t(`error.${id}`) : message;
  };
}
