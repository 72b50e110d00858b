import type { ReactElement } from 'react';
import type { EmbeddedUser } from '../../../../slices/embeddedWallet';
import { truncateAddress } from '../../../core/format';
import { useAccountStrings } from '../../i18n/account';
import { useSmartAccountStrings } from '../../i18n/smartAccount';

interface SmartAccountsProps {
  user: EmbeddedUser;
}

/**
 * SPEC §3 allAccounts on Account: the embedded wallet's regular account and, where smart accounts are
 * enabled, its smart account, each with its address; the one in use is marked, and the smart account says
 * whether it exists on chain yet (smartAccountDeployed).
 */
export function SmartAccounts({ user }: SmartAccountsProps): ReactElement | null {
  const tsa = useSmartAccountStrings();
  const ta = useAccountStrings();
  if (user.accounts.length < 2) return null;
  return (
    <section className="wg-section" aria-labelledby="wg-smart-accounts">
      {/* a label, not a heading: Account's own heading stays the one heading named "Account" */}
      <p id="wg-smart-accounts" className="wg-section-heading">
        {ta('account.accountList')}
      </p>
      <ul className="wg-list">
        {user.accounts.map((account) => {
          const inUse = account.address.toLowerCase() === user.address.toLowerCase();
          const name = ta(account.type === 'smartAccount' ? 'account.type.smartAccount' : 'account.type.eoa');
          return (
            <li key={account.address} className="wg-item" aria-label={`${name}: ${account.address}`} aria-current={inUse ? 'true' : undefined}>
              <span className="wg-item-name">
                {name}
                <span className="wg-small wg-muted" style={{ display: 'block', fontWeight: 400, whiteSpace: 'normal' }} title={account.address}>
                  {truncateAddress(account.address)}
                  {account.type === 'smartAccount' ? ` · ${tsa(user.smartAccountDeployed ? 'smart.deployed' : 'smart.notDeployed')}` : ''}
                </span>
              </span>
              {inUse ? <span className="wg-tag">{ta('account.inUse')}</span> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
