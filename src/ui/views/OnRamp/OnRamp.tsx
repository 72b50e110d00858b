import { useId, type ChangeEvent, type ReactElement } from 'react';
import {
  buyContinueRequested,
  buyFieldChanged,
  selectBuyIssue,
  selectCurrentQuote,
  selectOnramp,
  selectPaymentLimits,
  selectPurchaseOption,
  selectPurchaseOptions,
  type OnrampState,
} from '../../../../slices/onramp';
import type { BuyField } from '../../../../slices/onrampRequests';
import type { OnrampQuoteResponse } from '../../../core/api/onramp';
import { ONRAMP_PROVIDERS, providerById, type PaymentLimits } from '../../../core/onramp';
import { numberFormat } from '../../../core/format';
import { useGateDispatch, useGateSelector } from '../../context';
import { useLocale } from '../../i18n';
import { buyIssueKey, methodKey, useOnrampStrings } from '../../i18n/onramp';
import { ACCOUNT_STYLES } from '../Account/styles';
import { TokenIcon } from '../Account/TokenIcon';
import { selectAssetImage } from '../../../../slices/assets';

/** What is bought, by its currency image from the registry (SPEC §3, /public/getCurrencyImage), else its symbol. */
function CurrencyIcon({ id, symbol }: { id: string; symbol: string }): ReactElement {
  const src = useGateSelector((s) => selectAssetImage(s, 'currency', id));
  return <TokenIcon src={src} symbol={symbol} />;
}
import { ShadowStyle } from '../../shadowStyle';

const ONRAMP_STYLES = /* css */ `
.wg-buy-providers { margin: 0; padding: 0; border: 0; display: flex; flex-direction: column; gap: 6px; min-width: 0; }
.wg-buy-providers legend { padding: 0; margin-bottom: 6px; }
.wg-buy-unavailable { margin: 0; font-weight: 600; text-wrap: balance; }
.wg-buy-provider {
  display: flex; align-items: center; gap: 10px; padding: 10px 12px; border: 1px solid var(--_border);
  border-radius: calc(var(--wg-border-radius) * 0.6); background: var(--_surface); cursor: pointer;
}
.wg-buy-provider:has(input:checked) { border-color: var(--wg-accent); }
.wg-buy-provider input { accent-color: var(--wg-accent); margin: 0; }
.wg-buy-provider .wg-row-main { flex: 1; }
.wg-buy-pair { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
.wg-buy-badge {
  display: inline-block; padding: 1px 8px; border-radius: 999px; font-size: 12px; font-weight: 700;
  background: var(--_surface-hover); color: var(--_fg);
}
.wg-buy-note { margin: 0; font-size: 13px; color: var(--_fg-muted); }
select.wg-input { appearance: auto; }
`;

function fiat(amount: string | number, currency: string, intl: string): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return String(amount);
  try {
    return numberFormat(intl, { style: 'currency', currency }).format(value);
  } catch {
    return `${value.toFixed(2)} ${currency}`;
  }
}

/**
 * Buy crypto (SPEC §3 on-ramp options and quote, §8 fallbacks, §9 providers and limits): what to buy on
 * the active network, how to pay and how much, a live quote, the provider, and Continue. It renders from state
 * alone; the on-ramp flows load the options, quote after the 300 ms wait and open the provider's page.
 */
export function OnRamp(): ReactElement {
  const to = useOnrampStrings();
  const state = useGateSelector(selectOnramp);
  if (state.availability === 'restricted') {
    return (
      <div className="wg-stack wg-center">
        <ShadowStyle css={ACCOUNT_STYLES} />
        <ShadowStyle css={ONRAMP_STYLES} />
        <p className="wg-buy-unavailable" role="alert">
          {to('onramp.unavailable')}
        </p>
        <p className="wg-buy-note">{to('onramp.unavailableHint')}</p>
      </div>
    );
  }
  if (state.availability === 'unknown' || !state.options) {
    return (
      <p className="wg-placeholder" role="status">
        <ShadowStyle css={ACCOUNT_STYLES} />
        <span className="wg-spinner" aria-hidden="true" />
        <span className="wg-visually-hidden">{to('onramp.loading')}</span>
      </p>
    );
  }
  return <BuyForm state={state} />;
}

interface BuyFormProps {
  state: OnrampState;
}

function BuyForm({ state }: BuyFormProps): ReactElement {
  const to = useOnrampStrings();
  const { intl } = useLocale();
  const dispatch = useGateDispatch();
  const purchaseOptions = useGateSelector(selectPurchaseOptions);
  const option = useGateSelector(selectPurchaseOption);
  const limits = useGateSelector(selectPaymentLimits);
  const issue = useGateSelector(selectBuyIssue);
  const tokenId = useId();
  const currencyId = useId();
  const methodId = useId();
  const amountId = useId();
  const limitsId = useId();
  const change = (field: BuyField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => dispatch(buyFieldChanged({ field, value: event.target.value }));
  const currency = state.paymentCurrency;
  const methods = state.options?.paymentCurrencies.find((c) => c.id === currency)?.payment_method_limits ?? [];
  const provider = providerById(state.provider);
  const busy = state.status === 'opening';
  const issueText = issue ? to(buyIssueKey(issue), limitsText(limits, currency, intl)) : null;
  const continueLabel = busy
    ? to('onramp.opening', { provider: provider.name })
    : issueText ?? (state.mobile ? to('onramp.mobileContinue') : to('onramp.continue', { provider: provider.name }));
  return (
    <form
      className="wg-stack"
      onSubmit={(event) => {
        event.preventDefault();
        if (!issue && !busy) dispatch(buyContinueRequested());
      }}
    >
      <ShadowStyle css={ACCOUNT_STYLES} />
      <ShadowStyle css={ONRAMP_STYLES} />
      {state.optionsSource === 'sample' ? <p className="wg-buy-note">{to('onramp.sampleOptions')}</p> : null}

      <div className="wg-field">
        <div className="wg-input-row">
          {option ? <CurrencyIcon id={option.id} symbol={option.symbol} /> : null}
          <label className="wg-label" htmlFor={tokenId}>
            {to('onramp.token')}
          </label>
        </div>
        <select id={tokenId} className="wg-input" value={option?.id ?? ''} onChange={change('purchaseCurrency')}>
          {purchaseOptions.map((o) => (
            <option key={o.id} value={o.id}>
              {to('onramp.tokenOption', { symbol: o.symbol, name: o.name })}
            </option>
          ))}
        </select>
      </div>

      <div className="wg-buy-pair">
        <div className="wg-field">
          <label className="wg-label" htmlFor={currencyId}>
            {to('onramp.paymentCurrency')}
          </label>
          <select id={currencyId} className="wg-input" value={currency} onChange={change('paymentCurrency')}>
            {state.options?.paymentCurrencies.map((c) => (
              <option key={c.id} value={c.id}>
                {c.id}
              </option>
            ))}
          </select>
        </div>
        <div className="wg-field">
          <label className="wg-label" htmlFor={methodId}>
            {to('onramp.paymentMethod')}
          </label>
          <select id={methodId} className="wg-input" value={state.paymentMethod} onChange={change('paymentMethod')}>
            {methods.map((m) => {
              const key = methodKey(m.id);
              return (
                <option key={m.id} value={m.id}>
                  {key ? to(key) : m.id}
                </option>
              );
            })}
          </select>
        </div>
      </div>

      <div className="wg-field">
        <label className="wg-label" htmlFor={amountId}>
          {to('onramp.amount', { currency })}
        </label>
        <input
          id={amountId}
          className="wg-input wg-input-amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          aria-describedby={limits ? limitsId : undefined}
          aria-invalid={issue === 'belowMin' || issue === 'aboveMax' || issue === 'invalidAmount'}
          value={state.amount}
          onChange={change('amount')}
        />
        {limits ? (
          <p id={limitsId} className="wg-small wg-muted">
            {to('onramp.limits', limitsText(limits, currency, intl))}
          </p>
        ) : null}
      </div>

      <Quote state={state} />

      <fieldset className="wg-buy-providers">
        <legend className="wg-label">{to('onramp.providers')}</legend>
        {ONRAMP_PROVIDERS.map((p) => (
          <label key={p.id} className="wg-buy-provider">
            <input type="radio" name="wg-onramp-provider" value={p.id} checked={state.provider === p.id} onChange={change('provider')} />
            <span className="wg-row-main">
              <span className="wg-row-title">{p.name}</span>
              <span className="wg-row-sub">{to('onramp.feeRange', { min: p.feeRange[0] * 100, max: p.feeRange[1] * 100 })}</span>
            </span>
          </label>
        ))}
      </fieldset>

      <button type="submit" className="wg-button" disabled={issue !== null || busy}>
        {continueLabel}
      </button>
      <Progress state={state} providerName={provider.name} />
    </form>
  );
}

const limitsText = (limits: PaymentLimits | null, currency: string, intl: string) =>
  limits ? { min: fiat(limits.min, currency, intl), max: fiat(limits.max, currency, intl) } : { min: '', max: '' };

/** The live quote (or its labelled estimate, SPEC §8) for the form as it is; nothing while the amount is refused. */
function Quote({ state }: BuyFormProps): ReactElement | null {
  const to = useOnrampStrings();
  const current = useGateSelector(selectCurrentQuote);
  const issue = useGateSelector(selectBuyIssue);
  if (issue) return null;
  if (!current) {
    return (
      <p className="wg-placeholder" role="status">
        <span className="wg-spinner" aria-hidden="true" />
        <span className="wg-visually-hidden">{to('onramp.quoteLoading')}</span>
      </p>
    );
  }
  const estimate = current.source === 'estimate';
  return (
    <section className="wg-field" aria-label={estimate ? `${to('onramp.quote')} (${to('onramp.estimate')})` : to('onramp.quote')}>
      {estimate ? (
        <p className="wg-buy-note">
          <span className="wg-buy-badge">{to('onramp.estimate')}</span> {to('onramp.estimateHint')}
        </p>
      ) : null}
      <QuoteDetails quote={current.quote} currency={state.paymentCurrency} />
    </section>
  );
}

function QuoteDetails({ quote, currency }: { quote: OnrampQuoteResponse; currency: string }): ReactElement {
  const to = useOnrampStrings();
  const { intl } = useLocale();
  const money = (a: { amount: string; currency: string }) => fiat(a.amount, a.currency || currency, intl);
  const purchase = quote.purchaseAmount.amount
    ? `${numberFormat(intl, { maximumFractionDigits: 6 }).format(Number(quote.purchaseAmount.amount))} ${quote.purchaseAmount.currency}`
    : to('onramp.unknown');
  return (
    <dl className="wg-details">
      <dt>{to('onramp.providerFee')}</dt>
      <dd>{money(quote.coinbaseFee)}</dd>
      <dt>{to('onramp.networkFee')}</dt>
      <dd>{money(quote.networkFee)}</dd>
      <dt>{to('onramp.subtotal')}</dt>
      <dd>{money(quote.paymentSubtotal)}</dd>
      <dt>{to('onramp.total')}</dt>
      <dd>{money(quote.paymentTotal)}</dd>
      <dt>{to('onramp.youGet')}</dt>
      <dd>{purchase}</dd>
    </dl>
  );
}

/** After Continue: the provider's page is open (a link when the browser kept it from opening), done, or failed. */
function Progress({ state, providerName }: { state: OnrampState; providerName: string }): ReactElement | null {
  const to = useOnrampStrings();
  if (state.status === 'waiting') {
    return (
      <div className="wg-stack" role="status">
        <p className="wg-buy-note">{to('onramp.waiting', { provider: providerName })}</p>
        {state.providerUrl ? (
          <a className="wg-link" href={state.providerUrl} target="_blank" rel="noopener noreferrer">
            {to('onramp.openProvider', { provider: providerName })}
          </a>
        ) : null}
      </div>
    );
  }
  if (state.status === 'done' && state.purchased) {
    return (
      <p className="wg-buy-note" role="status">
        {to('onramp.done', { amount: state.purchased.amount, symbol: state.purchased.symbol })}
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <p className="wg-buy-note" role="alert">
        {to('onramp.failed')}
      </p>
    );
  }
  return null;
}
