import { useId, type ChangeEvent, type ReactElement } from 'react';
import { useLocale } from '../../i18n';
import { pushed, selectActiveNetwork } from '../../../../slices';
import {
  selectSwap,
  selectSwapDetails,
  selectSwapFromBalance,
  selectSwapFromToken,
  selectSwapIssue,
  selectSwapQuote,
  selectSwapToBalance,
  selectSwapToToken,
} from '../../../../slices/swap';
import { swapAmountChanged, swapFlipped, swapRetryRequested } from '../../../../slices/swapRequests';
import { formatFiat } from '../../../core/format';
import { formatTokenAmount, SWAPS_UNSUPPORTED } from '../../../core/swap';
import { Icon } from '../../components/icons';
import { useGateDispatch, useGateSelector } from '../../context';
import { swapIssueKey, useSwapStrings } from '../../i18n/swap';
import { HighImpactWarning, QuoteDetails, SwapError, TokenButton } from './parts';
import { SWAP_STYLES } from './styles';
import { ShadowStyle } from '../../shadowStyle';

const FlipIcon = () => <Icon path="M7 4v16M7 20l-4-4M7 20l4-4M17 20V4M17 4l-4 4M17 4l4 4" />;

/**
 * Swap (SPEC §3 Swap): what to pay and what to receive with their balances and values, flip, max, and the quote's
 * rate, minimum received, network fee and price impact. The swap saga fetches everything (tokens when the form
 * comes into view, a quote 300 ms after the input settles); this view renders and says what the visitor did.
 */
export function Swap(): ReactElement {
  const { intl } = useLocale();
  const ts = useSwapStrings();
  const dispatch = useGateDispatch();
  const swap = useGateSelector(selectSwap);
  const from = useGateSelector(selectSwapFromToken);
  const to = useGateSelector(selectSwapToToken);
  const fromHeld = useGateSelector(selectSwapFromBalance);
  const toHeld = useGateSelector(selectSwapToBalance);
  const quote = useGateSelector(selectSwapQuote);
  const details = useGateSelector(selectSwapDetails);
  const issue = useGateSelector(selectSwapIssue);
  const testnet = useGateSelector((state) => selectActiveNetwork(state)?.testnet ?? false);
  const amountId = useId();
  const retry = () => dispatch(swapRetryRequested());

  if (swap.error?.code === SWAPS_UNSUPPORTED) {
    return (
      <div className="wg-stack">
        <ShadowStyle css={SWAP_STYLES} />
        <SwapError error={swap.error} />
      </div>
    );
  }
  if (swap.tokensStatus !== 'ready') {
    return (
      <div className="wg-stack">
        <ShadowStyle css={SWAP_STYLES} />
        {swap.tokensStatus === 'failed' && swap.error ? (
          <SwapError error={swap.error} onRetry={retry} />
        ) : (
          <p className="wg-swap-progress" role="status">
            <span className="wg-spinner" aria-hidden="true" />
            {ts('swap.loadingTokens')}
          </p>
        )}
      </div>
    );
  }

  const pick = (side: 'from' | 'to') => dispatch(pushed({ view: 'SwapSelectToken', data: { side } }));
  const quoting = swap.quoteStatus === 'waiting' || swap.quoteStatus === 'loading';
  return (
    <form
      className="wg-stack"
      onSubmit={(event) => {
        event.preventDefault();
        if (!issue) dispatch(pushed({ view: 'SwapPreview' }));
      }}
    >
      <ShadowStyle css={SWAP_STYLES} />
      <div className="wg-swap-box">
        <label className="wg-label" htmlFor={amountId}>
          {ts('swap.pay')}
        </label>
        <div className="wg-swap-row">
          <input
            id={amountId}
            className="wg-input wg-input-amount"
            aria-label={ts('swap.amountPay')}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={swap.fromAmount}
            onChange={(event: ChangeEvent<HTMLInputElement>) => dispatch(swapAmountChanged(event.target.value))}
          />
          <TokenButton token={from} label={from ? ts('swap.tokenPay', { symbol: from.symbol }) : ts('swap.chooseToken')} onClick={() => pick('from')} />
        </div>
        <div className="wg-swap-meta wg-small wg-muted">
          <span>{details?.fromValueUSD != null ? ts('swap.value', { value: formatFiat(details.fromValueUSD, testnet, intl) }) : ''}</span>
          {from ? (
            <span className="wg-input-row">
              {ts('swap.balance', { amount: formatTokenAmount(fromHeld?.quantity.numeric ?? '0', intl), symbol: from.symbol })}
              {fromHeld ? (
                <button type="button" className="wg-link" onClick={() => dispatch(swapAmountChanged(fromHeld.quantity.numeric))}>
                  {ts('swap.max')}
                </button>
              ) : null}
            </span>
          ) : null}
        </div>
      </div>

      <button type="button" className="wg-swap-flip" aria-label={ts('swap.flip')} onClick={() => dispatch(swapFlipped())}>
        <FlipIcon />
      </button>

      <div className="wg-swap-box">
        <span className="wg-label">{ts('swap.receive')}</span>
        <div className="wg-swap-row">
          <output className="wg-swap-out" aria-label={ts('swap.amountReceive')} aria-live="polite" data-pending={quoting ? '' : undefined}>
            {details ? formatTokenAmount(details.toAmount, intl) : quoting ? ts('swap.quoting') : '0'}
          </output>
          <TokenButton token={to} label={to ? ts('swap.tokenReceive', { symbol: to.symbol }) : ts('swap.chooseToken')} onClick={() => pick('to')} />
        </div>
        <div className="wg-swap-meta wg-small wg-muted">
          <span>{details?.toValueUSD != null ? ts('swap.value', { value: formatFiat(details.toValueUSD, testnet, intl) }) : ''}</span>
          {to ? <span>{ts('swap.balance', { amount: formatTokenAmount(toHeld?.quantity.numeric ?? '0', intl), symbol: to.symbol })}</span> : null}
        </div>
      </div>

      {details && from && to ? (
        <>
          <QuoteDetails details={details} from={from} to={to} route={quote?.route} testnet={testnet} />
          <HighImpactWarning details={details} />
        </>
      ) : null}
      {swap.error ? <SwapError error={swap.error} onRetry={retry} /> : null}

      <button type="submit" className="wg-button" disabled={issue !== null}>
        {issue ? ts(swapIssueKey(issue)) : ts('swap.review')}
      </button>
    </form>
  );
}
