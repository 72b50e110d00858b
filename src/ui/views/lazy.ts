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
// Send and its token picker share one chunk: picking a token never waits for a download.
export const WalletSendView = lazyView(() => import(/* webpackChunkName: "wg-view-send" */ './WalletSend/WalletSend').then((m) => m.WalletSend));
export const WalletSendSelectTokenView = lazyView(() =>
  import(/* webpackChunkName: "wg-view-send" */ './WalletSend/WalletSendSelectToken').then((m) => m.WalletSendSelectToken),
);
export const WalletReceiveView = lazyView(() => import(/* webpackChunkName: "wg-view-receive" */ './WalletReceive/WalletReceive').then((m) => m.WalletReceive));
// The embedded wallet's views share one chunk (EmbeddedView picks by the router's view); Farcaster's QR code its own.
export const EmbeddedView = lazyView(() => import(/* webpackChunkName: "wg-view-embedded" */ './Embedded/EmbeddedView').then((m) => m.EmbeddedView));
export const ConnectingFarcasterView = lazyView(() =>
  import(/* webpackChunkName: "wg-view-farcaster" */ './Embedded/ConnectingFarcaster').then((m) => m.ConnectingFarcaster),
);
// Both WalletConnect views share one chunk (with the QR code library): Basic is the full one's QR alone.
export const ConnectingWalletConnectView = lazyView(() =>
  import(/* webpackChunkName: "wg-view-walletconnect" */ './ConnectingWalletConnect/ConnectingWalletConnect').then((m) => m.ConnectingWalletConnect),
);
export const ConnectingWalletConnectBasicView = lazyView(() =>
  import(/* webpackChunkName: "wg-view-walletconnect" */ './ConnectingWalletConnect/ConnectingWalletConnectBasic').then((m) => m.ConnectingWalletConnectBasic),
);
