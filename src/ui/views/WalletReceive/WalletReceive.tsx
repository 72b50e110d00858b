import { useId, useMemo, type ReactElement } from 'react';
import qrcode from 'qrcode-generator';
import { copyRequested, selectAccountInfo, selectRequestedNetworks } from '../../../../slices';
import { truncateAddress } from '../../../core/format';
import { Avatar } from '../../components/Avatar';
import { Icon } from '../../components/icons';
import { useGateDispatch, useGateSelector } from '../../context';
import { t } from '../../i18n';
import { ta } from '../../i18n/account';
import { ACCOUNT_STYLES } from '../Account/styles';

const CopyIcon = () => <Icon path="M8 8h12v12H8zM16 8V4H4v12h4" />;

/** The QR code's dark modules as one SVG path, one unit per module. */
function qrPath(text: string): { size: number; d: string } {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const size = qr.getModuleCount();
  let d = '';
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) if (qr.isDark(row, col)) d += `M${col} ${row}h1v1h-1z`;
  }
  return { size, d };
}

/** Receive: the address to pay, as text and QR, a copy button, and the networks it is valid on. */
export function WalletReceive(): ReactElement | null {
  const dispatch = useGateDispatch();
  const { address, namespace } = useGateSelector(selectAccountInfo, (a, b) => a.address === b.address && a.namespace === b.namespace);
  const requested = useGateSelector(selectRequestedNetworks);
  const networks = requested.filter((n) => n.chainNamespace === namespace);
  const qr = useMemo(() => (address ? qrPath(address) : null), [address]);
  const headingId = useId();
  if (!address || !qr) return null;
  return (
    <div className="wg-stack wg-center">
      <style>{ACCOUNT_STYLES}</style>
      <div className="wg-qr">
        <svg role="img" aria-label={ta('receive.qr')} viewBox={`-2 -2 ${qr.size + 4} ${qr.size + 4}`} shapeRendering="crispEdges">
          <path d={qr.d} fill="currentColor" />
        </svg>
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
          onClick={() => dispatch(copyRequested({ text: address, successMessage: t('account.copied') }))}
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
