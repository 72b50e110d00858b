/** What a message the state keeps (`{ code, params }`) says in English: for tests that check the words a visitor is told. */
import { englishOf, learnWords, type Message } from '../../src/core/errors/catalogue';
import { ALL_FEATURE_WORDS } from '../../src/core/errors/featureWords';

// every feature's words, as if each feature had loaded: a test may read a code its flows made without loading them
learnWords(ALL_FEATURE_WORDS);

export function words(message: Message): string;
export function words(message: Message | null | undefined): string | null;
export function words(message: Message | null | undefined): string | null {
  return message ? englishOf(message) : null;
}
