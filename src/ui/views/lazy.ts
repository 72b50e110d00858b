import { lazyView } from './lazyView';

/** Views other than Connect live in their own chunks, out of the first bundle. */
export const WhatIsAWalletView = lazyView(() =>
  import(/* webpackChunkName: "wg-view-what-is-a-wallet" */ './WhatIsAWallet/WhatIsAWallet').then((m) => m.WhatIsAWallet),
);
export const ConfigErrorView = lazyView(() =>
  import(/* webpackChunkName: "wg-view-config-error" */ './ConfigError/ConfigError').then((m) => m.ConfigError),
);
export const ConnectingExternalView = lazyView(() =>
  import(/* webpackChunkName: "wg-view-connecting-external" */ './ConnectingExternal/ConnectingExternal').then((m) => m.ConnectingExternal),
);
export const AccountView = lazyView(() => import(/* webpackChunkName: "wg-view-account" */ './Account/Account').then((m) => m.Account));
export const NetworksView = lazyView(() => import(/* webpackChunkName: "wg-view-networks" */ './Networks/Networks').then((m) => m.Networks));
export const UnsupportedChainView = lazyView(() =>
  import(/* webpackChunkName: "wg-view-unsupported-chain" */ './UnsupportedChain/UnsupportedChain').then((m) => m.UnsupportedChain),
);
export const AllWalletsView = lazyView(() => import(/* webpackChunkName: "wg-view-all-wallets" */ './AllWallets/AllWallets').then((m) => m.AllWallets));
// Send, its token picker and Receive: one chunk, one component that renders whichever the router shows.
export const WalletFeatureView = lazyView(() => import(/* webpackChunkName: "wg-view-wallet" */ './walletViews').then((m) => m.WalletFeatureView));
// The embedded wallet's views share one chunk: EmbeddedView renders whichever the router shows.
export const EmbeddedView = lazyView(() => import(/* webpackChunkName: "wg-view-embedded" */ './Embedded/EmbeddedView').then((m) => m.EmbeddedView));
// ConnectingWalletConnect and its Basic variant share one chunk (with the QR code library).
export const WalletConnectView = lazyView(() =>
  import(/* webpackChunkName: "wg-view-walletconnect" */ './ConnectingWalletConnect/WalletConnectView').then((m) => m.WalletConnectView),
);
// Buy crypto (on-ramp): its own chunk, asked for on the Buy button's hover or focus.
export const OnRampView = lazyView(() => import(/* webpackChunkName: "wg-view-onramp" */ './OnRamp/OnRamp').then((m) => m.OnRamp));
// RegisterAccountName and its success view share one chunk.
export const NamesView = lazyView(() => import(/* webpackChunkName: "wg-view-names" */ './RegisterAccountName/NamesView').then((m) => m.NamesView));
// Swap, its token picker and its preview: one chunk (with the swap slice), loaded on the visitor's first look.
export const SwapFeatureView = lazyView(() => import(/* webpackChunkName: "wg-view-swap" */ './Swap/SwapView').then((m) => m.SwapView));
// Sign in with a wallet (SIWXSignMessage): its own chunk, with the siwx slice.
export const SiwxView = lazyView(() => import(/* webpackChunkName: "wg-view-siwx" */ './SIWXSignMessage/SIWXSignMessage').then((m) => m.SIWXSignMessage));
