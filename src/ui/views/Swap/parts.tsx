/** Pieces the swap form and its preview share: a token's button, the quote's details, the error with Try again. */
import type { ReactElement } from 'react';
import type { SwapToken } from '../../../core/api/convert';
import type { ErrorInfo } from '../../../core/errors/catalogue';
import { SWAP_SLIPPAGE } from '../../../core/constants';
import { formatFiat } from '../../../core/format';
import { formatTokenAmount } from '../../../core/swap';
import type { SwapDetails } from '../../../../slices/swap';
import { TokenIcon } from '../Account/TokenIcon';
import { ChevronIcon } from '../Account/icons';
import { useSwapStrings } from '../../i18n/swap';
import { useErrorText, useLocale } from '../../i18n';

/** Past this price impact (percent) the form warns. */
const HIGH_IMPACT = 5;

export interface TokenButtonProps {
  token: SwapToken | null;
  label: string;
  onClick: () => void;
}

export function TokenButton({ token, label, onClick }: TokenButtonProps): ReactElement {
  const ts = useSwapStrings();
  return (
    <button type="button" className="wg-swap-token" aria-label={label} onClick={onClick}>
      {token ? <TokenIcon src={token.logoUri} symbol={token.symbol} /> : null}
      <span>{token ? token.symbol : ts('swap.chooseToken')}</span>
      <ChevronIcon />
    </button>
  );
}

export interface DetailsProps {
  details: SwapDetails;
  from: SwapToken;
  to: SwapToken;
  route?: string[] | undefined;
  testnet: boolean;
}

/** The quote's rate, price impact, minimum received after slippage (SPEC §9: 1%) and the network fee. */
export function QuoteDetails({ details, from, to, route, testnet }: DetailsProps): ReactElement {
  const { intl } = useLocale();
  const ts = useSwapStrings();
  return (
    <dl className="wg-details">
      <dt>{ts('swap.rate')}</dt>
      <dd>{ts('swap.rateValue', { from: from.symbol, amount: formatTokenAmount(String(details.rate), intl), to: to.symbol })}</dd>
      <dt>{ts('swap.priceImpact')}</dt>
      <dd>{details.priceImpact === null ? ts('swap.unknown') : `${details.priceImpact.toFixed(2)}%`}</dd>
      <dt>{ts('swap.minimum', { slippage: SWAP_SLIPPAGE })}</dt>
      <dd>{`${formatTokenAmount(details.minimumReceived, intl)} ${to.symbol}`}</dd>
      <dt>{ts('swap.networkFee')}</dt>
      <dd>{details.networkFeeUSD === null ? ts('swap.unknown') : formatFiat(details.networkFeeUSD, testnet, intl)}</dd>
      {route && route.length > 2 ? (
        <>
          <dt>{ts('swap.route')}</dt>
          <dd>{route.join(' → ')}</dd>
        </>
      ) : null}
    </dl>
  );
}

export function HighImpactWarning({ details }: { details: SwapDetails }): ReactElement | null {
  const ts = useSwapStrings();
  if (details.priceImpact === null || details.priceImpact < HIGH_IMPACT) return null;
  return (
    <p className="wg-warning" role="note">
      {ts('swap.highImpact', { impact: details.priceImpact.toFixed(2) })}
    </p>
  );
}

export interface SwapErrorProps {
  error: ErrorInfo;
  onRetry?: (() => void) | undefined;
}

/** What went wrong, in the words of SPEC §8 or the API, and Try again where asking again may help. */
export function SwapError({ error, onRetry }: SwapErrorProps): ReactElement {
  const ts = useSwapStrings();
  const errorText = useErrorText();
  return (
    <div className="wg-swap-error" role="alert">
      <p>{errorText(error)}</p>
      {onRetry ? (
        <button type="button" className="wg-button wg-button-secondary" onClick={onRetry}>
          {ts('swap.tryAgain')}
        </button>
      ) : null}
    </div>
  );
}
