/** The ConfigError view's strings: they load with that chunk; other locales provide the same keys. */
import { useMessages } from './index';

export const enConfigError = {
  'configError.help': 'The site passed options WalletGate cannot use. If you run this site, check its WalletGate configuration.',
  'configError.code': 'Error code: {code}',
} as const;

/** The configError strings in the locale shown (a view's hook). */
export const useConfigErrorStrings = () => useMessages('configError', enConfigError);
