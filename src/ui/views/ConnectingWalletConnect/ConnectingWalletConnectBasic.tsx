import type { ReactElement } from 'react';
import { selectWalletConnect } from '../../../../slices/walletConnect';
import { useGateSelector } from '../../context';
import { useWalletConnectStrings } from '../../i18n/walletConnect';
import { PairingError, PairingQr } from './ConnectingWalletConnect';
import { WALLET_CONNECT_STYLES } from './styles';
import { ShadowStyle } from '../../shadowStyle';

/**
 * ConnectingWalletConnectBasic (SPEC §2): the QR code alone. A connection made here is a basic WalletConnect
 * one: the modal offers no network switching for it (no UnsupportedChain).
 */
export function ConnectingWalletConnectBasic(): ReactElement {
  const tw = useWalletConnectStrings();
  const { uri, error } = useGateSelector(selectWalletConnect);
  return (
    <div className="wg-stack wg-center">
      <ShadowStyle css={WALLET_CONNECT_STYLES} />
      {error ? <PairingError error={error} /> : null}
      <PairingQr uri={uri} name="WalletConnect" />
      <p className="wg-muted wg-small">{tw('wc.basicHint')}</p>
    </div>
  );
}
