/** The page's button in the modal's locale: its `lang`, direction, the locale Intl formats in, its words. */
import { selectLocale, selectStringOverrides, type WalletGateRootState } from '../../slices';
import { enButton } from '../ui/i18n/button';
import { shownLocale, type LocaleView } from '../ui/i18n/registry';

export type ButtonKey = keyof typeof enButton;

export interface ButtonLocale {
  lang: string;
  dir: 'ltr' | 'rtl';
}

export const buttonLocale = (state: WalletGateRootState): LocaleView => shownLocale(selectLocale(state), selectStringOverrides(state));

/** A button string in the locale shown, like the modal's: the site's override, else the locale's text, else English. */
export const buttonText = (locale: LocaleView, key: ButtonKey): string => locale.overrides?.[key] ?? locale.tables?.button[key] ?? enButton[key];
