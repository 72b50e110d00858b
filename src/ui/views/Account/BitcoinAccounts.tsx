import type { ReactElement } from 'react';
import { accountSelected, type NamespaceAccount } from '../../../../slices';
import { truncateAddress } from '../../../core/format';
import { useGateDispatch } from '../../context';
import { useBitcoinStrings } from '../../i18n/bitcoin';

interface BitcoinAccountsProps {
  account: NamespaceAccount;
}

/**
 * The accounts a Bitcoin wallet shared, by purpose (SPEC §3: payment is the one used; ordinals holds
 * inscriptions): picking one makes it the account the site sees and signs with.
 */
export function BitcoinAccounts({ account }: BitcoinAccountsProps): ReactElement | null {
  const tbtc = useBitcoinStrings();
  const dispatch = useGateDispatch();
  if (account.allAccounts.length < 2) return null;
  return (
    <div className="wg-chain-switch" role="group" aria-label={tbtc('bitcoin.accounts')}>
      {account.allAccounts.map(({ address, type }) => {
        const purpose = tbtc(type === 'ordinals' ? 'bitcoin.purpose.ordinals' : 'bitcoin.purpose.payment');
        return (
          <button
            key={address}
            type="button"
            className="wg-chain-option"
            aria-pressed={address === account.address}
            aria-label={tbtc('bitcoin.account', { purpose, address: truncateAddress(address) })}
            title={address}
            onClick={() => {
              if (address !== account.address) dispatch(accountSelected({ namespace: 'bip122', address }));
            }}
          >
            {purpose}
          </button>
        );
      })}
    </div>
  );
}
