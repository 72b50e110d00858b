import type { ReactElement } from 'react';
import { selectAccountInfo, selectConfig } from '../../../../slices';
import { selectSiwx, signInCancelled, signInRequested } from '../../../../slices/siwx';
import { useErrorText } from '../../i18n';
import { truncateAddress } from '../../../core/format';
import { Avatar } from '../../components/Avatar';
import { useGateDispatch, useGateSelector } from '../../context';
import { useSiwxStrings } from '../../i18n/siwx';
import { ShadowStyle } from '../../shadowStyle';
import { SIWX_STYLES } from './styles';

/**
 * SIWXSignMessage (SPEC §2, §4): asks the connected account to sign the site's sign-in message. Sign asks the
 * wallet; Cancel disconnects when sign-in is required, otherwise closes (the sagas decide). A failure is shown here.
 */
export function SIWXSignMessage(): ReactElement {
  const tx = useSiwxStrings();
  const errorText = useErrorText();
  const dispatch = useGateDispatch();
  const siwx = useGateSelector(selectSiwx);
  const account = useGateSelector(selectAccountInfo);
  const config = useGateSelector(selectConfig);
  const appName = config?.metadata?.name ?? tx('siwx.thisApp');
  const required = config?.siwx?.required ?? false;
  const signing = siwx.status === 'signing';
  const checking = siwx.status === 'checking';
  const address = account.address;
  return (
    <div className="wg-stack wg-center wg-siwx">
      <ShadowStyle css={SIWX_STYLES} />
      <div className="wg-siwx-avatars" aria-hidden="true">
        <Avatar name={appName} src={config?.metadata?.icons[0]} large />
        {address ? <Avatar name={address} large /> : null}
      </div>
      <h3 className="wg-view-heading">{tx('siwx.heading', { appName })}</h3>
      <p className="wg-small wg-muted">{tx('siwx.body')}</p>
      {address ? <p className="wg-small wg-siwx-account" title={address}>{tx('siwx.account', { address: truncateAddress(address) })}</p> : null}
      {required ? <p className="wg-small wg-muted">{tx('siwx.required')}</p> : null}
      <div className="wg-live" role="status">
        {signing ? <p className="wg-small">{errorText({ code: 'authenticating' })} {tx('siwx.waiting')}</p> : null}
        {checking ? <p className="wg-small">{tx('siwx.checking')}</p> : null}
      </div>
      {siwx.error ? (
        <p className="wg-small wg-siwx-error" role="alert">
          {errorText(siwx.error)}
        </p>
      ) : null}
      <div className="wg-siwx-actions">
        <button type="button" className="wg-button wg-button-secondary" onClick={() => dispatch(signInCancelled())}>
          {required ? tx('siwx.disconnect') : tx('siwx.cancel')}
        </button>
        <button type="button" className="wg-button" disabled={signing || checking} aria-busy={signing} onClick={() => dispatch(signInRequested())}>
          {signing ? tx('siwx.signing') : tx('siwx.sign')}
        </button>
      </div>
    </div>
  );
}
