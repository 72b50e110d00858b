/** The demo's language menu at work: every instance on the page switches at once, open or not; `?locale=` follows. */
interface LocaleSwitch {
  setLocale?(locale: string | null): Promise<void>;
  /** the Redux pages expose `{ gate, store }` */
  gate?: LocaleSwitch;
}

export function switchLanguage(locale: string | null): void {
  for (const exposed of Object.values(window.walletGates ?? {}) as LocaleSwitch[]) void (exposed.gate ?? exposed).setLocale?.(locale);
  const url = new URL(location.href);
  if (locale) url.searchParams.set('locale', locale);
  else url.searchParams.delete('locale');
  history.replaceState(null, '', url);
}
