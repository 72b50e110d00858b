/** The WhatIsAWallet view's strings: they load with that chunk; other locales provide the same keys. */
import { useMessages } from './index';

export const enWhatIsAWallet = {
  'whatIsAWallet.homeTitle': 'A home for your digital assets',
  'whatIsAWallet.homeBody': 'A wallet lets you send, receive, store and display digital assets like tokens and NFTs.',
  'whatIsAWallet.loginTitle': 'A new way to log in',
  'whatIsAWallet.loginBody': 'Instead of creating an account and password on every site, you connect your wallet.',
  'whatIsAWallet.getTitle': 'How to get one',
  'whatIsAWallet.getBody': 'Install a wallet app or browser extension, or sign in with email where the site offers it.',
} as const;

/** The whatIsAWallet strings in the locale shown (a view's hook). */
export const useWhatIsAWalletStrings = () => useMessages('whatIsAWallet', enWhatIsAWallet);
