import type { ComponentType } from 'react';
import type { View } from '../../core/views';
import type { MessageKey } from '../i18n';
import { Connect } from './Connect/Connect';
import {
  AccountView,
  AllWalletsView,
  ConfigErrorView,
  ConnectingExternalView,
  NetworksView,
  UnsupportedChainView,
  WhatIsAWalletView,
  WalletReceiveView,
  WalletSendSelectTokenView,
  WalletSendView,
  EmbeddedView,
  ConnectingFarcasterView,
  ConnectingWalletConnectView,
  ConnectingWalletConnectBasicView,
} from './lazy';

export interface ViewEntry {
  titleKey: MessageKey;
  Component: ComponentType;
}

const CONNECT: ViewEntry = { titleKey: 'title.Connect', Component: Connect };

const VIEW_REGISTRY: Partial<Record<View, ViewEntry>> = {
  Connect: CONNECT,
  WhatIsAWallet: { titleKey: 'title.WhatIsAWallet', Component: WhatIsAWalletView },
  ConfigError: { titleKey: 'title.ConfigError', Component: ConfigErrorView },
  // The chosen wallet's name is state, not a static title: the view's own heading says "Continue in {name}".
  ConnectingExternal: { titleKey: 'title.ConnectingExternal', Component: ConnectingExternalView },
  ConnectingWalletConnect: { titleKey: 'title.ConnectingWalletConnect', Component: ConnectingWalletConnectView },
  ConnectingWalletConnectBasic: { titleKey: 'title.ConnectingWalletConnectBasic', Component: ConnectingWalletConnectBasicView },
  Account: { titleKey: 'title.Account', Component: AccountView },
  Networks: { titleKey: 'title.Networks', Component: NetworksView },
  UnsupportedChain: { titleKey: 'title.UnsupportedChain', Component: UnsupportedChainView },
  AllWallets: { titleKey: 'title.AllWallets', Component: AllWalletsView },
  WalletSend: { titleKey: 'title.WalletSend', Component: WalletSendView },
  WalletSendSelectToken: { titleKey: 'title.WalletSendSelectToken', Component: WalletSendSelectTokenView },
  WalletReceive: { titleKey: 'title.WalletReceive', Component: WalletReceiveView },
  EmailVerifyOtp: { titleKey: 'title.EmailVerifyOtp', Component: EmbeddedView },
  EmailVerifyDevice: { titleKey: 'title.EmailVerifyDevice', Component: EmbeddedView },
  UpdateEmailWallet: { titleKey: 'title.UpdateEmailWallet', Component: EmbeddedView },
  UpdateEmailPrimaryOtp: { titleKey: 'title.UpdateEmailPrimaryOtp', Component: EmbeddedView },
  UpdateEmailSecondaryOtp: { titleKey: 'title.UpdateEmailSecondaryOtp', Component: EmbeddedView },
  ConnectSocials: { titleKey: 'title.ConnectSocials', Component: EmbeddedView },
  ConnectingSocial: { titleKey: 'title.ConnectingSocial', Component: EmbeddedView },
  ApproveTransaction: { titleKey: 'title.ApproveTransaction', Component: EmbeddedView },
  ConnectingFarcaster: { titleKey: 'title.ConnectingFarcaster', Component: ConnectingFarcasterView },
};

/**
 * The view to render for a router view. Sagas only navigate to views that are built; anything else
 * falls back to Connect rather than to a dead-end screen.
 */
export function resolveView(view: View): { name: View; entry: ViewEntry } {
  const entry = VIEW_REGISTRY[view];
  return entry ? { name: view, entry } : { name: 'Connect', entry: CONNECT };
}
