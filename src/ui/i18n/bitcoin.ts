/** The Bitcoin account switcher's strings: they load with the Account view's chunk; other locales provide the same keys. */
import { useMessages } from './index';

export const enBitcoin = {
  'bitcoin.accounts': 'Bitcoin accounts',
  'bitcoin.purpose.payment': 'Payment',
  'bitcoin.purpose.ordinals': 'Ordinals',
  'bitcoin.account': '{purpose} account, {address}',
} as const;

/** The Bitcoin account switcher's strings in the locale shown (views). */
export const useBitcoinStrings = () => useMessages('bitcoin', enBitcoin);
