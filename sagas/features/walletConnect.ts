/**
 * WalletConnect (pairing, QR code, session): a chunk of its own, loaded as soon as the wallet flows run (the modal
 * opened, or a stored connection is being restored); UniversalProvider is a further chunk it loads on first use.
 * Declared apart from the root saga's features so not even this declaration is in the first bundle.
 */
import { walletConnectIntent } from '../../slices';
import { wcConnectRequested } from '../../slices/walletConnectRequests';
import type { FeatureFlows } from '../lazy';

export const walletConnectFlows: FeatureFlows = {
  name: 'walletconnect',
  load: () => import(/* webpackChunkName: "flows-walletconnect" */ '../walletconnect'),
  intake: [wcConnectRequested, walletConnectIntent],
  wakeOn: [],
  startNow: () => true,
};
