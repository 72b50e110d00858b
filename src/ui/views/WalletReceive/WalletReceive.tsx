import { useId, type ReactElement } from 'react';
import { selectAccountInfo, selectRequestedNetworks } from '../../../../slices';
import { NetworkAvatar } from '../../components/NetworkAvatar';
import { QrCode } from '../../components/QrCode';
import { useGateSelector } from '../../context';
import { useAccountStrings } from '../../i18n/account';
import { ACCOUNT_STYLES } from '../Account/styles';
import { AddressRow } from '../Account/AddressRow';
import { ShadowStyle } from '../../shadowStyle';

/** Receive: the address to pay, as text and QR, a copy button, and the networks it is valid on. */
export function WalletReceive(): ReactElement | null {
  const ta = useAccountStrings();
  const { address, namespace } = useGateSelector(selectAccountInfo, (a, b) => a.address === b.address && a.namespace === b.namespace);
  const requested = useGateSelector(selectRequestedNetworks);
  const networks = requested.filter((n) => n.chainNamespace === namespace);
  const headingId = useId();
  if (!address) return null;
  return (
    <div className="wg-stack wg-center">
      <ShadowStyle css={ACCOUNT_STYLES} />
      <div className="wg-qr">
        <QrCode value={address} label={ta('receive.qr')} />
      </div>
      <AddressRow address={address} spokenLabel={ta('receive.address')} copyLabel={ta('receive.copy')} />
      <section className="wg-section" aria-labelledby={headingId}>
        <h3 id={headingId} className="wg-section-heading">
          {ta('receive.networks')}
        </h3>
        <p className="wg-small wg-muted">{ta('receive.networksHint')}</p>
        <ul className="wg-list">
          {networks.map((network) => (
            <li key={network.caipNetworkId} className="wg-item">
              <NetworkAvatar network={network} />
              <span className="wg-item-name">{network.name}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
