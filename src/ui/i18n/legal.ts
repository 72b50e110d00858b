/** The legal checkbox's strings (SPEC §1): they load with its chunk; other locales provide the same keys. */
import { useMessages } from './index';

export const enLegal = {
  'legal.agree': 'I agree to the',
  'legal.terms': 'Terms of Service',
  'legal.and': 'and',
  'legal.privacy': 'Privacy Policy',
  'legal.required': 'Tick the box above to choose a wallet or sign in.',
} as const;

/** The legal strings in the locale shown (a view's hook). */
export const useLegalStrings = () => useMessages('legal', enLegal);
