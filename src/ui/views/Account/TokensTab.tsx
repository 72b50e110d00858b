import { useEffect, type ReactElement } from 'react';
import { selectAccountInfo, selectActiveNetwork } from '../../../../slices';
import { selectSend, selectTokenBalances, tokenBalancesRequested } from '../../../../slices/send';
import { useGateDispatch, useGateSelector } from '../../context';
import { ta } from '../../i18n/account';
import { TokenRow } from './TokenRow';

/** The account's ETH and tokens on the active network with their USD values (SPEC §3 tokenBalance). */
export function TokensTab(): ReactElement {
  const dispatch = useGateDispatch();
  const network = useGateSelector(selectActiveNetwork);
  const address = useGateSelector((state) => selectAccountInfo(state).address);
  const balances = useGateSelector(selectTokenBalances);
  const status = useGateSelector((state) => selectSend(state).balancesStatus);
  const networkId = network?.caipNetworkId;
  useEffect(() => {
    if (networkId && address) dispatch(tokenBalancesRequested());
  }, [dispatch, networkId, address]);

  if (balances.length === 0) {
    if (status === 'unavailable') return <p className="wg-empty">{ta('tokens.unavailable')}</p>;
    if (status === 'ready') return <p className="wg-empty">{ta('tokens.empty')}</p>;
    return (
      <p className="wg-placeholder" role="status">
        <span className="wg-spinner" aria-hidden="true" />
        <span className="wg-visually-hidden">{ta('tokens.loading')}</span>
      </p>
    );
  }
  return (
    <ul className="wg-list" aria-busy={status === 'loading' || undefined}>
      {balances.map((token) => (
        <li key={token.address ?? `native:${token.chainId}`}>
          <TokenRow token={token} holding={{ testnet: network?.testnet ?? false }} />
        </li>
      ))}
    </ul>
  );
}
