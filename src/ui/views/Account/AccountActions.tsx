import type { ReactElement } from 'react';
import { pushed, selectConfig } from '../../../../slices';
import type { ChainNamespace } from '../../../core/caip';
import { Icon } from '../../components/icons';
import { useGateDispatch, useGateSelector } from '../../context';
import { ta } from '../../i18n/account';
import { WalletFeatureView } from '../lazy';
import { intentHandlers } from '../../focus';

const ReceiveIcon = () => <Icon path="M12 5v14M5 12l7 7 7-7" />;
const SendIcon = () => <Icon path="M12 19V5M5 12l7-7 7 7" />;

export interface AccountActionsProps {
  namespace: ChainNamespace;
}

/** Receive and Send, in the wallet-feature order of SPEC §9, each only when its feature is on. Send needs an EVM or Solana wallet. */
export function AccountActions({ namespace }: AccountActionsProps): ReactElement | null {
  const features = useGateSelector((state) => selectConfig(state)?.features);
  const dispatch = useGateDispatch();
  const receive = features?.receive ?? false;
  const send = (features?.send ?? false) && (namespace === 'eip155' || namespace === 'solana');
  if (!receive && !send) return null;
  return (
    <div className="wg-actions" role="group" aria-label={ta('actions.label')}>
      {receive ? (
        <button
          type="button"
          className="wg-action"
          {...intentHandlers(WalletFeatureView.preload)}
          onClick={() => dispatch(pushed({ view: 'WalletReceive' }))}
        >
          <ReceiveIcon />
          {ta('actions.receive')}
        </button>
      ) : null}
      {send ? (
        <button
          type="button"
          className="wg-action"
          {...intentHandlers(WalletFeatureView.preload)}
          onClick={() => dispatch(pushed({ view: 'WalletSend' }))}
        >
          <SendIcon />
          {ta('actions.send')}
        </button>
      ) : null}
    </div>
  );
}
