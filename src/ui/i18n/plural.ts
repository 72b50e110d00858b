/** Plural choices for `format` (issue 19): installed by the locale loader, so the first bundle does not carry them. */
import { closing } from './index';

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
export function choosePlural(body: string, n: number, locale: string): string | undefined {
  const forms = pluralForms(body);
  const text = forms.get(`=${n}`) ?? forms.get(new Intl.PluralRules(locale).select(n)) ?? forms.get('other');
  return text?.replace(/#/g, new Intl.NumberFormat(locale).format(n));
}
