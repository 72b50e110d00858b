/**
 * The error catalogue (src/core/errors/catalogue.ts): the state keeps a code, the words live here in English and in
 * every locale file as `error.<code>`. Fails when a code has no English words, when SPEC §8's texts drift from the
 * catalogue's, or when any locale lacks (or mangles the placeholders of) a code's translation.
 */
import { describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { MESSAGES, englishOf, learnWords, wordsOf, type MessageCode } from '../../src/core/errors/catalogue';
import { ALL_FEATURE_WORDS } from '../../src/core/errors/featureWords';
import type { LocaleTables } from '../../src/ui/i18n/tables';

const LOCALES_DIR = path.resolve(__dirname, '../../src/ui/i18n/locales');
const localeFiles = fs.readdirSync(LOCALES_DIR).filter((f) => f.endsWith('.ts'));
const load = (file: string) => (require(path.join(LOCALES_DIR, file)) as { default: LocaleTables }).default; // eslint-disable-line @typescript-eslint/no-require-imports

/** The whole catalogue: the first bundle's words and every lazily loaded feature's. */
const CATALOGUE: Readonly<Record<MessageCode, string>> = { ...MESSAGES, ...ALL_FEATURE_WORDS };
const CODES = Object.keys(CATALOGUE) as MessageCode[];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

/** SPEC §8's own texts, copied from the catalogue section of the spec: the English words of these codes must be these. */
const SPEC_TEXTS: [MessageCode, string][] = [
  ['tokenBalanceUnavailable', 'Token Balance Unavailable'],
  ['authInitFailed', 'A problem occurred while trying initialize authentication'],
  ['signatureDeclined', 'Signature declined'],
  ['smartAccountsUnsupported', 'This application might not support Smart Accounts'],
  ['failedToFetchTransactions', 'Failed to fetch transactions'],
  ['somethingWentWrong', 'Something went wrong'],
  ['solanaSendFailed', 'Failed to send transaction. Please try again.'],
  ['actionNotAllowed', 'Action not allowed'],
  ['unsupportedChain', 'Unsupported chain'],
  ['transactionStarted', 'Transaction started'],
  ['authenticating', 'Authenticating...'],
  ['requestTooLong', 'The request took too long to respond.'],
  ['APKT001', 'Project ID Not Configured'],
  ['APKT003', 'Session Expired'],
  ['APKT004', 'Network Not Found'],
  ['APKT005', 'Invalid App Configuration'],
  ['failedToDisconnect', 'Failed to disconnect'],
  ['chainNotSupported', 'Chain is not supported'],
  ['networkNotFound', 'Network not found'],
  ['siwxNotEnabled', 'SIWX is not enabled'],
  ['noActiveCaipAddress', 'No ActiveCaipAddress found'],
  ['chainAdapterNotFound', 'Chain adapter not found'],
  ['emailDependency', 'Unable to load email login dependency'],
  ['requestAborted', 'Request was aborted'],
  ['frameError', 'An error occurred'],
  ['swap.unsupported', 'Network not supported for Swaps'],
  ['names.namesForAddress', 'Error fetching names for address'],
  ['names.suggestions', 'Error fetching name suggestions'],
  ['names.resolving', 'Error resolving name'],
];

describe('the error catalogue', () => {
  it.each(CODES)('%s has English words, with only {name} placeholders', (code) => {
    const text: unknown = CATALOGUE[code];
    expect(typeof text === 'string' && text.trim().length > 0 ? 'words' : `no English words for ${code}`).toBe('words');
    expect((text as string).replace(/\{\w+\}/g, '')).not.toMatch(/[{}]/);
  });

  it.each(SPEC_TEXTS)('§8: %s says exactly the spec’s text', (code, text) => {
    expect(CATALOGUE[code]).toBe(text);
  });

  it('the first bundle knows only its own words: a feature’s load brings the words of the codes its flows make', () => {
    expect([wordsOf('names.suggestions'), wordsOf('node.nonceTooLow'), wordsOf('requestTooLong')]).toEqual([undefined, undefined, 'The request took too long to respond.']);
    expect(englishOf({ code: 'names.suggestions' })).toBe('Something went wrong');
    learnWords(ALL_FEATURE_WORDS);
    expect(englishOf({ code: 'names.suggestions' })).toBe('Error fetching name suggestions');
  });

  it('§8 texts with a value: the value goes where the spec puts it', () => {
    learnWords(ALL_FEATURE_WORDS);
    expect(englishOf({ code: 'names.registering', params: { name: 'ada.reown.id' } })).toBe('Error registering name ada.reown.id');
    expect(englishOf({ code: 'httpStatus', params: { status: 503 } })).toBe('HTTP status code: 503');
    expect(englishOf({ code: 'email.cooldown', params: { seconds: 12 } })).toBe('Please try again after 12 seconds');
  });
});

describe.each(localeFiles)('%s', (file) => {
  const errors = load(file).errors as Readonly<Record<string, string>> | undefined;

  it('translates every code of the catalogue, keeping its placeholders', () => {
    const problems = CODES.flatMap((code) => {
      const text = errors?.[`error.${code}`];
      if (typeof text !== 'string' || !text.trim()) return [`no translation of ${code}`];
      const mine = placeholders(text).join();
      const english = placeholders(CATALOGUE[code]).join();
      return mine === english ? [] : [`${code} has {${mine}}, English {${english}}`];
    });
    expect(problems).toEqual([]);
  });

  it('has no translation of a code the catalogue does not have', () => {
    expect(Object.keys(errors ?? {}).filter((key) => !(key.slice('error.'.length) in CATALOGUE))).toEqual([]);
  });
});
