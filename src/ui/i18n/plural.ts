/** Plural choices for `format`: installed by the locale loader, so the first bundle does not carry them. */
import type { MessageParams } from './index';

/** The index of the `}` closing the `{` at `open` (nested braces counted), or -1. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/** The branches of a plural body, `one {# wallet} other {# wallets}` → one → '# wallet', other → '# wallets'. */
export function pluralForms(body: string): Map<string, string> {
  const forms = new Map<string, string>();
  const selector = /\s*(=?\w+)\s*\{/y;
  let at = 0;
  for (let m = selector.exec(body); m; m = selector.exec(body)) {
    const open = selector.lastIndex - 1;
    const close = closing(body, open);
    if (close < 0) break;
    forms.set(m[1]!, body.slice(open + 1, close));
    selector.lastIndex = at = close + 1;
  }
  return at > 0 ? forms : new Map();
}

/** The branch for `n` in `locale` (an exact `=n` first, then its Intl.PluralRules category), `#` in the locale's digits. */
function choosePlural(body: string, n: number, locale: string): string | undefined {
  const forms = pluralForms(body);
  const text = forms.get(`=${n}`) ?? forms.get(new Intl.PluralRules(locale).select(n)) ?? forms.get('other');
  return text?.replace(/#/g, new Intl.NumberFormat(locale).format(n));
}

/**
 * Replaces each `{arg, plural, …}` whose argument is given with its branch (which may hold `{name}` placeholders,
 * left for `format`); anything else stays as written.
 */
export function resolvePlurals(template: string, params: MessageParams, locale: string): string {
  let out = '';
  let at = 0;
  for (let m = /\{\s*(\w+)\s*,\s*plural\s*,/g.exec(template.slice(at)); m; m = /\{\s*(\w+)\s*,\s*plural\s*,/g.exec(template.slice(at))) {
    const open = at + m.index;
    const close = closing(template, open);
    if (close < 0) break;
    const value = params[m[1]!];
    const branch = value === undefined ? undefined : choosePlural(template.slice(open + m[0].length, close), Number(value), locale);
    out += template.slice(at, open) + (branch === undefined ? template.slice(open, close + 1) : resolvePlurals(branch, params, locale));
    at = close + 1;
  }
  return out + template.slice(at);
}
