import type { ReactElement } from 'react';
import { useLocale } from '../../i18n';
import { selectActiveNetwork } from '../../../../slices';
import {
  selectSwap,
  selectSwapBusy,
  selectSwapDetails,
  selectSwapFromToken,
  selectSwapNeedsApproval,
  selectSwapQuote,
  selectSwapToToken,
} from '../../../../slices/swap';
import { swapConfirmed, swapRetryRequested } from '../../../../slices/swapRequests';
import { formatFiat } from '../../../core/format';
import { formatTokenAmount } from '../../../core/swap';
import { useGateDispatch, useGateSelector } from '../../context';
import { phaseKey, useSwapStrings } from '../../i18n/swap';
import { HighImpactWarning, QuoteDetails, SwapError } from './parts';
import { SWAP_STYLES } from './styles';
import { ShadowStyle } from '../../shadowStyle';

/**
 * The swap to confirm: what is paid and about what is received, the quote's details, and one button. While the
 * swap saga works it says which wait it is in (the approval in the wallet, its block, the swap, its block); a
 * failure shows why and keeps the amounts.
 */
export function SwapPreview(): ReactElement {
  const { intl } = useLocale();
  const ts = useSwapStrings();
  const dispatch = useGateDispatch();
  const swap = useGateSelector(selectSwap);
  const from = useGateSelector(selectSwapFromToken);
  const to = useGateSelector(selectSwapToToken);
  const quote = useGateSelector(selectSwapQuote);
  const details = useGateSelector(selectSwapDetails);
  const busy = useGateSelector(selectSwapBusy);
  const needsApproval = useGateSelector(selectSwapNeedsApproval);
  const testnet = useGateSelector((state) => selectActiveNetwork(state)?.testnet ?? false);
  const phase = swap.phase;
  return (
    <div className="wg-stack">
      <ShadowStyle css={SWAP_STYLES} />
      {from && to ? (
        <div className="wg-swap-box wg-swap-summary">
          <span className="wg-label">{ts('preview.pay')}</span>
          <p className="wg-swap-big">{`${swap.fromAmount} ${from.symbol}`}</p>
          {details?.fromValueUSD != null ? <span className="wg-small wg-muted">{ts('swap.value', { value: formatFiat(details.fromValueUSD, testnet, intl) })}</span> : null}
          <span className="wg-label">{ts('preview.receive')}</span>
          <p className="wg-swap-big">{details ? `${formatTokenAmount(details.toAmount, intl)} ${to.symbol}` : ts('swap.quoting')}</p>
        </div>
      ) : null}
      {details && from && to ? (
        <>
          <QuoteDetails details={details} from={from} to={to} route={quote?.route} testnet={testnet} />
          <HighImpactWarning details={details} />
        </>
      ) : null}
      {needsApproval && from && !busy ? <p className="wg-small wg-muted">{ts('preview.approveFirst', { symbol: from.symbol })}</p> : null}
      <div className="wg-live" role="status">
        {phase !== 'editing' && from ? (
          <p className="wg-swap-progress">
            <span className="wg-spinner" aria-hidden="true" />
            {ts(phaseKey(phase), { symbol: from.symbol })}
          </p>
        ) : null}
      </div>
      {swap.error && !busy ? <SwapError error={swap.error} onRetry={() => dispatch(swapRetryRequested())} /> : null}
      <button type="button" className="wg-button" disabled={busy || !quote} onClick={() => dispatch(swapConfirmed())}>
        {needsApproval ? ts('preview.approveAndSwap') : ts('preview.confirm')}
      </button>
    </div>
  );
}
