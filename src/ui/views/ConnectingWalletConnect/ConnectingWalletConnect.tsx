import { useId, type ReactElement } from 'react';
import { copyRequested, selectCatalogWalletById, selectRouterData } from '../../../../slices';
import { selectWalletConnect, selectWalletConnectLinks, wcConnectRequested, wcLinkOpened } from '../../../../slices/walletConnect';
import type { ErrorInfo } from '../../../core/errors';
import { WALLET_CONNECT_ID } from '../../../core/walletConnect';
import { QrCode } from '../../components/QrCode';
import { useGateDispatch, useGateSelector } from '../../context';
import { tw } from '../../i18n/walletConnect';
import { WALLET_CONNECT_STYLES } from './styles';

/** 4001 (a wallet) and 5000 (a rejected proposal) are the visitor saying no, not a failure. */
const declined = (error: ErrorInfo) => error.code === '4001' || error.code === '5000';

interface PairingQrProps {
  uri: string | null;
  name: string;
}

/** The pairing URI as a QR code, or a placeholder while the URI is being made. */
export function PairingQr({ uri, name }: PairingQrProps): ReactElement {
  if (uri) return <QrCode className="wg-wc-qr" value={uri} label={tw('wc.qr', { name })} />;
  return (
    <div className="wg-wc-qr wg-wc-qr-loading" role="progressbar" aria-label={tw('wc.loading')}>
      <span className="wg-spinner" aria-hidden="true" />
    </div>
  );
}

interface PairingErrorProps {
  error: ErrorInfo;
}

/** What went wrong with the last pairing, and the way to ask again. */
export function PairingError({ error }: PairingErrorProps): ReactElement {
  const dispatch = useGateDispatch();
  return (
    <>
      <p className="wg-error-text" role="alert">
        {error.message}
      </p>
      <button type="button" className="wg-button" onClick={() => dispatch(wcConnectRequested())}>
        {tw('wc.tryAgain')}
      </button>
    </>
  );
}

/**
 * ConnectingWalletConnect (SPEC §2): the pairing URI as a QR code to scan, a link to copy, and "Open" for the
 * chosen catalogue wallet's app or web app. The WalletConnect saga makes, renews and settles the pairing.
 */
export function ConnectingWalletConnect(): ReactElement {
  const dispatch = useGateDispatch();
  const webLabelId = useId();
  const data = useGateSelector(selectRouterData);
  const walletId = typeof data?.walletId === 'string' && data.walletId !== WALLET_CONNECT_ID ? data.walletId : null;
  const entry = useGateSelector((state) => (walletId ? selectCatalogWalletById(state, walletId) : undefined));
  const { uri, error } = useGateSelector(selectWalletConnect);
  const links = useGateSelector((state) => selectWalletConnectLinks(state, walletId));
  const walletName = walletId ? (entry?.name ?? (typeof data?.name === 'string' ? data.name : null)) : null;

  let heading = tw('wc.scanWith', { name: walletName ?? tw('wc.yourWallet') });
  if (error) heading = tw(declined(error) ? 'wc.declined' : 'wc.failed');
  return (
    <div className="wg-stack wg-center">
      <style>{WALLET_CONNECT_STYLES}</style>
      <h3 className="wg-view-heading">{heading}</h3>
      {error ? <PairingError error={error} /> : null}
      <PairingQr uri={uri} name={walletName ?? 'WalletConnect'} />
      <p className="wg-muted wg-small">{tw('wc.hint')}</p>
      <div className="wg-wc-actions">
        <button
          type="button"
          className="wg-button wg-button-secondary"
          disabled={!uri}
          onClick={() => uri && dispatch(copyRequested({ text: uri, successMessage: tw('wc.copied') }))}
        >
          {tw('wc.copyLink')}
        </button>
        {links.app ? (
          <a className="wg-button" href={links.app.href} onClick={() => dispatch(wcLinkOpened(links.app!))}>
            {tw('wc.open')}
          </a>
        ) : null}
      </div>
      {links.web ? (
        <div className="wg-item wg-wc-web">
          <span id={webLabelId} className="wg-small">
            {tw('wc.webLabel')}
          </span>
          <a
            className="wg-button"
            href={links.web.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={webLabelId}
            onClick={() => dispatch(wcLinkOpened(links.web!))}
          >
            {tw('wc.open')}
          </a>
        </div>
      ) : null}
    </div>
  );
}
