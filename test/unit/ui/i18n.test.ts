/**
 * The string tables: the first bundle's (i18n/en.ts) and each view's own (i18n/<view>.ts, `en<View>`; another locale
 * of it is exported beside it as `<locale><View>`, e.g. `deAccount`), read through the hooks the views use. Found by
 * reading the folder, so a new table or locale is checked without editing this test.
 */
import { describe, expect, it } from '@jest/globals';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import fs from 'node:fs';
import path from 'node:path';
import { LocaleContext, format, useStrings } from '../../../src/ui/i18n';
import { useConfigErrorStrings } from '../../../src/ui/i18n/configError';
import { shownLocale } from '../../../src/ui/i18n/registry';

type Table = Record<string, string>;

const ROOT = path.resolve(__dirname, '../../..');
const I18N_DIR = path.join(ROOT, 'src/ui/i18n');
/** the modules holding no table of their own: the lookup, formatting, the shared shape, the loader, its registry, the pseudo-locale */
const MACHINERY = ['index.ts', 'format.ts', 'tables.ts', 'english.ts', 'load.ts', 'localize.ts', 'registry.ts', 'useShownLocale.ts', 'pseudo.ts', 'plural.ts'];
const tableFiles = fs.readdirSync(I18N_DIR).filter((f) => f.endsWith('.ts') && !MACHINERY.includes(f));

const isTable = (value: unknown): value is Table =>
  !!value && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string');

interface TableInfo {
  file: string;
  /** the English table's export name (`en`, `enAccount` …) */
  name: string;
  en: Table;
  /** the other locales found for it: locale → table */
  locales: Record<string, Table>;
}

/** Each file's tables: `en<Suffix>` is English; `<locale><Suffix>` (lower-case locale, same suffix) a translation. */
function loadTables(): TableInfo[] {
  const found: TableInfo[] = [];
  for (const file of tableFiles) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const mod = require(path.join(I18N_DIR, file)) as Record<string, unknown>;
    const tables = Object.entries(mod).filter((entry): entry is [string, Table] => isTable(entry[1]));
    for (const [name, en] of tables.filter(([n]) => /^en([A-Z]\w*)?$/.test(n))) {
      const suffix = name.slice(2);
      const locales: Record<string, Table> = {};
      for (const [other, table] of tables) {
        const m = /^([a-z]{2}(?:[A-Z][a-z]?)?)(.*)$/.exec(other);
        if (m && m[1] !== 'en' && m[2] === suffix && other.length === m[1]!.length + suffix.length) locales[m[1]!] = table;
      }
      found.push({ file, name, en, locales });
    }
  }
  return found;
}

const TABLES = loadTables();

/** `{name}` placeholders of a string, sorted. */
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

/** What is wrong with one string on its own: empty, or braces that are not a well-formed `{name}`. */
function stringProblems(text: string): string[] {
  const problems: string[] = [];
  if (!text.trim()) problems.push('empty');
  if (text !== text.trim()) problems.push('leading or trailing whitespace');
  const rest = text.replace(/\{\w+\}/g, '');
  if (/[{}]/.test(rest)) problems.push('a brace that is not a {name} placeholder');
  return problems;
}

/** A view's reader as the views get it: the hook, under the locale shown (English, or the site's English overrides). */
function reader<R>(hook: () => R, overrides: Record<string, string> = {}): R {
  const view = shownLocale('en', { en: overrides });
  const wrapper = ({ children }: { children: ReactNode }) => createElement(LocaleContext.Provider, { value: view }, children);
  return renderHook(hook, { wrapper }).result.current;
}

describe('i18n lookup', () => {
  it('looks strings up by key and fills placeholders', () => {
    const strings = reader(useStrings);
    expect(strings('title.Connect')).toBe('Connect Wallet');
    expect(strings('connect.intro', { appName: 'Acme' })).toBe('Continue to Acme');
    expect(reader(useConfigErrorStrings)('configError.code', { code: 'APKT002' })).toBe('Error code: APKT002'); // a view's own table
  });

  it("reads the site's own text for a key before the table's", () => {
    expect(reader(useStrings, { 'title.Connect': 'Log in' })('title.Connect')).toBe('Log in');
    expect(reader(useConfigErrorStrings, { 'configError.code': 'Code {code}' })('configError.code', { code: 'X1' })).toBe('Code X1');
  });

  it('leaves an unfilled placeholder visible', () => {
    const strings = reader(useStrings);
    expect(strings('connect.intro')).toBe('Continue to {appName}');
    expect(strings('connect.intro', {})).toBe('Continue to {appName}');
    expect(format('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});

describe('the string tables', () => {
  it('finds an English table in every file of src/ui/i18n (a table this test cannot see is a table nobody checks)', () => {
    const filesWithTables = new Set(TABLES.map((table) => table.file));
    expect(tableFiles.filter((f) => !filesWithTables.has(f))).toEqual([]);
    expect(TABLES.length).toBeGreaterThanOrEqual(tableFiles.length);
  });

  it.each(TABLES.map((table) => [table.name, table] as const))('%s: no empty string, every placeholder a well-formed {name}', (_name, table) => {
    const problems = Object.entries(table.en).flatMap(([key, text]) => stringProblems(text).map((p) => `${key}: ${p}`));
    expect(problems).toEqual([]);
    expect(Object.keys(table.en).length).toBeGreaterThan(0);
  });

  it('never gives two tables the same key (views would read each other’s strings)', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const table of TABLES) {
      for (const key of Object.keys(table.en)) {
        const first = owner.get(key);
        if (first) clashes.push(`${key}: ${first} and ${table.name}`);
        else owner.set(key, table.name);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('gives every other locale of every table the same keys as English, the same placeholders, and no empty string', () => {
    // none but English today: the loop is ready for the first translation, and the checker is proven below
    const problems = TABLES.flatMap((table) =>
      Object.entries(table.locales).flatMap(([locale, messages]) => localeProblems(table.en, messages).map((p) => `${table.name} → ${locale}: ${p}`)),
    );
    expect(problems).toEqual([]);
  });

  it('the locale check catches a missing key, an extra key, a changed placeholder and an empty string', () => {
    const en = { 'a.one': 'Hello {name}', 'a.two': 'Bye' };
    expect(localeProblems(en, { 'a.one': 'Hallo {name}', 'a.two': 'Tschüss' })).toEqual([]);
    expect(localeProblems(en, { 'a.one': 'Hallo {nom}', 'a.three': '' })).toEqual([
      'missing a.two',
      'extra a.three',
      'a.one: placeholders {nom}, English has {name}',
      'a.three: empty',
    ]);
  });
});

/** What is wrong with `messages` as a translation of `en`. */
function localeProblems(en: Table, messages: Table): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(en)) if (!(key in messages)) problems.push(`missing ${key}`);
  for (const key of Object.keys(messages)) if (!(key in en)) problems.push(`extra ${key}`);
  for (const [key, text] of Object.entries(messages)) {
    if (key in en && placeholders(text).join() !== placeholders(en[key]!).join()) {
      problems.push(`${key}: placeholders {${placeholders(text).join(', ')}}, English has {${placeholders(en[key]!).join(', ')}}`);
    }
  }
  for (const [key, text] of Object.entries(messages)) for (const p of stringProblems(text)) problems.push(`${key}: ${p}`);
  return problems;
}

/** Every source file that may show text. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** For each i18n module: which view hook reads which table (`export const useAccountStrings = () => useMessages('account', enAccount)`). */
function readers(): Map<string, Map<string, Table>> {
  const byModule = new Map<string, Map<string, Table>>();
  for (const file of [...tableFiles, 'index.ts']) {
    const text = fs.readFileSync(path.join(I18N_DIR, file), 'utf8');
    const map = new Map<string, Table>();
    for (const m of text.matchAll(/export const (use\w+) = \(\) => useMessages\('\w+', (\w+)\)/g)) {
      const table = TABLES.find((t2) => t2.name === m[2]);
      if (table) map.set(m[1]!, table.en);
    }
    byModule.set(file.replace(/\.ts$/, ''), map);
  }
  const main = TABLES.find((table) => table.name === 'en');
  if (main) byModule.get('index')!.set('useStrings', main.en);
  return byModule;
}

/** The property names of an inline object literal's body (`name: network.name, code` → code, name). */
const paramNames = (body: string) =>
  body
    .split(',')
    .map((part) => /^\s*(\w+)\s*(?::|$)/.exec(part)?.[1])
    .filter((name): name is string => !!name)
    .sort();

/** Every `reader('literal.key', …)` call in src/ui and src/react, with the reader bound through its import. */
function literalUses() {
  const byModule = readers();
  const uses: { file: string; key: string; table: Table; params: string[] | null }[] = [];
  for (const file of [...sourceFiles(path.join(ROOT, 'src/ui')), ...sourceFiles(path.join(ROOT, 'src/react'))]) {
    if (file.startsWith(I18N_DIR)) continue;
    const text = fs.readFileSync(file, 'utf8');
    for (const imp of text.matchAll(/import \{([^}]*)\} from '[./]*?i18n(?:\/(\w+))?'/g)) {
      const tables = byModule.get(imp[2] ?? 'index');
      for (const spec of imp[1]!.split(',')) {
        const [imported, alias = imported] = spec.trim().replace(/^type\s+/, '').split(/\s+as\s+/);
        const table = imported && tables?.get(imported);
        if (!table || !alias) continue;
        // a hook is called in each component: `const ta = useAccountStrings();` binds the reader's local name
        const local = alias.startsWith('use') ? new RegExp(`const (\\w+) = ${alias}\\(\\)`).exec(text)?.[1] : alias;
        if (!local) continue;
        const call = new RegExp(`\\b${local}\\(\\s*'([^']+)'(?:\\s*,\\s*\\{([^{}()]*)\\})?`, 'g');
        for (const m of text.matchAll(call)) uses.push({ file: path.relative(ROOT, file), key: m[1]!, table, params: m[2] === undefined ? null : paramNames(m[2]) });
        // keys held in data and passed on (`{ title: 'whatIsAWallet.homeTitle' }` → twhat(title)): a quoted string in
        // this table's key form (its own prefix, then dotted words) must be one of its keys
        const prefixes = new Set(Object.keys(table).map((key) => key.split('.')[0]));
        for (const m of text.matchAll(/'(([A-Za-z]+)(?:\.\w+)+)'/g)) {
          if (prefixes.has(m[2]!) && !text.includes(`${local}('${m[1]}'`)) uses.push({ file: path.relative(ROOT, file), key: m[1]!, table, params: null });
        }
      }
    }
  }
  return uses;
}

describe('what the views ask for', () => {
  const uses = literalUses();

  it('reads the views (so the checks below see real calls)', () => {
    expect(uses.length).toBeGreaterThan(50);
    // the §8 toast texts are read by id (`error.${id}`, i18n/errors.ts types them against core/errors.ts MESSAGES); the
    // page's buttons' table outside the views, by src/button/model.ts (typed keys, tested in test/unit/react/connectButton)
    expect(new Set(uses.map((u) => u.table)).size).toBe(TABLES.filter((table) => table.name !== 'enErrors' && table.name !== 'enButton').length);
  });

  it('asks only for keys its table has', () => {
    expect(uses.filter((u) => !(u.key in u.table)).map((u) => `${u.file}: ${u.key}`)).toEqual([]);
  });

  it('fills exactly the placeholders of the string when it passes them inline', () => {
    const wrong = uses
      .filter((u) => u.params !== null && u.key in u.table && u.params.join() !== placeholders(u.table[u.key]!).join())
      .map((u) => `${u.file}: ${u.key} gets {${u.params!.join(', ')}}, has {${placeholders(u.table[u.key]!).join(', ')}}`);
    expect(wrong).toEqual([]);
  });
});
