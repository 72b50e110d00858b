import { useId, type ReactElement } from 'react';
import type { NamespaceAccount } from '../../../../slices';
import { truncateAddress } from '../../../core/format';
import { useAccountStrings } from '../../i18n/account';

/**
 * SPEC §3 allAccounts and addressLabels: an account with more than one address (the embedded wallet's EOA and
 * smart account) lists them, each named by the site's label for it (setAddressLabel) or by its type, the one in
 * use marked. Shown only when there is more than one.
 */
export function AccountAddresses({ account }: { account: NamespaceAccount }): ReactElement | null {
  const ta = useAccountStrings();
  const headingId = useId();
  if (account.allAccounts.length < 2) return null;
  const current = account.address?.toLowerCase();
  return (
    <section className="wg-stack" aria-labelledby={headingId} style={{ gap: 4 }}>
      <h3 id={headingId} className="wg-section-heading">
        {ta('account.addresses')}
      </h3>
      <ul className="wg-list">
        {account.allAccounts.map(({ address, type }) => {
          const label = account.addressLabels[address.toLowerCase()] ?? ta(type === 'smartAccount' ? 'account.type.smartAccount' : 'account.type.eoa');
          const inUse = address.toLowerCase() === current;
          return (
            <li key={address} className="wg-item" aria-current={inUse ? 'true' : undefined} title={address}>
              {/* one text: the address summary above stays the only place the account's address stands alone */}
              <span className="wg-item-name">{ta('account.addressLabel', { label, address: truncateAddress(address) })}</span>
              {inUse ? <span className="wg-tag">{ta('account.inUse')}</span> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
