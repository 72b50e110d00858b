/** What a message the state keeps (`{ code, params }`) says in English: for tests that check the words a visitor is told. */
import { englishOf, type Message } from '../../src/core/errors/catalogue';

export function words(message: Message): string;
export function words(message: Message | null | undefined): string | null;
export function words(message: Message | null | undefined): string | null {
  return message ? englishOf(message) : null;
}
