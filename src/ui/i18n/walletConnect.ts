/** The WalletConnect views' strings: they load with those views' chunk; other locales provide the same keys. */
import { useMessages } from './index';

export const enWalletConnect = {
  'wc.scanWith': 'Scan with {name}',
  'wc.yourWallet': 'your phone',
  'wc.hint': 'Scan this QR code with a WalletConnect wallet, or copy the link and paste it into the wallet.',
  'wc.basicHint': 'Scan with your phone’s wallet to connect.',
  'wc.qr': 'QR code for {name}',
  'wc.loading': 'Preparing the QR code',
  'wc.copyLink': 'Copy link',
  'wc.openIn': 'Open {name}',
  'wc.openWeb': 'Open {name} web app',
  // on a phone the wallet's app opens at once; the QR code is for a second device
  'wc.continueIn': 'Continue in {name}',
  'wc.continueHint': 'Approve the connection in {name}, then come back here. Nothing opened? Try again.',
  'wc.openingLink': 'Preparing the link to {name}',
  'wc.otherDevice': 'Use a wallet on another device',
  // SPEC §2: the mobile connect label
  'wc.webLabel': 'Open and continue in a new browser tab',
  'wc.declined': 'Connection declined',
  'wc.failed': 'Connection failed',
  'wc.tryAgain': 'Try again',
} as const;

/** The walletConnect strings in the locale shown (a view's hook). */
export const useWalletConnectStrings = () => useMessages('walletConnect', enWalletConnect);
