import type { ReactElement } from 'react';
import { pushed, selectActiveNetwork, selectChainCan, selectConfig } from '../../../../slices';
import type { ChainNamespace } from '../../../core/caip';
import { isSwapNetwork } from '../../../core/swap';
import { Icon } from '../../components/icons';
import { useGateDispatch, useGateSelector } from '../../context';
import { useAccountStrings } from '../../i18n/account';
import { OnRampView, SwapFeatureView, WalletFeatureView } from '../lazy';
import { buyOpened } from '../../../../slices/onrampRequests';
import { intentHandlers } from '../../focus';

const BuyIcon = () => <Icon path="M3 7h18v10H3zM3 11h18M7 15h3" />;
const ReceiveIcon = () => <Icon path="M12 5v14M5 12l7 7 7-7" />;
const SendIcon = () => <Icon path="M12 19V5M5 12l7-7 7 7" />;
const SwapIcon = () => <Icon path="M7 4v16M7 20l-4-4M7 20l4-4M17 20V4M17 4l-4 4M17 4l4 4" />;

export interface AccountActionsProps {
  namespace: ChainNamespace;
}

/**
 * Buy, Swap, Receive and Send, in the wallet-feature order of SPEC §9, each only when its feature is on and the
 * namespace's driver offers it (`can`: EVM and Solana buy and send, SPEC §6); Swap also needs a swap network (SPEC §9's
 * list, or the site's `swapNetworks`).
 */
export function AccountActions({ namespace }: AccountActionsProps): ReactElement | null {
  const ta = useAccountStrings();
  const features = useGateSelector((state) => selectConfig(state)?.features);
  const swapNetworks = useGateSelector((state) => selectConfig(state)?.swapNetworks);
  const network = useGateSelector(selectActiveNetwork);
  const dispatch = useGateDispatch();
  const receive = features?.receive ?? false;
  const canSend = useGateSelector((state) => selectChainCan(state, namespace, 'send'));
  const canBuy = useGateSelector((state) => selectChainCan(state, namespace, 'buy'));
  const canSwap = useGateSelector((state) => selectChainCan(state, namespace, 'swaps'));
  const send = (features?.send ?? false) && canSend;
  const buy = (features?.onramp ?? false) && canBuy;
  const swap = (features?.swaps ?? false) && canSwap && isSwapNetwork(network?.caipNetworkId, swapNetworks);
  if (!buy && !swap && !receive && !send) return null;
  return (
    <div className="wg-actions" role="group" aria-label={ta('actions.label')}>
      {buy ? (
        <button
          type="button"
          className="wg-action"
          {...intentHandlers(OnRampView.preload)}
          onClick={() => {
            dispatch(pushed({ view: 'OnRamp' }));
            dispatch(buyOpened());
          }}
        >
          <BuyIcon />
          {ta('actions.buy')}
        </button>
      ) : null}
      {swap ? (
        <button type="button" className="wg-action" {...intentHandlers(SwapFeatureView.preload)} onClick={() => dispatch(pushed({ view: 'Swap' }))}>
          <SwapIcon />
          {ta('actions.swap')}
        </button>
      ) : null}
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
