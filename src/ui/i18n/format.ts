/** Filling a string's placeholders, in English (the first bundle's); other locales format with ./localize. */

export type MessageParams = Record<string, string | number>;

/** Fills `{name}` placeholders; an unknown placeholder is left as written so a gap is visible, not silent. */
export function format(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole));
}
