/** Dates in the visitor's locale and time zone; only the views that show dates load this. */
const dates = new Map<string, Intl.DateTimeFormat>();

/** One Intl.DateTimeFormat per locale and options (the visitor's time zone), made on first use. */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let made = dates.get(key);
  if (!made) dates.set(key, (made = new Intl.DateTimeFormat(locale, options)));
  return made;
}
