import { useMemo, type ReactElement } from 'react';
import qrcode from 'qrcode-generator';
import { copyRequested } from '../../../../slices';
import { farcasterRequested } from '../../../../slices/embeddedWalletRequests';
import { selectEmbeddedWallet } from '../../../../slices/embeddedWallet';
import { useGateDispatch, useGateSelector } from '../../context';
import { te } from '../../i18n/embedded';
import { EMBEDDED_STYLES } from './styles';

interface QrCodeProps {
  value: string;
  label: string;
}

/** The value as a QR code: one SVG path of dark modules (error correction M), with a quiet zone of 2. */
export function QrCode({ value, label }: QrCodeProps): ReactElement {
  const { path, size } = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(value);
    qr.make();
    const count = qr.getModuleCount();
    let d = '';
    for (let row = 0; row < count; row += 1) {
      for (let col = 0; col < count; col += 1) if (qr.isDark(row, col)) d += `M${col} ${row}h1v1h-1z`;
    }
    return { path: d, size: count };
  }, [value]);
  return (
    <div className="wg-em-qr">
      <svg viewBox={`-2 -2 ${size + 4} ${size + 4}`} role="img" aria-label={label} shapeRendering="crispEdges">
        <path d={path} fill="#000" />
      </svg>
    </div>
  );
}

/** ConnectingFarcaster: the sign-in link as a QR code, to open or copy, while the frame waits for the approval. */
export function ConnectingFarcaster(): ReactElement {
  const dispatch = useGateDispatch();
  const { farcaster } = useGateSelector(selectEmbeddedWallet);
  const { uri, status, error } = farcaster;
  let waiting: string = te('farcaster.waiting');
  if (status === 'loading') waiting = te('farcaster.loading');
  if (status === 'connecting') waiting = te('farcaster.connecting');
  return (
    <div className="wg-stack wg-center">
      <style>{EMBEDDED_STYLES}</style>
      {uri && status !== 'failed' ? <QrCode value={uri} label={te('farcaster.qr')} /> : null}
      <h3 className="wg-view-heading">{status === 'failed' ? te('farcaster.failed') : te('farcaster.heading')}</h3>
      {status === 'failed' ? (
        <>
          <p className="wg-error-text" role="alert">
            {error?.message}
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
                onClick={() => dispatch(copyRequested({ text: uri, successMessage: te('farcaster.copied') }))}
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
