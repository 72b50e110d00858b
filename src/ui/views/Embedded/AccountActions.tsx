import type { ReactElement } from 'react';
import { selectNetworkState } from '../../../../slices';
import { accountTypeRequested, selectEmbeddedWallet, updateEmailStarted } from '../../../../slices/embeddedWallet';
import { useGateDispatch, useGateSelector } from '../../context';
import { te } from '../../i18n/embedded';

/** On Account, for the embedded wallet only: who is signed in, Update email, and EOA ↔ smart account where enabled. */
export function EmbeddedAccountActions(): ReactElement | null {
  const dispatch = useGateDispatch();
  const { user, accountTypeBusy } = useGateSelector(selectEmbeddedWallet);
  const smartNetworks = useGateSelector((state) => selectNetworkState(state).smartAccountEnabledNetworks);
  if (!user) return null;
  const name = user.email ?? user.userName;
  const canSwitch = smartNetworks.includes(user.chainId);
  const next = user.preferredAccountType === 'smartAccount' ? 'eoa' : 'smartAccount';
  return (
    <div className="wg-stack" style={{ gap: 8 }}>
      {name ? <p className="wg-small wg-muted wg-center">{te('account.signedInAs', { name })}</p> : null}
      <button
        type="button"
        className="wg-item"
        onClick={() => dispatch(updateEmailStarted())}
      >
        <span className="wg-item-name">{te('update.button')}</span>
      </button>
      {canSwitch ? (
        <button type="button" className="wg-item" disabled={accountTypeBusy} aria-busy={accountTypeBusy} onClick={() => dispatch(accountTypeRequested({ type: next }))}>
          <span className="wg-item-name">{te(next === 'smartAccount' ? 'account.switchToSmart' : 'account.switchToEoa')}</span>
        </button>
      ) : null}
    </div>
  );
}
