import type { ReactElement } from 'react';
import { useErrorText, useLocale } from '../../i18n';
import { formatBalance } from '../../../core/format';
import { hasBalances } from '../../../core/balances';
import { AUTH_CONNECTOR_ID } from '../../../core/embedded';
import type { ChainNamespace } from '../../../core/caip';
import {
  activeNamespaceChanged,
  disconnectRequested,
  selectConnectedNamespaces,
  pushed,
  selectAccount,
  selectActiveConnectorIds,
  selectActiveNetwork,
  selectIsActiveNetworkSupported,
  selectConfig,
  selectChainCan,
  selectCurrentNamespace,
  type NamespaceAccount,
} from '../../../../slices';
import { Avatar } from '../../components/Avatar';
import { NetworkAvatar } from '../../components/NetworkAvatar';
import { useGateDispatch, useGateSelector } from '../../context';
import { NetworksView } from '../lazy';
import { AccountActions } from './AccountActions';
import { AccountTabs } from './AccountTabs';
import { AccountList } from './AccountList';
import { ACCOUNT_STYLES } from './styles';
import { EmbeddedActionsSlot, WalletLabel } from './EmbeddedActionsSlot';
import { useAccountStrings } from '../../i18n/account';
import { AddressRow } from './AddressRow';
import { AccountAddresses } from './AccountAddresses';
import { AccountName } from './AccountName';
import { ChevronIcon } from './icons';
import { BitcoinAccounts } from './BitcoinAccounts';
import { intentHandlers } from '../../focus';
import { ShadowStyle } from '../../shadowStyle';

/**
 * The connected account of the current namespace: who (wallet), which address, how much (native balance),
 * Receive and Send, the Tokens / NFTs / Activity tabs, where (network), and the way out.
 */
export function Account(): ReactElement | null {
  const ta = useAccountStrings();
  const namespace = useGateSelector(selectCurrentNamespace);
  const account = useGateSelector((state) => selectAccount(state, namespace));
  // the embedded wallet lists its regular and smart account itself (EmbeddedActionsSlot)
  const embedded = useGateSelector((state) => selectActiveConnectorIds(state)[namespace] === AUTH_CONNECTOR_ID);
  // accounts of several types (Bitcoin's payment and ordinals) have a switcher of their own
  const accountTypes = useGateSelector((state) => selectChainCan(state, namespace, 'accountTypes'));
  const dispatch = useGateDispatch();
  // The disconnect saga navigates away; until then there is nothing to show.
  if (!account?.address) return null;
  return (
    <div className="wg-stack">
      <ShadowStyle css={ACCOUNT_STYLES} />
      <ChainSwitch namespace={namespace} />
      {accountTypes ? <BitcoinAccounts account={account} /> : null}
      <AccountSummary account={account} address={account.address} namespace={namespace} />
      {/* Bitcoin and Polkadot accounts have switchers of their own (BitcoinAccounts, AccountList) */}
      {hasBalances(namespace) && !embedded ? <AccountAddresses account={account} /> : null}
      <AccountActions namespace={namespace} />
      {hasBalances(namespace) ? (
        <AccountTabs namespace={namespace} currentTab={account.currentTab} />
      ) : accountTypes ? null : (
        <AccountList namespace={namespace} account={account} />
      )}
      <EmbeddedActionsSlot account={account} />
      <NetworkRow />
      <button type="button" className="wg-item" onClick={() => dispatch(disconnectRequested({ namespace }))}>
        <span className="wg-item-name">{ta('account.disconnect')}</span>
      </button>
    </div>
  );
}

/** Connected on several chains at once (EVM and Solana): which one the account area, Send and the button act on. */
function ChainSwitch({ namespace }: { namespace: ChainNamespace }): ReactElement | null {
  const ta = useAccountStrings();
  const namespaces = useGateSelector(selectConnectedNamespaces);
  const dispatch = useGateDispatch();
  if (namespaces.length < 2) return null;
  return (
    <div className="wg-chain-switch" role="group" aria-label={ta('account.chains')}>
      {namespaces.map((ns) => (
        <button
          key={ns}
          type="button"
          className="wg-chain-option"
          aria-pressed={ns === namespace}
          onClick={() => {
            if (ns !== namespace) dispatch(activeNamespaceChanged(ns));
          }}
        >
          {ta(`account.chain.${ns}`)}
        </button>
      ))}
    </div>
  );
}


interface AccountSummaryProps {
  account: NamespaceAccount;
  address: string;
  namespace: ChainNamespace;
}

function AccountSummary({ account, address, namespace }: AccountSummaryProps): ReactElement {
  const { intl } = useLocale();
  const ta = useAccountStrings();
  const symbol = useGateSelector((state) => selectActiveNetwork(state)?.nativeCurrency.symbol ?? '');
  const wallet = account.connectedWalletInfo;
  return (
    <div className="wg-stack wg-center wg-account">
      {wallet ? (
        <div>
          <Avatar name={wallet.name} src={wallet.icon} large />
          <WalletLabel name={wallet.name} type={wallet.type} />
        </div>
      ) : null}
      <AccountName namespace={namespace} name={account.profileName} image={account.profileImage} />
      <AddressRow address={address} copyLabel={ta('account.copyAddress')} />
      {!hasBalances(namespace) ? null : account.balance === null ? (
        <p className="wg-balance">
          <span className="wg-skeleton" aria-hidden="true" />
          <span className="wg-visually-hidden">{ta('account.balanceLoading')}</span>
        </p>
      ) : (
        <p className="wg-balance">
          <bdi>
            {formatBalance(account.balance, intl)} {account.balanceSymbol ?? symbol}
          </bdi>
        </p>
      )}
    </div>
  );
}

/**
 * The active network; a button to Networks when the site lets the visitor switch. One the site did not configure is
 * named by SPEC §8's 'Unsupported chain', in the visitor's language (the store's name for it is the English text).
 */
function NetworkRow(): ReactElement | null {
  const ta = useAccountStrings();
  const errorText = useErrorText();
  const network = useGateSelector(selectActiveNetwork);
  const supported = useGateSelector(selectIsActiveNetworkSupported);
  const canSwitch = useGateSelector((state) => selectConfig(state)?.enableNetworkSwitch ?? false);
  const dispatch = useGateDispatch();
  if (!network) return null;
  const name = supported ? network.name : errorText({ code: 'unsupportedChain' });
  const content = (
    <>
      <NetworkAvatar network={network} />
      <span className="wg-item-name">{name}</span>
    </>
  );
  if (!canSwitch) return <p className="wg-item">{content}</p>;
  // Named by its content, not aria-label: the name then includes the visible text (WCAG 2.5.3, axe's label-content-name-mismatch).
  return (
    <button
      type="button"
      className="wg-item"
      {...intentHandlers(NetworksView.preload)}
      onClick={() => dispatch(pushed({ view: 'Networks' }))}
    >
      <NetworkAvatar network={network} />
      <span className="wg-item-name" aria-hidden="true">
        {name}
      </span>
      <span className="wg-visually-hidden">{ta('account.network', { name })}</span>
      <span className="wg-item-end" aria-hidden="true">
        <ChevronIcon />
      </span>
    </button>
  );
}
