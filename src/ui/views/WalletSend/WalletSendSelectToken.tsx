import { useState, type ReactElement } from 'react';
import { selectActiveNetwork } from '../../../../slices';
import { selectSend, selectTokenBalances, sendTokenSelected } from '../../../../slices/send';
import { tokenMatches } from '../../../core/tokenSearch';
import { useGateDispatch, useGateSelector } from '../../context';
import { useAccountStrings } from '../../i18n/account';
import { ACCOUNT_STYLES } from '../Account/styles';
import { TokenRow } from '../Account/TokenRow';
import { ShadowStyle } from '../../shadowStyle';

/**
 * The token to send, from the account's balances on the active network (SPEC §3 Send tokenBalances). A pick is
 * all it says: the send saga goes back to the form.
 */
export function WalletSendSelectToken(): ReactElement {
  const ta = useAccountStrings();
  const dispatch = useGateDispatch();
  const balances = useGateSelector(selectTokenBalances);
  const selected = useGateSelector((state) => selectSend(state).token);
  const testnet = useGateSelector((state) => selectActiveNetwork(state)?.testnet ?? false);
  // what the visitor types to filter is this screen's own business, not application state
  const [query, setQuery] = useState('');
  const shown = balances.filter((b) => tokenMatches(b, query));
  return (
    <div className="wg-stack">
      <ShadowStyle css={ACCOUNT_STYLES} />
      <input
        type="search"
        className="wg-input"
        aria-label={ta('selectToken.search')}
        placeholder={ta('selectToken.search')}
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {shown.length === 0 ? (
        <p className="wg-empty" role="status">
          {ta('selectToken.empty')}
        </p>
      ) : (
        <ul className="wg-list" aria-label={ta('selectToken.list')}>
          {shown.map((token) => (
            <li key={token.address ?? `native:${token.chainId}`}>
              <button
                type="button"
                className="wg-item"
                aria-current={selected?.symbol === token.symbol && selected.address === token.address ? 'true' : undefined}
                onClick={() => dispatch(sendTokenSelected(token))}
              >
                <TokenRow token={token} holding={{ testnet }} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
