import { useId, type ReactElement } from 'react';
import { copyRequested, selectCatalogWalletById, selectRouterData } from '../../../../slices';
import {
  selectWalletConnect,
  selectWalletConnectLinks,
  wcConnectRequested,
  wcLinkOpened,
  type WalletConnectLinks,
} from '../../../../slices/walletConnect';
import { walletCodeOf, type ErrorInfo } from '../../../core/errors/catalogue';
import { useErrorText } from '../../i18n';
import { linkTarget, WALLET_CONNECT_ID, type WalletLink } from '../../../core/walletConnect';
import { QrCode } from '../../components/QrCode';
import { useGateDispatch, useGateSelector } from '../../context';
import { useWalletConnectStrings } from '../../i18n/walletConnect';
import { WALLET_CONNECT_STYLES } from './styles';
import { ShadowStyle } from '../../shadowStyle';

/** 4001 (a wallet) and 5000 (a rejected proposal) are the visitor saying no, not a failure. */
const declined = (error: ErrorInfo) => walletCodeOf(error) === '4001' || walletCodeOf(error) === '5000';

interface PairingQrProps {
  uri: string | null;
  name: string;
}

/** The pairing URI as a QR code, or a placeholder while the URI is being made. */
export function PairingQr({ uri, name }: PairingQrProps): ReactElement {
  const tw = useWalletConnectStrings();
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
  const tw = useWalletConnectStrings();
  const errorText = useErrorText();
  const dispatch = useGateDispatch();
  return (
    <>
      <p className="wg-error-text" role="alert">
        {errorText(error)}
      </p>
      <button type="button" className="wg-button" onClick={() => dispatch(wcConnectRequested())}>
        {tw('wc.tryAgain')}
      </button>
    </>
  );
}

interface WalletLinkProps {
  link: WalletLink;
  label: string;
  describedBy?: string;
  secondary?: boolean;
}

/** A link to the wallet carrying the pairing URI: an http(s) one opens in a new tab, a custom scheme in place. */
function WalletLinkButton({ link, label, describedBy, secondary }: WalletLinkProps): ReactElement {
  const dispatch = useGateDispatch();
  const blank = linkTarget(link.href) === '_blank';
  return (
    <a
      className={secondary ? 'wg-button wg-button-secondary' : 'wg-button'}
      href={link.href}
      {...(blank ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...(describedBy ? { 'aria-describedby': describedBy } : {})}
      onClick={() => dispatch(wcLinkOpened(link))}
    >
      {label}
    </a>
  );
}

interface CopyLinkProps {
  uri: string | null;
}

function CopyLink({ uri }: CopyLinkProps): ReactElement {
  const tw = useWalletConnectStrings();
  const dispatch = useGateDispatch();
  return (
    <button
      type="button"
      className="wg-button wg-button-secondary"
      disabled={!uri}
      onClick={() => uri && dispatch(copyRequested({ text: uri, success: { code: 'copied.link' } }))}
    >
      {tw('wc.copyLink')}
    </button>
  );
}

interface WebAppProps {
  link: WalletLink;
}

/** The wallet's web app (SPEC §2: 'Open and continue in a new browser tab'). */
function WebApp({ link }: WebAppProps): ReactElement {
  const tw = useWalletConnectStrings();
  const labelId = useId();
  return (
    <div className="wg-item wg-wc-web">
      <span id={labelId} className="wg-small">
        {tw('wc.webLabel')}
      </span>
      <WalletLinkButton link={link} label={tw('wc.openWeb', { name: link.name })} describedBy={labelId} />
    </div>
  );
}

interface PhoneViewProps {
  name: string;
  uri: string | null;
  error: ErrorInfo | null;
  links: WalletConnectLinks;
}

/**
 * On a phone: the saga has opened the wallet's app with the URI; this view says to continue
 * there, with Try again (the same link, from a tap the browser will honour) and Copy link. The QR code is folded
 * away, for a wallet on a second device.
 */
function PhoneView({ name, uri, error, links }: PhoneViewProps): ReactElement {
  const tw = useWalletConnectStrings();
  let heading = tw('wc.continueIn', { name });
  if (error) heading = tw(declined(error) ? 'wc.declined' : 'wc.failed');
  return (
    <div className="wg-stack wg-center">
      <ShadowStyle css={WALLET_CONNECT_STYLES} />
      <h3 className="wg-view-heading" data-wg-announce="">{heading}</h3>
      {error ? <PairingError error={error} /> : <p className="wg-muted wg-small">{tw('wc.continueHint', { name })}</p>}
      <div className="wg-wc-actions">
        {links.app ? (
          <WalletLinkButton link={links.app} label={error ? tw('wc.openIn', { name }) : tw('wc.tryAgain')} />
        ) : (
          <div className="wg-wc-link-loading" role="progressbar" aria-label={tw('wc.openingLink', { name })}>
            <span className="wg-spinner" aria-hidden="true" />
          </div>
        )}
        <CopyLink uri={uri} />
      </div>
      {links.web ? <WebApp link={links.web} /> : null}
      <details className="wg-wc-other">
        <summary>{tw('wc.otherDevice')}</summary>
        <PairingQr uri={uri} name={name} />
        <p className="wg-muted wg-small">{tw('wc.hint')}</p>
      </details>
    </div>
  );
}

/**
 * ConnectingWalletConnect (SPEC §2): the pairing URI as a QR code to scan, a link to copy, and the chosen catalogue
 * wallet's desktop app and web app, each named. On a phone, a wallet with a mobile link gets PhoneView instead.
 * The WalletConnect saga makes, renews and settles the pairing, and opens the wallet on a phone.
 */
export function ConnectingWalletConnect(): ReactElement {
  const tw = useWalletConnectStrings();
  const data = useGateSelector(selectRouterData);
  const walletId = typeof data?.walletId === 'string' && data.walletId !== WALLET_CONNECT_ID ? data.walletId : null;
  const entry = useGateSelector((state) => (walletId ? selectCatalogWalletById(state, walletId) : undefined));
  const { uri, error, mobile } = useGateSelector(selectWalletConnect);
  const links = useGateSelector((state) => selectWalletConnectLinks(state, walletId));
  const walletName = walletId ? (entry?.name ?? (typeof data?.name === 'string' ? data.name : null)) : null;

  if (mobile && walletName && entry?.mobile_link) return <PhoneView name={walletName} uri={uri} error={error} links={links} />;

  let heading = tw('wc.scanWith', { name: walletName ?? tw('wc.yourWallet') });
  if (error) heading = tw(declined(error) ? 'wc.declined' : 'wc.failed');
  return (
    <div className="wg-stack wg-center">
      <ShadowStyle css={WALLET_CONNECT_STYLES} />
      <h3 className="wg-view-heading" data-wg-announce="">{heading}</h3>
      {error ? <PairingError error={error} /> : null}
      <PairingQr uri={uri} name={walletName ?? 'WalletConnect'} />
      <p className="wg-muted wg-small">{tw('wc.hint')}</p>
      <div className="wg-wc-actions">
        <CopyLink uri={uri} />
        {links.app ? <WalletLinkButton link={links.app} label={tw('wc.openIn', { name: links.app.name })} /> : null}
      </div>
      {links.web ? <WebApp link={links.web} /> : null}
    </div>
  );
}
