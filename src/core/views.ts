/** The modal's internal views (SPEC §2). There are no URL routes. */
export type View =
  | 'Connect'
  | 'Account'
  | 'AllWallets'
  | 'ConnectingWalletConnect'
  | 'ConnectingWalletConnectBasic'
  | 'ConnectingExternal'
  | 'ConnectingSiwe'
  | 'ConnectingFarcaster'
  | 'SIWXSignMessage'
  | 'UnsupportedChain'
  | 'ApproveTransaction'
  | 'RegisterAccountName'
  | 'RegisterAccountNameSuccess'
  | 'Networks'
  | 'WhatIsAWallet'
  | 'ConfigError'
  // SPEC §1 features.collapseWallets: the wallet list behind Connect's one "Continue with a wallet" entry
  | 'ConnectWallets'
  // the account area's feature views (SPEC §2: loaded only when send / receive are enabled)
  | 'WalletSend'
  | 'WalletSendSelectToken'
  | 'WalletReceive'
  // buying crypto (SPEC §2: loaded only when onramp is enabled)
  | 'OnRamp'
  // swaps (SPEC §2: loaded only when the swaps feature is enabled)
  | 'Swap'
  | 'SwapSelectToken'
  | 'SwapPreview'
  // the embedded wallet's views (SPEC §2: loaded only when email / socials are enabled)
  | 'EmailVerifyOtp'
  | 'EmailVerifyDevice'
  | 'UpdateEmailWallet'
  | 'UpdateEmailPrimaryOtp'
  | 'UpdateEmailSecondaryOtp'
  | 'ConnectingSocial'
  | 'ConnectSocials';

/** Views that belong to sign-in: closing them is refused while sign-in is required and no session exists. */
/** The views that show a WalletConnect pairing (its QR code or deep link). */
export const WALLET_CONNECT_VIEWS: ReadonlySet<View> = new Set(['ConnectingWalletConnect', 'ConnectingWalletConnectBasic']);

export const SIGN_IN_VIEWS: ReadonlySet<View> = new Set(['ConnectingSiwe', 'SIWXSignMessage']);

/**
 * Views that show a connected account's data: opened while nothing is connected (`open({ view: 'Swap' })`), they
 * would wait for an account forever ("Loading tokens"), so the visitor is shown the ways to connect instead.
 */
export const ACCOUNT_VIEWS: ReadonlySet<View> = new Set([
  'Account',
  'WalletSend',
  'WalletSendSelectToken',
  'WalletReceive',
  'OnRamp',
  'Swap',
  'SwapSelectToken',
  'SwapPreview',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'UpdateEmailWallet',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
]);
