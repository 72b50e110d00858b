import type { ReactElement } from 'react';
import { selectView } from '../../../../slices';
import { useGateSelector } from '../../context';
import { ConnectingWalletConnect } from './ConnectingWalletConnect';
import { ConnectingWalletConnectBasic } from './ConnectingWalletConnectBasic';

/** Both WalletConnect views share one chunk (and the QR code library): the registry points each of them here. */
export function WalletConnectView(): ReactElement {
  const view = useGateSelector(selectView);
  return view === 'ConnectingWalletConnectBasic' ? <ConnectingWalletConnectBasic /> : <ConnectingWalletConnect />;
}
