import type { ReactElement, ReactNode } from 'react';
import type { TokenBalance } from '../../../../slices';

export interface TokenRowProps {
  token: TokenBalance;
  /** the right-hand column: amounts, values */
  end?: ReactNode;
}

/** A token's icon, name and symbol, with whatever the caller puts at the end. The icon is decorative. */
export function TokenRow({ token, end }: TokenRowProps): ReactElement {
  return (
    <div className="wg-row">
      {token.iconUrl ? <img className="wg-token-icon" src={token.iconUrl} alt="" /> : <span className="wg-token-icon" aria-hidden="true" />}
      <span className="wg-row-main">
        <span className="wg-row-title">{token.name}</span>
        <span className="wg-row-sub">{token.symbol}</span>
      </span>
      {end ? <span className="wg-row-end">{end}</span> : null}
    </div>
  );
}
