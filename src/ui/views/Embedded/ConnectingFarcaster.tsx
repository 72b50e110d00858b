import { Suspense, type ReactElement } from 'react';
import { copyRequested } from '../../../../slices';
import { farcasterRequested } from '../../../../slices/embeddedWalletRequests';
import { selectEmbeddedWallet } from '../../../../slices/embeddedWallet';
import { useGateDispatch, useGateSelector } from '../../context';
import { useEmbeddedStrings } from '../../i18n/embedded';
import { useErrorText } from '../../i18n';
import { lazyView } from '../lazyView';

// The QR library loads only when a QR code is shown.
const QrCode = lazyView(() => import(/* webpackChunkName: "wg-qr" */ '../../components/QrCode').then((m) => m.QrCode));

/** ConnectingFarcaster: the sign-in link as a QR code, to open or copy, while the frame waits for the approval. */
export function ConnectingFarcaster(): ReactElement {
  const te = useEmbeddedStrings();
  const dispatch = useGateDispatch();
  const { farcaster } = useGateSelector(selectEmbeddedWallet);
  const { uri, status, error } = farcaster;
  const errorText = useErrorText();
  let waiting: string = te('farcaster.waiting');
  if (status === 'loading') waiting = te('farcaster.loading');
  if (status === 'connecting') waiting = te('farcaster.connecting');
  return (
    <div className="wg-stack wg-center">
      {uri && status !== 'failed' ? (
        <div className="wg-em-qr">
          <Suspense fallback={null}>
            <QrCode value={uri} label={te('farcaster.qr')} />
          </Suspense>
        </div>
      ) : null}
      <h3 className="wg-view-heading">{status === 'failed' ? te('farcaster.failed') : te('farcaster.heading')}</h3>
      {status === 'failed' ? (
        <>
          <p className="wg-error-text" role="alert">
            {error ? errorText(error) : null}
          </p>
          <button type="button" className="wg-button" onClick={() => dispatch(farcasterRequested())}>
            {te('farcaster.retry')}
          </button>
        </>
      ) : (
        <>
          <p className="wg-muted">{te('farcaster.body')}</p>
          <p className="wg-muted wg-small" role="status" aria-busy={status !== 'waiting'}>
            {waiting}
          </p>
          {uri ? (
            <div className="wg-em-actions">
              <a className="wg-button" href={uri} target="_blank" rel="noopener noreferrer">
                {te('farcaster.open')}
              </a>
              <button
                type="button"
                className="wg-button wg-button-secondary"
                onClick={() => dispatch(copyRequested({ text: uri, success: { code: 'copied.link' } }))}
              >
                {te('farcaster.copy')}
              </button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
