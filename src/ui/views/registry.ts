import type { ComponentType } from 'react';
import type { View } from '../../core/views';
import type { MessageKey } from '../i18n';
import type { RouterData } from '../../../slices';
import { Connect } from './Connect/Connect';
import { ConnectWallets } from './Connect/WalletSection';
import {
  AccountView,
  AllWalletsView,
  ConfigErrorView,
  ConnectingExternalView,
  NetworksView,
  UnsupportedChainView,
  WhatIsAWalletView,
  WalletFeatureView,
  EmbeddedView,
  WalletConnectView,
  OnRampView,
  NamesView,
  SwapFeatureView,
  SiwxView,
} from './lazy';

export interface ViewEntry {
  titleKey: MessageKey;
  /** a title from what the view was opened with (the chosen wallet's name), else the titleKey's */
  titleFrom?: (data: RouterData | null) => string | null;
  Component: ComponentType;
}

/** A catalogue wallet's QR view is titled with the wallet's name. */
const walletName = (data: RouterData | null): string | null => (typeof data?.name === 'string' && data.name.trim() ? data.name : null);

const CONNECT: ViewEntry = { titleKey: 'title.Connect', Component: Connect };

const VIEW_REGISTRY: Partial<Record<View, ViewEntry>> = {
  Connect: CONNECT,
  WhatIsAWallet: { titleKey: 'title.WhatIsAWallet', Component: WhatIsAWalletView },
  ConfigError: { titleKey: 'title.ConfigError', Component: ConfigErrorView },
  // The chosen wallet's name is state, not a static title: the view's own heading says "Continue in {name}".
  ConnectingExternal: { titleKey: 'title.ConnectingExternal', Component: ConnectingExternalView },
  ConnectingWalletConnect: { titleKey: 'title.ConnectingWalletConnect', titleFrom: walletName, Component: WalletConnectView },
  ConnectingWalletConnectBasic: { titleKey: 'title.ConnectingWalletConnect', Component: WalletConnectView },
  Account: { titleKey: 'title.Account', Component: AccountView },
  Networks: { titleKey: 'title.Networks', Component: NetworksView },
  UnsupportedChain: { titleKey: 'title.UnsupportedChain', Component: UnsupportedChainView },
  AllWallets: { titleKey: 'title.AllWallets', Component: AllWalletsView },
  OnRamp: { titleKey: 'title.OnRamp', Component: OnRampView },
  RegisterAccountName: { titleKey: 'title.RegisterAccountName', Component: NamesView },
  RegisterAccountNameSuccess: { titleKey: 'title.RegisterAccountNameSuccess', Component: NamesView },
  ConnectWallets: { titleKey: 'title.ConnectWallets', Component: ConnectWallets },
  SIWXSignMessage: { titleKey: 'title.SIWXSignMessage', Component: SiwxView },
};

// The embedded wallet's views: one lazy chunk renders whichever the router shows (titles are `title.<View>`).
const EMBEDDED_VIEWS = [
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'UpdateEmailWallet',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
  'ConnectSocials',
  'ConnectingSocial',
  'ApproveTransaction',
  'ConnectingFarcaster',
] as const;
for (const view of EMBEDDED_VIEWS) VIEW_REGISTRY[view] = { titleKey: `title.${view}`, Component: EmbeddedView };
// The account area's Send, token picker and Receive: likewise one chunk (titles `title.<View>`).
for (const view of ['WalletSend', 'WalletSendSelectToken', 'WalletReceive'] as const) VIEW_REGISTRY[view] = { titleKey: `title.${view}`, Component: WalletFeatureView };
for (const view of ['Swap', 'SwapSelectToken', 'SwapPreview'] as const) VIEW_REGISTRY[view] = { titleKey: `title.${view}`, Component: SwapFeatureView };

/**
 * The view to render for a router view. Sagas only navigate to views that are built; anything else
 * falls back to Connect rather than to a dead-end screen.
 */
export function resolveView(view: View): { name: View; entry: ViewEntry } {
  const entry = VIEW_REGISTRY[view];
  return entry ? { name: view, entry } : { name: 'Connect', entry: CONNECT };
}
