/** The Networks and UnsupportedChain views' strings: they load with those chunks; other locales provide the same keys. */
import { useMessages } from './index';

export const enNetworks = {
  'networks.approve': 'Approve the network switch in your wallet',
  'networks.cancel': 'Cancel',
  'unsupported.body': "This app doesn't support your current network. Switch to an available option to continue.",
  'unsupported.disconnect': 'Disconnect',
} as const;

/** The networks strings in the locale shown (a view's hook). */
export const useNetworksStrings = () => useMessages('networks', enNetworks);
