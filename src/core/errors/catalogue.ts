/**
 * The error catalogue of SPEC §8 as codes and their English words. The store keeps `{ code, params }` (never words);
 * a view turns the code into the shown locale's words (src/ui/i18n, `error.<code>` in every locale file), and what
 * leaves the widget in English (analytics events, thrown errors) reads the words here with `englishOf`.
 * `{name}` in a text is a placeholder filled from the message's params.
 */
import { fillPlaceholders } from '../format';
import type { FeatureCode } from './featureWords';
import { EMAIL_DEPENDENCY } from './instance';

export const MESSAGES = {
  // §8 user-facing
  somethingWentWrong: 'Something went wrong',
  unsupportedChain: 'Unsupported chain',
  requestTooLong: 'The request took too long to respond.',

  // §8 alerts, by their codes (a configuration message: shown only in debug, or on the ConfigError view)
  APKT001: 'Project ID Not Configured',
  /** the reason is the site developer's: which option is wrong, in the options' own (English) names */
  APKT002: 'Invalid App Configuration: {detail}',
  /** SPEC §5: an option that fails its rule; `detail` is the rule, in the options' own (English) terms */
  invalidOption: 'Invalid option `{path}`: {detail}',
  /** the email login's code could not load (the first bundle says it: sagas/features/embedded.ts) */
  emailDependency: EMAIL_DEPENDENCY,
} as const;

/**
 * Every code of the catalogue: the first bundle's (MESSAGES) and those only a lazily loaded feature makes
 * (./featureWords, whose English words load with the first lazily loaded feature).
 */
export type MessageCode = keyof typeof MESSAGES | FeatureCode;

/** The English words known on this page: MESSAGES, and each loaded feature's (`learnWords`). */
const known: Record<string, string> = { ...MESSAGES };

/** Adds English words: the lazily loaded features' (./featureWords), which sagas/lazy.ts brings with the first of them. */
export function learnWords(words: Readonly<Record<string, string>>): void {
  Object.assign(known, words);
}

/**
 * The English template of a code, or undefined while the feature that makes it has not loaded on this page (a state
 * time-travelled in from another page).
 */
export function wordsOf(code: string): string | undefined {
  return Object.prototype.hasOwnProperty.call(known, code) ? known[code] : undefined;
}
export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * What the store keeps of a message or an error: the catalogue's code and the values its words are filled with.
 * Serializable, never an Error instance and never words (ARCHITECTURE: state). `walletCode` in params is a wallet's
 * or an API's own code (4001, -32002), kept for the flows and views that act on it.
 */
export interface Message {
  code: MessageCode;
  params?: MessageParams;
}

export type ErrorInfo = Message;

export const msg = (code: MessageCode, params?: MessageParams): Message => (params ? { code, params } : { code });

/** The wallet's or API's own code a message carries, as text ('4001' when the visitor refused), if any. */
export const walletCodeOf = (info: Message | null | undefined): string | undefined =>
  info?.params?.walletCode === undefined ? undefined : String(info.params.walletCode);

/** The words of a message in English: for what leaves the widget (analytics, hooks, thrown errors, logs). */
export function englishOf(info: Message): string {
  return fillPlaceholders(wordsOf(info.code) ?? MESSAGES.somethingWentWrong, info.params);
}

/** §8 HTTP statuses worth retrying. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([403, 408, 413, 429, 500, 502, 503, 504]);

/**
 * A failed fetch as the store keeps it: the timeout's own words when that was why, else `fallback` (the §8 text of
 * what could not be shown).
 */
export function toErrorInfo(error: unknown, fallback: MessageCode = 'somethingWentWrong'): ErrorInfo {
  const code = error && typeof error === 'object' ? (error as { code?: unknown }).code : undefined;
  return msg(code === 'TIMEOUT' ? 'requestTooLong' : fallback);
}

/**
 * A thrown error whose words are the catalogue's: `message` is the English (as SPEC §8 throws it), `info` what a flow
 * that catches it keeps in the store; `code` the short code flows branch on, if any.
 */
export class MessageError extends Error {
  constructor(
    readonly info: Message,
    readonly code?: string | number,
  ) {
    super(englishOf(info));
  }
}
