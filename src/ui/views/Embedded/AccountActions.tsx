import type { ReactElement } from 'react';
import { selectNetworkState } from '../../../../slices';
import { accountTypeRequested, selectEmbeddedWallet, updateEmailStarted, type EmbeddedUser } from '../../../../slices/embeddedWallet';
import { useGateDispatch, useGateSelector } from '../../context';
import type { Translate } from '../../i18n';
import { SOCIAL_NAMES, useEmbeddedStrings, type EmbeddedMessageKey } from '../../i18n/embedded';
import { SmartAccounts } from './SmartAccounts';
import { SmartSessions } from './SmartSessions';

/** Who the embedded wallet belongs to, as the visitor knows it: "Google · name" for a social login, else "Email wallet". */
function embeddedWalletLabel(user: EmbeddedUser | null, te: Translate<EmbeddedMessageKey>): string {
  if (!user?.socialProvider) return te('account.emailWallet');
  const provider = SOCIAL_NAMES[user.socialProvider] ?? user.socialProvider;
  return user.userName ? te('account.socialIdentity', { provider, name: user.userName }) : provider;
}

/** The wallet's label under its avatar on Account (the connector's own name says only "Email wallet"). */
export function EmbeddedWalletLabel(): ReactElement {
  const te = useEmbeddedStrings();
  const { user } = useGateSelector(selectEmbeddedWallet);
  return <p className="wg-small wg-muted">{embeddedWalletLabel(user, te)}</p>;
}

/**
 * On Account, for the embedded wallet only: who is signed in, Update email (email logins only: a social
 * login has no address of ours to change), and the regular ↔ smart account where enabled.
 */
export function EmbeddedAccountActions(): ReactElement | null {
  const te = useEmbeddedStrings();
  const dispatch = useGateDispatch();
  const { user, accountTypeBusy } = useGateSelector(selectEmbeddedWallet);
  const smartNetworks = useGateSelector((state) => selectNetworkState(state).smartAccountEnabledNetworks);
  if (!user) return null;
  const isEmailLogin = !user.socialProvider;
  const canSwitch = smartNetworks.includes(user.chainId);
  const next = user.preferredAccountType === 'smartAccount' ? 'eoa' : 'smartAccount';
  return (
    <div className="wg-stack" style={{ gap: 8 }}>
      {isEmailLogin && user.email ? <p className="wg-small wg-muted wg-center">{te('account.signedInAs', { name: user.email })}</p> : null}
      {isEmailLogin ? (
        <button type="button" className="wg-item" onClick={() => dispatch(updateEmailStarted())}>
          <span className="wg-item-name">{te('update.button')}</span>
        </button>
      ) : null}
      {canSwitch ? <SmartAccounts user={user} /> : null}
      {user.preferredAccountType === 'smartAccount' ? <SmartSessions /> : null}
      {canSwitch ? (
        <button type="button" className="wg-item" disabled={accountTypeBusy} aria-busy={accountTypeBusy} onClick={() => dispatch(accountTypeRequested({ type: next }))}>
          <span className="wg-item-name">{te(next === 'smartAccount' ? 'account.switchToSmart' : 'account.switchToEoa')}</span>
        </button>
      ) : null}
    </div>
  );
}
