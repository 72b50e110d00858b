import type { ReactElement } from 'react';
import type { TokenBalance } from '../../../../slices';
import { formatBalance, formatFiat } from '../../../core/format';
import { useAccountStrings } from '../../i18n/account';
import { TokenIcon } from './TokenIcon';
import { useLocale } from '../../i18n';

export interface TokenRowProps {
  token: TokenBalance;
  /** show the amount held and its USD value at the end (testnet values read as $0.00, SPEC §9) */
  holding?: { testnet: boolean };
}

/** A token's icon, name and symbol, and what is held of it when asked. The icon is decorative. */
export function TokenRow({ token, holding }: TokenRowProps): ReactElement {
  const { intl } = useLocale();
  const ta = useAccountStrings();
  return (
    <div className="wg-row">
      <TokenIcon src={token.iconUrl} symbol={token.symbol} />
      <span className="wg-row-main">
        <span className="wg-row-title">{token.name}</span>
        <span className="wg-row-sub">{token.symbol}</span>
      </span>
      {holding ? (
        <span className="wg-row-end">
          <bdi>{ta('tokens.amount', { amount: formatBalance(token.quantity.numeric, intl), symbol: token.symbol })}</bdi>
          <span className="wg-row-sub">{formatFiat(token.value, holding.testnet, intl)}</span>
        </span>
      ) : null}
    </div>
  );
}
