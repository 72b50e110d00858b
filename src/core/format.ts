/** Display rules of SPEC §9: address truncation, balances, transfer amounts. */
import { LIMITS } from './constants';

/** 4 characters at the start, 6 at the end (SPEC §9). */
export function truncateAddress(address: string, start: number = LIMITS.addressStartChars, end: number = LIMITS.addressEndChars): string {
  if (address.length <= start + end + 1) return address;
  return `${address.slice(0, start)}…${address.slice(-end)}`;
}

/**
 * Fills `{name}` placeholders from `params`; an unknown placeholder is left as written so a gap is visible, not
 * silent. English's filling (a view's strings, the catalogue's words); other locales resolve plurals and isolate
 * values first (src/ui/i18n/localize.ts).
 */
export function fillPlaceholders(template: string, params?: Readonly<Record<string, string | number>>): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole));
}

const formats = new Map<string, Intl.NumberFormat>();

/** One Intl.NumberFormat per locale and options, made on first use (a view formats many rows alike). */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let made = formats.get(key);
  if (!made) formats.set(key, (made = new Intl.NumberFormat(locale, options)));
  return made;
}

const TWO_DECIMALS = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

/**
 * A balance with 2 decimals (SPEC §9) in the visitor's locale's digits and grouping (en-US by default). Input is a
 * decimal string so no precision is lost before rounding.
 */
export function formatBalance(value: string | number, locale = 'en-US'): string {
  const n = typeof value === 'number' ? value : Number(value);
  return numberFormat(locale, TWO_DECIMALS).format(Number.isFinite(n) ? n : 0);
}

/** The US-dollar value of a balance, 2 decimals; testnets have no market value and show 0.00 (SPEC §9). */
export function formatFiat(value: number, testnet: boolean, locale = 'en-US'): string {
  return numberFormat(locale, { style: 'currency', currency: 'USD', ...TWO_DECIMALS }).format(testnet ? 0 : value);
}
