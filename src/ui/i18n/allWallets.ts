/** The AllWallets view's strings: they load with that chunk; other locales provide the same keys. */
import { useMessages } from './index';

export const enAllWallets = {
  'allWallets.search': 'Search wallets',
  'allWallets.list': 'Wallets',
  'allWallets.installed': 'Installed',
  'allWallets.loading': 'Loading wallets',
  'allWallets.empty': 'No wallets found',
  'allWallets.error': 'Could not load the wallets.',
  'allWallets.tryAgain': 'Try again',
  'allWallets.certifiedOnly': 'Certified only',
} as const;

/** The allWallets strings in the locale shown (a view's hook). */
export const useAllWalletsStrings = () => useMessages('allWallets', enAllWallets);
