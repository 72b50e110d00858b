/**
 * English strings: the reference table. Every key a component uses is declared here; other locales
 * must provide the same keys (see `Messages`). Placeholders are written `{name}`.
 */
export const en = {
  // header and dialog chrome
  'modal.back': 'Back',
  'modal.close': 'Close',
  'modal.loading': 'Loading',

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

  // Connect
  'connect.intro': 'Continue to {appName}',
  'connect.walletsHeading': 'Wallets',
  'connect.noWallets': 'No wallets detected in this browser',
  'connect.whatIsAWallet': 'What is a wallet?',
  'connect.tagRecent': 'Recent',
  'connect.tagInstalled': 'Installed',
  'connect.tagQrCode': 'QR Code',

  // ConnectingExternal
  'connecting.continueIn': 'Continue in {name}',
  'connecting.yourWallet': 'your wallet',
  'connecting.accept': 'Accept the connection request in the wallet.',
  'connecting.waiting': 'Waiting for the wallet',
  'connecting.declined': 'Connection declined',
  'connecting.failed': 'Connection failed',
  'connecting.tryAgain': 'Try again',

  // Account
  'account.copyAddress': 'Copy address',
  'account.copied': 'Address copied',
  'account.balanceLoading': 'Loading balance',
  'account.network': 'Network: {name}',
  'account.disconnect': 'Disconnect',

  // Networks and UnsupportedChain
  'networks.approve': 'Approve the network switch in your wallet',
  'unsupported.body': "This app doesn't support your current network. Switch to an available option to continue.",

  // WhatIsAWallet
  'whatIsAWallet.homeTitle': 'A home for your digital assets',
  'whatIsAWallet.homeBody': 'A wallet lets you send, receive, store and display digital assets like tokens and NFTs.',
  'whatIsAWallet.loginTitle': 'A new way to log in',
  'whatIsAWallet.loginBody': 'Instead of creating an account and password on every site, you connect your wallet.',
  'whatIsAWallet.getTitle': 'How to get one',
  'whatIsAWallet.getBody': 'Install a wallet app or browser extension, or sign in with email where the site offers it.',

  // ConfigError
  'configError.help': 'The site passed options WalletGate cannot use. If you run this site, check its WalletGate configuration.',
  'configError.code': 'Error code: {code}',

  // AllWallets (and its entry on Connect)
  'title.AllWallets': 'All Wallets',
  'connect.allWallets': 'All wallets',
  'allWallets.search': 'Search wallets',
  'allWallets.list': 'Wallets',
  'allWallets.installed': 'Installed',
  'allWallets.loading': 'Loading wallets',
  'allWallets.empty': 'No wallets found',
  'allWallets.error': 'Could not load the wallets.',
  'allWallets.tryAgain': 'Try again',

  // notifications
  'notification.dismiss': 'Dismiss',
} as const;

export type MessageKey = keyof typeof en;
/** What every locale provides: the same keys as English, any text. */
export type Messages = Record<MessageKey, string>;
