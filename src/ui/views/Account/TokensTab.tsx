import type { ReactElement } from 'react';
import { selectActiveNetwork } from '../../../../slices';
import { selectSend, selectTokenBalances, tokenBalancesRetryRequested } from '../../../../slices/send';
import { useGateDispatch, useGateSelector } from '../../context';
import { useAccountStrings } from '../../i18n/account';
import { FetchFailed } from './FetchFailed';
import { TokenRow } from './TokenRow';

/**
 * The account's ETH and tokens on the active network with their USD values (SPEC §3 tokenBalance). The account
 * sagas fetch them when this tab comes into view (sagas/account/view.ts).
 */
export function TokensTab(): ReactElement {
  const ta = useAccountStrings();
  const network = useGateSelector(selectActiveNetwork);
  const balances = useGateSelector(selectTokenBalances);
  const status = useGateSelector((state) => selectSend(state).balancesStatus);
  const error = useGateSelector((state) => selectSend(state).balancesError);
  const dispatch = useGateDispatch();

  const failed =
    status === 'unavailable' ? (
      <FetchFailed message={ta('tokens.unavailable')} error={error} retryLabel={ta('tokens.tryAgain')} onRetry={() => dispatch(tokenBalancesRetryRequested())} />
    ) : null;
  if (balances.length === 0) {
    if (failed) return failed;
    if (status === 'ready') return <p className="wg-empty">{ta('tokens.empty')}</p>;
    return (
      <p className="wg-placeholder" role="status">
        <span className="wg-spinner" aria-hidden="true" />
        <span className="wg-visually-hidden">{ta('tokens.loading')}</span>
      </p>
    );
  }
  // a refresh that failed (the chain's node down, say) says so above the last balances it had, with
  // Try again, rather than showing them as if they were current
  return (
    <>
      {failed}
      <ul className="wg-list" aria-busy={status === 'loading' || undefined}>
        {balances.map((token) => (
          <li key={token.address ?? `native:${token.chainId}`}>
            <TokenRow token={token} holding={{ testnet: network?.testnet ?? false }} />
          </li>
        ))}
      </ul>
    </>
  );
}
