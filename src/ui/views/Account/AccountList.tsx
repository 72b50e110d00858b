import type { ReactElement } from 'react';
import type { ChainNamespace } from '../../../core/caip';
import { truncateAddress } from '../../../core/format';
import type { NamespaceAccount } from '../../../../slices';
import { accountSelected } from '../../../../slices/walletRequests';
import { useGateDispatch } from '../../context';
import { useAccountStrings } from '../../i18n/account';

interface AccountListProps {
  namespace: ChainNamespace;
  account: NamespaceAccount;
}

/**
 * The accounts the wallet lets the site see, when it lets it see several (a Polkadot extension does): the one
 * in use is pressed; picking another makes it the account the site acts with.
 */
export function AccountList({ namespace, account }: AccountListProps): ReactElement | null {
  const dispatch = useGateDispatch();
  const ta = useAccountStrings();
  if (account.allAccounts.length < 2) return null;
  return (
    <div className="wg-stack" role="group" aria-label={ta('account.accountList')}>
      {account.allAccounts.map(({ address }) => (
        <button
          key={address}
          type="button"
          className="wg-item"
          title={address}
          aria-pressed={address === account.address}
          aria-current={address === account.address ? 'true' : undefined}
          onClick={() => {
            if (address !== account.address) dispatch(accountSelected({ namespace, address }));
          }}
        >
          <span className="wg-item-name">{truncateAddress(address)}</span>
          {address === account.address ? <span className="wg-item-end">{ta('account.inUse')}</span> : null}
        </button>
      ))}
    </div>
  );
}
