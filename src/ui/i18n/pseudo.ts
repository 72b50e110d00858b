/**
 * The pseudo-locale `en-XA`, made from the English tables at runtime (never hand-written): every letter accented,
 * each string bracketed and about 40 % longer, placeholders and plural choices kept. A view showing plain English
 * in it shows a string that does not come from the tables; one cut off shows a layout too tight for longer languages.
 */
import { ENGLISH_TABLES } from './english';
import type { LocaleTables } from './tables';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = 'åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ';

const accent = (text: string) => text.replace(/[a-zA-Z]/g, (c) => ACCENTED[PLAIN.indexOf(c)]!);

/** Accents the text of a message, leaving `{name}` placeholders as they are and recursing into plural branches. */
function accentMessage(text: string): string {
  let out = '';
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '{' && depth++ === 0) {
      out += accent(text.slice(start, i));
      start = i;
    } else if (text[i] === '}' && --depth === 0) {
      out += accentPart(text.slice(start, i + 1));
      start = i + 1;
    }
  }
  return out + accent(text.slice(start));
}

/** `{name}` unchanged; `{count, plural, one {…} other {…}}` with each branch's text accented. */
function accentPart(part: string): string {
  const plural = /^\{(\s*\w+\s*,\s*plural\s*,)([\s\S]*)\}$/.exec(part);
  if (!plural) return part;
  return `{${plural[1]}${plural[2]!.replace(/(=?\w+\s*)\{([^{}]*(?:\{\w+\}[^{}]*)*)\}/g, (_m, selector: string, branch: string) => `${selector}{${accentMessage(branch)}}`)}}`;
}

/** One English string in the pseudo-locale: `⟦Çöñîñûé ţö {appName} ·····⟧`. */
export function pseudoLocalize(text: string): string {
  const padding = Math.max(1, Math.round(text.length * 0.4) - 3);
  return `⟦${accentMessage(text)} ${'·'.repeat(padding)}⟧`;
}

const pseudoTable = <T extends Record<string, string>>(table: T) =>
  Object.fromEntries(Object.entries(table).map(([key, text]) => [key, pseudoLocalize(text)])) as { readonly [K in keyof T]: string };

export function pseudoTables(): LocaleTables {
  return Object.fromEntries(Object.entries(ENGLISH_TABLES).map(([module, table]) => [module, pseudoTable(table)])) as unknown as LocaleTables;
}
