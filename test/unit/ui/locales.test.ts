/**
 * The locales: every file in src/ui/i18n/locales against the English tables — no key missing, none
 * extra, the same placeholders, every plural category the locale's Intl.PluralRules has — plus the pseudo-locale,
 * the plural-aware `format`, and how a visitor's languages pick a locale. Found by reading the folder, so a new
 * locale file is checked without editing this test.
 */
import { describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { isEnglishTag } from '../../../src/core/locale';
import { LOCALE_CODES, isRtl, matchLocale, resolveLocale } from '../../../src/core/localeMatch';
import { format } from '../../../src/ui/i18n';
import { formatIn } from '../../../src/ui/i18n/localize';
import { pluralForms } from '../../../src/ui/i18n/plural';
import { ENGLISH_TABLES } from '../../../src/ui/i18n/english';
import { pseudoLocalize, pseudoTables } from '../../../src/ui/i18n/pseudo';
import type { LocaleTables } from '../../../src/ui/i18n/tables';

type Table = Record<string, string>;

const LOCALES_DIR = path.resolve(__dirname, '../../../src/ui/i18n/locales');
const localeFiles = fs.readdirSync(LOCALES_DIR).filter((f) => f.endsWith('.ts'));
const load = (file: string) => (require(path.join(LOCALES_DIR, file)) as { default: LocaleTables }).default; // eslint-disable-line @typescript-eslint/no-require-imports

/** English, by module: the pseudo-locale is built from exactly these tables. */
const ENGLISH = pseudoTablesSource();

function pseudoTablesSource(): Record<string, Table> {
  return ENGLISH_TABLES as unknown as Record<string, Table>;
}

/** The placeholder names a message uses, `{name}` and `{count, plural, …}` alike (and those inside plural branches). */
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]!))].sort();

/** Each `{arg, plural, …}` of a message: its argument and the selectors of its branches. */
function plurals(text: string): { arg: string; selectors: string[] }[] {
  const found: { arg: string; selectors: string[] }[] = [];
  for (const m of text.matchAll(/\{\s*(\w+)\s*,\s*plural\s*,/g)) {
    let depth = 0;
    let end = m.index;
    for (; end < text.length; end++) {
      if (text[end] === '{') depth++;
      else if (text[end] === '}' && --depth === 0) break;
    }
    found.push({ arg: m[1]!, selectors: [...pluralForms(text.slice(m.index + m[0].length, end)).keys()] });
  }
  return found;
}

/** What is wrong with `tables` as the locale `code`: missing and extra keys, placeholder and plural mismatches. */
export function localeProblems(code: string, tables: Partial<Record<string, Table>>, english: Record<string, Table> = ENGLISH): string[] {
  const problems: string[] = [];
  const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
  for (const module of Object.keys(tables)) if (!(module in english)) problems.push(`extra module ${module}`);
  for (const [module, en] of Object.entries(english)) {
    const table = tables[module];
    if (!table) {
      problems.push(`missing module ${module}`);
      continue;
    }
    for (const key of Object.keys(en)) if (!(key in table)) problems.push(`${module}: missing ${key}`);
    for (const key of Object.keys(table)) if (!(key in en)) problems.push(`${module}: extra ${key}`);
    for (const [key, text] of Object.entries(table)) {
      if (!(key in en)) continue;
      if (!text.trim()) problems.push(`${module}: ${key} is empty`);
      const mine = placeholders(text).join(', ');
      const theirs = placeholders(en[key]!).join(', ');
      if (mine !== theirs) problems.push(`${module}: ${key} has {${mine}}, English {${theirs}}`);
      for (const { arg } of plurals(en[key]!)) {
        const plural = plurals(text).find((p) => p.arg === arg);
        const absent = plural ? categories.filter((c) => !plural.selectors.includes(c)) : categories;
        if (absent.length) problems.push(`${module}: ${key} lacks the plural forms ${absent.join(', ')} of ${code}`);
      }
    }
  }
  return problems;
}

describe('the locale files', () => {
  it('are named for locales WalletGate ships (one file per BCP-47 code)', () => {
    expect(localeFiles.length).toBeGreaterThanOrEqual(5);
    expect(localeFiles.map((f) => f.replace(/\.ts$/, '')).filter((code) => !(LOCALE_CODES as readonly string[]).includes(code))).toEqual([]);
  });

  it.each(localeFiles)('%s: every key of every table, no extra key, the same placeholders, the locale’s plural forms', (file) => {
    const code = file.replace(/\.ts$/, '');
    expect(localeProblems(code, load(file) as unknown as Record<string, Table>)).toEqual([]);
  });

  it('the check catches a missing key, an extra key, a changed placeholder, a missing module and missing plural forms', () => {
    const english = { core: { 'a.one': 'Hello {name}', 'a.two': 'Bye', 'a.n': '{count, plural, one {# wallet} other {# wallets}}' }, extra: { 'b.x': 'X' } };
    const good = { core: { 'a.one': 'Hallo {name}', 'a.two': 'Tschüss', 'a.n': '{count, plural, one {# Wallet} other {# Wallets}}' }, extra: { 'b.x': 'X' } };
    expect(localeProblems('de', good, english)).toEqual([]);
    expect(localeProblems('de', { core: { 'a.one': 'Hallo {nom}', 'a.n': '{count} Wallets', 'a.three': 'drei' } }, english)).toEqual([
      'core: missing a.two',
      'core: extra a.three',
      'core: a.one has {nom}, English {name}',
      'core: a.n lacks the plural forms one, other of de',
      'missing module extra',
    ]);
    // Arabic has six plural categories: two branches are not enough
    expect(localeProblems('ar', { ...good, core: { ...good.core, 'a.n': '{count, plural, one {# محفظة} other {# محافظ}}' } }, english)).toEqual([
      'core: a.n lacks the plural forms few, many, two, zero of ar',
    ]);
  });
});

describe('the pseudo-locale (en-XA)', () => {
  const pseudo = pseudoTables() as unknown as Record<string, Table>;

  it('covers every English key of every table, with the same placeholders', () => {
    expect(localeProblems('en', pseudo)).toEqual([]);
  });

  it('accents every letter, keeps placeholders and plural choices, and is about 40 % longer', () => {
    expect(pseudoLocalize('Continue to {appName}')).toMatch(/^⟦Çöñţîñûé ţö \{appName\} ·+⟧$/);
    const plural = pseudoLocalize('{count, plural, one {# wallet} other {# wallets}} left');
    expect(formatIn(plural, { count: 1 }, 'en-US')).toMatch(/^⟦1 ŵåļļéţ ļéƒţ ·+⟧$/);
    expect(formatIn(plural, { count: 3 }, 'en-US')).toMatch(/^⟦3 ŵåļļéţš ļéƒţ ·+⟧$/);
    for (const table of Object.values(pseudo)) {
      for (const text of Object.values(table)) {
        expect(text.replace(/\{\s*\w+\s*[,}]/g, '').replace(/\b(plural|one|other)\b/g, '')).not.toMatch(/[a-zA-Z]/);
      }
    }
    const english = Object.values(ENGLISH).flatMap((table) => Object.values(table)).join('');
    const accented = Object.values(pseudo).flatMap((table) => Object.values(table)).join('');
    expect(accented.length / english.length).toBeGreaterThan(1.35);
  });
});

describe('formatting in a loaded locale (formatIn)', () => {
  it('chooses plural branches by the locale’s rules and writes # in its digits', () => {
    const text = '{count, plural, =0 {no wallets} one {# wallet} other {# wallets}}';
    expect([0, 1, 2, 1000].map((count) => formatIn(text, { count }, 'en-US'))).toEqual(['no wallets', '1 wallet', '2 wallets', '1,000 wallets']);
    const arabic = '{n, plural, zero {لا محافظ} one {محفظة واحدة} two {محفظتان} few {# محافظ} many {# محفظة} other {# محفظة}}';
    expect([0, 1, 2, 3, 11, 100].map((n) => formatIn(arabic, { n }, 'ar'))).toEqual(['لا محافظ', 'محفظة واحدة', 'محفظتان', '3 محافظ', '11 محفظة', '100 محفظة']);
    expect(formatIn('{n, plural, one {# ফাইল} other {# ফাইল}}', { n: 5 }, 'bn')).toBe('৫ ফাইল');
  });

  it('isolates values in right-to-left text, so an address or amount keeps its own direction', () => {
    expect(formatIn('إلى {address}', { address: '0x7099…c79C8' }, 'ar', true)).toBe('إلى \u20680x7099…c79C8\u2069');
    expect(formatIn('to {address}', { address: '0x7099…c79C8' }, 'en-US')).toBe('to 0x7099…c79C8');
    // English (the first bundle's format) neither isolates nor carries plural choices
    expect(format('to {address}', { address: '0x7099…c79C8' })).toBe('to 0x7099…c79C8');
  });
});

describe('choosing a locale', () => {
  it('takes the first of the visitor’s languages it speaks, falling back from region to language', () => {
    expect(matchLocale(['pt-PT'])).toBe('pt-BR');
    expect(matchLocale(['zh-HK'])).toBe('zh-TW');
    expect(matchLocale(['zh-Hant-HK'])).toBe('zh-TW');
    expect(matchLocale(['zh-SG'])).toBe('zh-CN');
    expect(matchLocale(['es-MX'])).toBe('es');
    expect(matchLocale(['en-GB'])).toBe('en');
    expect(matchLocale(['iw-IL'])).toBe('he');
    expect(matchLocale(['xx', 'fa-IR', 'ar'])).toBe('fa');
    expect(matchLocale(['xx-YY'])).toBe('en');
    expect(matchLocale(['en-XA'])).toBe('en'); // the pseudo-locale is asked for by name only
    expect(resolveLocale('en-XA')).toBe('en-XA');
    expect(resolveLocale('AR')).toBe('ar');
    expect(resolveLocale('klingon')).toBeNull();
  });

  it('knows English without the loader (the first bundle’s shortcut), and nothing else', () => {
    expect(['en', 'en-US', 'EN_gb', undefined].map(isEnglishTag)).toEqual([true, true, true, true]);
    expect(['en-XA', 'ar', 'eng', 'es-US'].map(isEnglishTag)).toEqual([false, false, false, false]);
  });

  it('lays out Arabic, Hebrew and Persian right to left', () => {
    expect(LOCALE_CODES.filter(isRtl)).toEqual(['ar', 'he', 'fa']);
  });
});
