import { useId, type ReactElement } from 'react';
import { copyRequested, selectAccountInfo, selectRequestedNetworks } from '../../../../slices';
import { truncateAddress } from '../../../core/format';
import { Avatar } from '../../components/Avatar';
import { QrCode } from '../../components/QrCode';
import { Icon } from '../../components/icons';
import { useGateDispatch, useGateSelector } from '../../context';
import { ta } from '../../i18n/account';
import { ACCOUNT_STYLES } from '../Account/styles';

const CopyIcon = () => <Icon path="M8 8h12v12H8zM16 8V4H4v12h4" />;

/** Receive: the address to pay, as text and QR, a copy button, and the networks it is valid on. */
export function WalletReceive(): ReactElement | null {
  const dispatch = useGateDispatch();
  const { address, namespace } = useGateSelector(selectAccountInfo, (a, b) => a.address === b.address && a.namespace === b.namespace);
  const requested = useGateSelector(selectRequestedNetworks);
  const networks = requested.filter((n) => n.chainNamespace === namespace);
  const headingId = useId();
  if (!address) return null;
  return (
    <div className="wg-stack wg-center">
      <style>{ACCOUNT_STYLES}</style>
      <div className="wg-qr">
        <QrCode value={address} label={ta('receive.qr')} />
      </div>
      <div className="wg-address-row">
        <p className="wg-address" title={address}>
          <span aria-hidden="true">{truncateAddress(address)}</span>
          <span className="wg-visually-hidden">
            {ta('receive.address')}: {address}
          </span>
        </p>
        <button
          type="button"
          className="wg-icon-button"
          aria-label={ta('receive.copy')}
          onClick={() => dispatch(copyRequested({ text: address, successMessage: ta('account.copied') }))}
        >
          <CopyIcon />
        </button>
      </div>
      <section className="wg-section" aria-labelledby={headingId}>
        <h3 id={headingId} className="wg-section-heading">
          {ta('receive.networks')}
        </h3>
        <p className="wg-small wg-muted">{ta('receive.networksHint')}</p>
        <ul className="wg-list">
          {networks.map((network) => (
            <li key={network.caipNetworkId} className="wg-item">
              <Avatar name={network.name} src={network.imageUrl} />
              <span className="wg-item-name">{network.name}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
