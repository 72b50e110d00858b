import { useState, type ReactElement } from 'react';
import { selectRouterData } from '../../../../slices';
import { selectSwap, selectSwapBalances, selectSwapTokens } from '../../../../slices/swap';
import { swapTokenSelected } from '../../../../slices/swapRequests';
import { balanceOf, formatTokenAmount } from '../../../core/swap';
import { tokenMatches } from '../../../core/tokenSearch';
import { useGateDispatch, useGateSelector } from '../../context';
import { useSwapStrings } from '../../i18n/swap';
import { TokenIcon } from '../Account/TokenIcon';
import { SWAP_STYLES } from './styles';
import { useLocale } from '../../i18n';
import { ShadowStyle } from '../../shadowStyle';

/**
 * The token for one side of the swap (the router data says which), from the API's list for the active chain, what
 * the visitor holds first. A pick is all it says: the swap saga goes back to the form and asks for a quote.
 */
export function SwapSelectToken(): ReactElement {
  const { intl } = useLocale();
  const ts = useSwapStrings();
  const dispatch = useGateDispatch();
  const tokens = useGateSelector(selectSwapTokens);
  const balances = useGateSelector(selectSwapBalances);
  const side = useGateSelector((state) => (selectRouterData(state)?.side === 'to' ? 'to' : 'from'));
  const selected = useGateSelector((state) => selectSwap(state)[side]);
  // what the visitor types to filter is this screen's own business, not application state
  const [query, setQuery] = useState('');
  const rows = tokens
    .filter((t) => tokenMatches(t, query))
    .map((token) => ({ token, held: balanceOf(token, balances) }))
    .sort((a, b) => (b.held?.value ?? 0) - (a.held?.value ?? 0));
  return (
    <div className="wg-stack">
      <ShadowStyle css={SWAP_STYLES} />
      <input
        type="search"
        className="wg-input"
        aria-label={ts('swapPicker.search')}
        placeholder={ts('swapPicker.search')}
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {rows.length === 0 ? (
        <p className="wg-empty" role="status">
          {ts('swapPicker.empty')}
        </p>
      ) : (
        <ul className="wg-list" aria-label={ts('swapPicker.list')}>
          {rows.map(({ token, held }) => (
            <li key={token.address}>
              <button
                type="button"
                className="wg-item"
                aria-current={selected === token.address ? 'true' : undefined}
                onClick={() => dispatch(swapTokenSelected({ side, address: token.address }))}
              >
                <div className="wg-row">
                  <TokenIcon src={token.logoUri} symbol={token.symbol} />
                  <span className="wg-row-main">
                    <span className="wg-row-title">{token.name}</span>
                    <span className="wg-row-sub">{token.symbol}</span>
                  </span>
                  {held ? <span className="wg-row-end">{`${formatTokenAmount(held.quantity.numeric, intl)} ${token.symbol}`}</span> : null}
                </div>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
