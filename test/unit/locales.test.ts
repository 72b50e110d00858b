/**
 * Every locale file (src/ui/i18n/locales/<code>.ts) against English (src/ui/i18n/tables.ts): the same keys per
 * module, the same `{placeholder}`s per key, no empty text, and no text left in English unless it is a brand,
 * a symbol or a wallet loanword from the short allow-list below.
 */
import { readdirSync } from 'fs';
import { join } from 'path';
import { ENGLISH_TABLES } from '../../src/ui/i18n/english';
import type { LocaleModule } from '../../src/ui/i18n/tables';

const ENGLISH: Record<LocaleModule, Readonly<Record<string, string>>> = ENGLISH_TABLES;

/**
 * English texts a locale may keep as they are: brand and protocol names, and the few wallet words that the major
 * wallets leave in English in several languages (Token, NFTs, Swap, Max, Email, Total).
 */
const SAME_AS_ENGLISH_ALLOWED = new Set([
  'WalletConnect',
  'Farcaster',
  'EVM',
  'Solana',
  'Polkadot',
  'Bitcoin',
  'Ordinals',
  'NFTs',
  'Token',
  'Tokens',
  'Swap',
  'Max',
  'Email',
  'Total',
  'Subtotal',
]);

/**
 * Per locale, the keys whose English text is also right in that language: a cognate, not a leftover. A name is
 * ASCII letters, digits and hyphens only, so a locale in another script keeps the example name 'yourname'.
 */
const ASCII_NAME = 'names.placeholder';
const COGNATES: Record<string, readonly string[]> = {
  ja: [ASCII_NAME],
  'zh-CN': [ASCII_NAME],
  ko: [ASCII_NAME],
  ru: [ASCII_NAME],
  uk: [ASCII_NAME],
  'zh-TW': [ASCII_NAME],
  th: [ASCII_NAME],
  de: ['connect.walletsHeading', 'allWallets.list', 'names.label', 'swap.route'],
  fr: ['names.suggestions', 'sessions.heading'],
  it: ['title.Account', 'account.type.smartAccount'],
  nl: ['title.Account', 'connect.walletsHeading', 'connect.tagRecent', 'allWallets.list', 'swap.route', 'account.type.smartAccount'],
};

/** A text with nothing to translate: only placeholders, digits, symbols and punctuation. */
const nothingToTranslate = (text: string) => text.replace(/\{\w+\}/g, '').replace(/[\s\d\p{P}\p{S}]/gu, '') === '';

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

/** What is wrong with one locale's tables, as readable lines (empty when nothing is). */
function localeProblems(tables: Record<string, Record<string, unknown>>, cognates: readonly string[] = []): string[] {
  const problems: string[] = [];
  const modules = Object.keys(ENGLISH) as LocaleModule[];
  for (const extra of Object.keys(tables).filter((m) => !(m in ENGLISH))) problems.push(`extra module ${extra}`);
  for (const module of modules) {
    const english = ENGLISH[module];
    const table = tables[module];
    if (!table) {
      problems.push(`missing module ${module}`);
      continue;
    }
    for (const key of Object.keys(english)) if (!(key in table)) problems.push(`${module}: missing key ${key}`);
    for (const key of Object.keys(table)) if (!(key in english)) problems.push(`${module}: extra key ${key}`);
    for (const [key, value] of Object.entries(table)) {
      const source = english[key];
      if (source === undefined) continue;
      if (typeof value !== 'string' || value.trim() === '') {
        problems.push(`${module}: ${key} is empty`);
        continue;
      }
      const want = placeholders(source).join(',');
      const got = placeholders(value).join(',');
      if (want !== got) problems.push(`${module}: ${key} has placeholders {${got}} instead of {${want}}`);
      if (
        value === source &&
        !nothingToTranslate(source) &&
        !SAME_AS_ENGLISH_ALLOWED.has(source.replace(/[\s\p{P}]+$/u, '')) &&
        !cognates.includes(key)
      ) {
        problems.push(`${module}: ${key} is still English ("${source}")`);
      }
    }
  }
  return problems;
}

const LOCALE_DIR = join(__dirname, '../../src/ui/i18n/locales');
const files = readdirSync(LOCALE_DIR)
  .filter((f) => f.endsWith('.ts'))
  .sort();

describe('the locale files', () => {
  it('exist', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s has every English key, the same placeholders, and translated texts', (file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const tables = require(join(LOCALE_DIR, file)).default as Record<string, Record<string, unknown>>;
    expect(localeProblems(tables, COGNATES[file.replace(/\.ts$/, '')])).toEqual([]);
  });
});

describe('the locale check itself', () => {
  const good = Object.fromEntries(
    Object.entries(ENGLISH).map(([module, table]) => [module, Object.fromEntries(Object.keys(table).map((k) => [k, `«${table[k]}»`]))]),
  ) as Record<string, Record<string, string>>;

  it('passes a complete table', () => {
    expect(localeProblems(good)).toEqual([]);
  });

  it('finds a missing key, an extra key, a lost or renamed placeholder, an empty text and an untranslated one', () => {
    const bad = structuredClone(good);
    delete bad.core!['modal.back'];
    bad.core!['modal.forward'] = 'x';
    bad.connecting!['connecting.continueIn'] = 'Weiter in der Wallet';
    bad.onramp!['onramp.limits'] = 'Von {min} bis {maximum}';
    bad.legal!['legal.and'] = ' ';
    bad.account!['account.disconnect'] = 'Disconnect';
    delete bad.swap;
    expect(localeProblems(bad)).toEqual(
      expect.arrayContaining([
        'core: missing key modal.back',
        'core: extra key modal.forward',
        'connecting: connecting.continueIn has placeholders {} instead of {name}',
        'onramp: onramp.limits has placeholders {maximum,min} instead of {max,min}',
        'legal: legal.and is empty',
        'account: account.disconnect is still English ("Disconnect")',
        'missing module swap',
      ]),
    );
  });

  it('lets brands and symbol-only texts stay as in English', () => {
    const same = structuredClone(good);
    same.account!['account.chain.solana'] = 'Solana';
    same.account!['tokens.amount'] = '{amount} {symbol}';
    same.core!['title.ConnectingWalletConnect'] = 'WalletConnect';
    expect(localeProblems(same)).toEqual([]);
  });
});
