/** The ConnectingExternal view's strings: they load with that chunk; other locales provide the same keys. */
import { useMessages } from './index';

export const enConnecting = {
  'connecting.continueIn': 'Continue in {name}',
  'connecting.yourWallet': 'your wallet',
  'connecting.accept': 'Accept the connection request in the wallet.',
  /** a wallet of several chains asks once per chain: which ask is on screen */
  'connecting.step': 'Request {step} of {count}: {network}',
  'connecting.waiting': 'Waiting for the wallet',
  'connecting.declined': 'Connection declined',
  'connecting.failed': 'Connection failed',
  'connecting.tryAgain': 'Try again',
  'connecting.openIn': 'Open in {name}',
  'connecting.deepLinkHint': 'Not installed in this browser: open this site in {name} to connect on Solana.',
} as const;

/** The connecting strings in the locale shown (a view's hook). */
export const useConnectingStrings = () => useMessages('connecting', enConnecting);
