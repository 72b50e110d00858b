import { useId, type ChangeEvent, type ReactElement } from 'react';
import { useErrorText, useLocale } from '../../i18n';
import { pushed, selectActiveNetwork, selectChainCan, selectCurrentNamespace } from '../../../../slices';
import {
  selectGasPriceInUSD,
  selectNetworkBalanceInUSD,
  selectSend,
  selectSendIssue,
  selectSendRefusal,
  sendAmountChanged,
  sendReceiverChanged,
  sendRequested,
} from '../../../../slices/send';
import { formatBalance, formatFiat, truncateAddress } from '../../../core/format';
import { Avatar } from '../../components/Avatar';
import { useGateDispatch, useGateSelector } from '../../context';
import { sendIssueKey, useAccountStrings } from '../../i18n/account';
import { ACCOUNT_STYLES } from '../Account/styles';
import { TokenRow } from '../Account/TokenRow';
import { ChevronIcon } from '../Account/icons';
import { WalletFeatureView } from '../lazy';
import { intentHandlers } from '../../focus';
import { ShadowStyle } from '../../shadowStyle';

/**
 * Send (SPEC §3 Send state, §5): token, amount, receiver (an address or a name), the network cost and balance,
 * and one button that says what is missing until the send can go. The send saga does the rest, from reading
 * the gas price and balances when the form comes into view (sagas/account/view.ts) to sending.
 */
export function WalletSend(): ReactElement {
  const { intl } = useLocale();
  const ta = useAccountStrings();
  const dispatch = useGateDispatch();
  const send = useGateSelector(selectSend);
  const issue = useGateSelector(selectSendIssue);
  const refusal = useGateSelector(selectSendRefusal);
  const namespace = useGateSelector(selectCurrentNamespace);
  const names = useGateSelector((s) => selectChainCan(s, namespace, 'names'));
  const fees = useGateSelector((s) => selectChainCan(s, namespace, 'fees'));
  const network = useGateSelector(selectActiveNetwork);
  const gasPriceInUSD = useGateSelector(selectGasPriceInUSD);
  const networkBalanceInUSD = useGateSelector(selectNetworkBalanceInUSD);
  const errorText = useErrorText();
  const amountId = useId();
  const refusalId = useId();
  const receiverId = useId();
  const testnet = network?.testnet ?? false;

  const { token } = send;
  const amountValue = token && Number(send.sendTokenAmount) > 0 ? Number(send.sendTokenAmount) * token.price : null;
  const label = send.loading ? ta('send.sending') : issue ? ta(sendIssueKey(issue)) : ta('send.submit');
  return (
    <form
      className="wg-stack"
      onSubmit={(event) => {
        event.preventDefault();
        if (!issue && !send.loading) dispatch(sendRequested());
      }}
    >
      <ShadowStyle css={ACCOUNT_STYLES} />
      <div className="wg-field">
        <span className="wg-label">{ta('send.token')}</span>
        <button
          type="button"
          className="wg-item"
          {...intentHandlers(WalletFeatureView.preload)}
          onClick={() => dispatch(pushed({ view: 'WalletSendSelectToken' }))}
        >
          {token ? (
            <>
              <span className="wg-visually-hidden">{ta('send.tokenChosen')}</span>
              <TokenRow token={token} />
            </>
          ) : (
            <span className="wg-item-name">{ta('send.selectToken')}</span>
          )}
          <span className="wg-item-end" aria-hidden="true">
            <ChevronIcon />
          </span>
        </button>
      </div>

      <div className="wg-field">
        <label className="wg-label" htmlFor={amountId}>
          {ta('send.amount')}
        </label>
        <div className="wg-input-row">
          <input
            id={amountId}
            className="wg-input wg-input-amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={send.sendTokenAmount}
            aria-invalid={refusal ? true : undefined}
            aria-describedby={refusal ? refusalId : undefined}
            onChange={(event: ChangeEvent<HTMLInputElement>) => dispatch(sendAmountChanged(event.target.value))}
          />
          {token ? (
            <button type="button" className="wg-link" onClick={() => dispatch(sendAmountChanged(token.quantity.numeric))}>
              {ta('send.max')}
            </button>
          ) : null}
        </div>
        {token ? (
          <p className="wg-small wg-muted">
            {ta('send.available', { amount: formatBalance(token.quantity.numeric, intl), symbol: token.symbol })}
            {amountValue !== null ? ` · ${ta('send.amountValue', { value: formatFiat(amountValue, testnet, intl) })}` : ''}
          </p>
        ) : null}
        {/* SPEC §8: the node's refusal of this amount (the whole balance leaves nothing for gas), as soon as it is known */}
        {refusal ? (
          <p id={refusalId} className="wg-error-text wg-small" role="alert">
            {errorText(refusal)}
          </p>
        ) : null}
      </div>

      <div className="wg-field">
        <label className="wg-label" htmlFor={receiverId}>
          {ta('send.receiver')}
        </label>
        <input
          id={receiverId}
          className="wg-input"
          // an address reads left to right in every locale: its start stays in view right to left too
          dir="auto"
          autoComplete="off"
          spellCheck={false}
          placeholder={ta('send.receiverPlaceholder')}
          value={send.receiverInput}
          onChange={(event: ChangeEvent<HTMLInputElement>) => dispatch(sendReceiverChanged({ text: event.target.value, namespace, names }))}
        />
        {send.receiverProfileName && send.receiverAddress ? (
          <p className="wg-input-row wg-small wg-muted">
            <Avatar name={send.receiverProfileName} src={send.receiverProfileImageUrl ?? undefined} />
            <span>
              {send.receiverProfileName} · <bdi dir="ltr">{truncateAddress(send.receiverAddress)}</bdi>
            </span>
          </p>
        ) : null}
        {send.receiverResolveFailed ? (
          <p className="wg-error-text wg-small" role="alert">
            {ta('send.nameError')}
          </p>
        ) : null}
      </div>

      {fees ? (
        <dl className="wg-details">
          <dt>{ta('send.networkCost')}</dt>
          <dd>{gasPriceInUSD === null ? ta('send.unknown') : formatFiat(gasPriceInUSD, testnet, intl)}</dd>
          <dt>{ta('send.networkBalance')}</dt>
          <dd>{formatFiat(networkBalanceInUSD, testnet, intl)}</dd>
        </dl>
      ) : null}

      <button type="submit" className="wg-button" disabled={issue !== null || send.loading}>
        {label}
      </button>
    </form>
  );
}
