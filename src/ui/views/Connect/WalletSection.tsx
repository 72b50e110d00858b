import { useId, type ReactElement } from 'react';
import { walletSelection, type WalletListItem } from '../../../core/connectors';
import type { ChainNamespace } from '../../../core/caip';
import { pushed, selectConfig, selectWalletList, walletConnectIntent, walletSelected } from '../../../../slices';
import { walletIntent } from '../../../../slices/walletRequests';
import { Avatar } from '../../components/Avatar';
import { useGateDispatch, useGateSelector } from '../../context';
import { useStrings, type MessageKey, type Translate } from '../../i18n';
import { ConnectingExternalView, WalletConnectView, WhatIsAWalletView } from '../lazy';
import { AllWalletsButton } from './AllWalletsButton';
import { intentHandlers } from '../../focus';

/** A multi-chain wallet's logo shows its chains (SPEC §3 merged connectors): Ξ for EVM, ◎ for Solana. */
const CHAIN_GLYPHS: Record<ChainNamespace, string> = { eip155: 'Ξ', solana: '◎', polkadot: '●', bip122: '₿' };
const CHAIN_NAMES: Record<ChainNamespace, string> = { eip155: 'EVM', solana: 'Solana', polkadot: 'Polkadot', bip122: 'Bitcoin' };

/** 'QR Code' for WalletConnect, 'Recent' for a wallet used before, 'Installed' for one announced in this browser. */
function tagOf(wallet: WalletListItem, t: Translate<MessageKey>): string | null {
  if (wallet.source === 'walletConnect') return t('connect.tagQrCode');
  if (wallet.source === 'recent') return t('connect.tagRecent');
  if (wallet.source === 'injected' && wallet.connectorId) return t('connect.tagInstalled');
  return null;
}

/**
 * The external-wallet part of Connect: the wallets in SPEC §9 order and the explainer link. Picking one only
 * says which: the connection saga decides between ConnectingExternal and WalletConnect.
 */
export function WalletSection({ expanded = false }: { expanded?: boolean }): ReactElement {
  const t = useStrings();
  const wallets = useGateSelector(selectWalletList);
  const collapse = useGateSelector((s) => selectConfig(s)?.features.collapseWallets) && !expanded;
  const dispatch = useGateDispatch();
  const headingId = useId();
  // SPEC §1 features.collapseWallets: one entry on Connect; the list is a view of its own
  if (collapse) {
    return (
      <button
        type="button"
        className="wg-item"
        {...intentHandlers(() => dispatch(walletIntent()))}
        onClick={() => dispatch(pushed({ view: 'ConnectWallets' }))}
      >
        <span className="wg-item-name">{t('connect.continueWithWallet')}</span>
      </button>
    );
  }
  const select = (wallet: WalletListItem) => dispatch(walletSelected(walletSelection(wallet)));
  return (
    <section className="wg-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="wg-section-heading">
        {t('connect.walletsHeading')}
      </h3>
      {wallets.length === 0 ? (
        <p className="wg-empty">{t('connect.noWallets')}</p>
      ) : (
        <ul className="wg-list">
          {wallets.map((wallet) => {
            const tag = tagOf(wallet, t);
            // an installed wallet connects in ConnectingExternal, any other through WalletConnect's QR code
            // and the wallet flows: about to pick a wallet is when connecting's code is worth fetching
            const preload = wallet.connectorId
              ? () => {
                  ConnectingExternalView.preload();
                  dispatch(walletIntent());
                }
              : () => {
                  WalletConnectView.preload();
                  dispatch(walletConnectIntent());
                };
            return (
              <li key={wallet.id}>
                {/* The name comes from what is shown ("MetaMask Installed"): WCAG 2.5.3, label in name. */}
                <button
                  type="button"
                  className="wg-item"
                  {...intentHandlers(preload)}
                  onClick={() => select(wallet)}
                >
                  <span className="wg-avatar-wrap">
                    <Avatar name={wallet.name} src={wallet.imageUrl} />
                    {wallet.chains ? (
                      <span className="wg-chains" aria-hidden="true">
                        {wallet.chains.map((chain) => (
                          <span key={chain} className="wg-chain" title={CHAIN_NAMES[chain]}>
                            {CHAIN_GLYPHS[chain]}
                          </span>
                        ))}
                      </span>
                    ) : null}
                  </span>
                  {/* its own direction: in a right-to-left dialog "Legacy Sandbox Wallet" is cut at its end, not its start */}
                  <span className="wg-item-name" dir="auto">
                    {wallet.name}
                  </span>
                  {wallet.chains ? <span className="wg-visually-hidden">{wallet.chains.map((c) => CHAIN_NAMES[c]).join(', ')}</span> : null}
                  {tag ? (
                    <span className="wg-tag">
                      {tag}
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <button
        type="button"
        className="wg-link"
        {...intentHandlers(WhatIsAWalletView.preload)}
        onClick={() => dispatch(pushed({ view: 'WhatIsAWallet' }))}
      >
        {t('connect.whatIsAWallet')}
      </button>
      <AllWalletsButton />
    </section>
  );
}

/** The ConnectWallets view (SPEC §1 collapseWallets): the wallet list Connect folded away. */
export function ConnectWallets(): ReactElement {
  return <WalletSection expanded />;
}
