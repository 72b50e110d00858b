/**
 * English strings of the first bundle: dialog chrome, every view's title and the Connect view. Each other view's
 * strings are in a table of their own that loads with its chunk (read with `useMessages` in ./index). Other locales
 * provide the same keys. Placeholders are written `{name}`.
 */
export const en = {
  // header and dialog chrome
  'modal.back': 'Back',
  'modal.close': 'Close',
  'modal.loading': 'Loading',
  'modal.viewFailed': 'This could not load. Check your connection.',
  'modal.retry': 'Try again',

  // view titles (SPEC §2)
  'title.Connect': 'Connect Wallet',
  'title.WhatIsAWallet': 'What is a wallet?',
  'title.ConfigError': 'Invalid App Configuration',
  'title.ConnectingExternal': 'Connecting',
  'title.ConnectingWalletConnect': 'WalletConnect',
  'title.Account': 'Account',
  'title.Networks': 'Choose network',
  'title.UnsupportedChain': 'Switch network',
  'title.WalletSend': 'Send',
  'title.WalletSendSelectToken': 'Select token',
  'title.WalletReceive': 'Receive',
  'title.OnRamp': 'Buy crypto',
  'title.Swap': 'Swap',
  'title.SwapSelectToken': 'Select token',
  'title.SwapPreview': 'Review swap',
  // the embedded wallet's views (their other strings load with them: i18n/embedded.ts)
  'title.EmailVerifyOtp': 'Confirm Email',
  'title.EmailVerifyDevice': 'Register Device',
  'title.UpdateEmailWallet': 'Edit Email',
  'title.UpdateEmailPrimaryOtp': 'Confirm Current Email',
  'title.UpdateEmailSecondaryOtp': 'Confirm New Email',
  'title.ConnectSocials': 'All Socials',
  'title.ConnectingSocial': 'Sign In',
  'title.ConnectingFarcaster': 'Farcaster',
  'title.ApproveTransaction': 'Approve Transaction',
  'title.RegisterAccountName': 'Choose Name',
  'title.RegisterAccountNameSuccess': 'Register Name',
  'title.SIWXSignMessage': 'Sign In',

  // Connect
  'connect.intro': 'Continue to {appName}',
  'connect.walletsHeading': 'Wallets',
  'connect.noWallets': 'No wallets detected in this browser',
  'connect.whatIsAWallet': 'What is a wallet?',
  'connect.tagRecent': 'Recent',
  'connect.tagInstalled': 'Installed',
  'connect.tagQrCode': 'QR Code',
  'connect.continueWithWallet': 'Continue with a wallet',
  'title.ConnectWallets': 'Select Wallet',






  // AllWallets' entry on Connect (its view's own strings: i18n/allWallets.ts)
  'title.AllWallets': 'All Wallets',
  'connect.allWallets': 'All wallets',

  // notifications
  'notification.dismiss': 'Dismiss',
} as const;

export type MessageKey = keyof typeof en;
