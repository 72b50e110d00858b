import type { ReactElement } from 'react';
import { selectActiveNetwork, selectNetworkState, selectRequestedNetworks, switchNetworkCancelled, switchNetworkRequested } from '../../../../slices';
import { NetworkAvatar } from '../../components/NetworkAvatar';
import { Icon } from '../../components/icons';
import { useGateDispatch, useGateSelector } from '../../context';
import { useNetworksStrings } from '../../i18n/networks';
import { useErrorText } from '../../i18n';
import { VIEW_STYLES } from '../styles';
import { ShadowStyle } from '../../shadowStyle';

const CheckIcon = () => <Icon path="M20 6L9 17l-5-5" />;

/**
 * The networks the site asked for; the active one is marked, picking another asks to switch. Whether and how
 * the wallet switches (add-chain fallback, errors) is the network saga's business; this list shows its state, and
 * while the wallet is asked, a Cancel that ends the wait.
 * Shared by Networks and UnsupportedChain.
 */
export function NetworkList(): ReactElement {
  const tn = useNetworksStrings();
  const errorText = useErrorText();
  const networks = useGateSelector(selectRequestedNetworks);
  const activeId = useGateSelector((state) => selectActiveNetwork(state)?.caipNetworkId ?? null);
  const { switching, switchError } = useGateSelector(selectNetworkState);
  const dispatch = useGateDispatch();
  return (
    <div className="wg-stack">
      <ShadowStyle css={VIEW_STYLES} />
      <ul className="wg-list">
        {networks.map((network) => {
          const { caipNetworkId, name } = network;
          const active = caipNetworkId === activeId;
          const busy = caipNetworkId === switching;
          return (
            <li key={caipNetworkId}>
              <button
                type="button"
                className="wg-item"
                aria-current={active ? 'true' : undefined}
                aria-busy={busy || undefined}
                onClick={() => {
                  if (!active && !busy) dispatch(switchNetworkRequested({ caipNetworkId }));
                }}
              >
                <NetworkAvatar network={network} />
                <span className="wg-item-name">{name}</span>
                {busy ? <span className="wg-spinner" aria-hidden="true" /> : null}
                {active && !busy ? (
                  <span className="wg-item-end" aria-hidden="true">
                    <CheckIcon />
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
      {/* Both regions stay mounted so the announcement is heard when their text arrives. */}
      <div className="wg-live" role="status">
        {switching ? <p className="wg-small wg-muted">{tn('networks.approve')}</p> : null}
      </div>
      {/* a wallet may never answer: the visitor stops waiting here (closing the modal does too) and may pick again */}
      {switching ? (
        <button type="button" className="wg-button wg-button-secondary" onClick={() => dispatch(switchNetworkCancelled())}>
          {tn('networks.cancel')}
        </button>
      ) : null}
      <div className="wg-live" role="alert">
        {switchError ? <p className="wg-error-text">{errorText(switchError)}</p> : null}
      </div>
    </div>
  );
}
