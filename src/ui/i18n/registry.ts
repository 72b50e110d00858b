/**
 * The locale a view or the page's button shows, as a `LocaleView`. English needs nothing loaded: its strings are the
 * views' own tables. Any other locale (or a site's overrides of §8 texts) registers its view here when the locale
 * loader has brought its strings and formatting (./load, ./localize): the first bundle carries none of that.
 *
 * The registry caches the locale chunks' immutable tables, like the bundler's own module cache: two instances on
 * one page read the same tables, but each shows the locale its own state says.
 */
import type { StringOverrides } from '../../../slices/localeRequests';
import { MESSAGES, wordsOf, type Message, type MessageParams } from '../../core/errors/catalogue';
import { fillPlaceholders as format } from '../../core/format';
import type { LocaleTables } from './tables';

export interface LocaleView {
  /** the locale shown (its `lang`) */
  code: string;
  /** the locale Intl formats numbers, money and dates in */
  intl: string;
  dir: 'ltr' | 'rtl';
  /** the locale's loaded tables; null for English, whose tables are the views' own */
  tables: LocaleTables | null;
  /** the site's own texts for this locale (the `strings` option) */
  overrides: Readonly<Record<string, string>> | undefined;
  /** fills a template's placeholders (and plural choices) in the locale's digits; isolated in right-to-left text */
  format(template: string, params?: MessageParams): string;
  /** a message as the state keeps it (a catalogue code and its params) in this locale's words */
  errorText(message: Message): string;
}

/** A loaded locale's view, given the site's overrides for it. */
export type LocaleViewMaker = (overrides: Readonly<Record<string, string>> | undefined) => LocaleView;

const loaded = new Map<string, LocaleViewMaker>();

export const registerLocale = (code: string, make: LocaleViewMaker): void => void loaded.set(code, make);

/**
 * The English words of a message's code (the site's own words for it first), filled with its params. A code this
 * build does not know (a state time-travelled in from another version) says 'Something went wrong'.
 */
function englishWords(message: Message, overrides: Readonly<Record<string, string>> | undefined): string {
  const template: string | undefined = overrides?.[`error.${message.code}`] ?? wordsOf(message.code);
  return format(template ?? MESSAGES.somethingWentWrong, message.params);
}

/**
 * The view of the locale the state shows. A locale whose strings never loaded on this page (a state time-travelled
 * in from elsewhere) shows as English, so `lang` always names the language on screen.
 */
export function shownLocale(code: string, overrides: StringOverrides): LocaleView {
  const english = overrides.en;
  return (
    loaded.get(code)?.(overrides[code]) ?? {
      code: 'en',
      intl: 'en-US',
      dir: 'ltr',
      tables: null,
      overrides: english,
      format,
      errorText: (message) => englishWords(message, english),
    }
  );
}
