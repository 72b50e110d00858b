/**
 * The account area's strings (tabs, tokens, NFTs, activity, send, receive). They load with the account views'
 * chunks, not with the first bundle; other locales provide the same keys (`AccountMessages`).
 */
import type { OperationType } from '../../core/api/history';
import type { SendIssue } from '../../core/send';
import { useMessages } from './index';

export const enAccount = {
  // the Account view
  'account.copyAddress': 'Copy address',
  'account.balanceLoading': 'Loading balance',
  'account.network': 'Network: {name}',
  'account.disconnect': 'Disconnect',
  'account.chains': 'Connected chains',
  'account.chain.eip155': 'EVM',
  'account.chain.solana': 'Solana',
  'account.chain.polkadot': 'Polkadot',
  'account.chain.bip122': 'Bitcoin',
  'account.accountList': 'Your accounts',
  'account.inUse': 'In use',
  // SPEC §3 allAccounts / addressLabels: an account's addresses, named by the site's label or by their type
  'account.addresses': 'Your addresses',
  'account.type.eoa': 'Regular account',
  'account.type.smartAccount': 'Smart account',
  'account.addressLabel': '{label} · {address}',
  'tabs.label': 'Assets and activity',
  'tabs.tokens': 'Tokens',
  'tabs.nfts': 'NFTs',
  'tabs.activity': 'Activity',
  'actions.label': 'Account actions',
  'actions.buy': 'Buy',
  'actions.send': 'Send',
  'actions.receive': 'Receive',
  'actions.swap': 'Swap',

  'tokens.loading': 'Loading tokens',
  'tokens.empty': 'No tokens yet',
  'tokens.unavailable': 'Token Balance Unavailable',
  'tokens.tryAgain': 'Try again',
  'tokens.amount': '{amount} {symbol}',

  'nfts.loading': 'Loading NFTs',
  'nfts.empty': 'No NFTs yet',
  'nfts.failed': 'Could not load your NFTs.',

  'activity.loading': 'Loading activity',
  'activity.empty': 'No activity yet',
  'activity.loadMore': 'Load more',
  'activity.fetchFailed': 'Failed to fetch transactions',
  'activity.tryAgain': 'Try again',
  'activity.failed': 'Failed',
  'activity.pending': 'Pending',
  'activity.to': 'to {address}',
  'activity.from': 'from {address}',
  'operation.approve': 'Approved',
  'operation.burn': 'Burned',
  'operation.cancel': 'Cancelled',
  'operation.borrow': 'Borrowed',
  'operation.deposit': 'Deposited',
  'operation.deploy': 'Deployed',
  'operation.execute': 'Executed',
  'operation.mint': 'Minted',
  'operation.receive': 'Received',
  'operation.repay': 'Repaid',
  'operation.send': 'Sent',
  'operation.stake': 'Staked',
  'operation.trade': 'Swapped',
  'operation.unstake': 'Unstaked',
  'operation.withdraw': 'Withdrawn',
  'operation.buy': 'Bought',

  'send.token': 'Token',
  'send.selectToken': 'Select token',
  'send.tokenChosen': 'Token:',
  'send.amount': 'Amount',
  'send.max': 'Max',
  'send.available': 'Available: {amount} {symbol}',
  'send.amountValue': '≈ {value}',
  'send.receiver': 'To',
  'send.receiverPlaceholder': 'Address or name',
  'send.networkCost': 'Network cost',
  'send.networkBalance': 'Network balance',
  'send.unknown': '—',
  'send.submit': 'Send',
  'send.sending': 'Sending…',
  'send.issue.selectToken': 'Select Token',
  'send.issue.addAmount': 'Add Amount',
  'send.issue.invalidAmount': 'Invalid Amount',
  'send.issue.insufficientFunds': 'Insufficient Funds',
  'send.issue.addAddress': 'Add Address',
  'send.issue.resolvingName': 'Resolving name…',
  // SPEC §8: the name typed as receiver could not be looked up
  'send.nameError': 'Error resolving name',
  'send.issue.invalidAddress': 'Invalid Address',
  'send.issue.addressChecksum': "The address's capital letters don't match its checksum",
  'send.issue.fetchingGas': 'Estimating network cost…',
  'send.issue.insufficientGas': 'Insufficient Funds for Gas',
  'send.issue.wouldFail': 'Transaction Would Fail',

  'selectToken.search': 'Search tokens',
  'selectToken.list': 'Your tokens',
  'selectToken.empty': 'No tokens found',

  'receive.qr': 'QR code of your address',
  'receive.address': 'Your address',
  'receive.copy': 'Copy address',
  'receive.networks': 'Networks',
  'receive.networksHint': 'Receive only on these networks at this address',
} as const;

export type AccountMessageKey = keyof typeof enAccount;

export const operationKey = (type: OperationType) => `operation.${type}` as const satisfies AccountMessageKey;
export const sendIssueKey = (issue: SendIssue) => `send.issue.${issue}` as const satisfies AccountMessageKey;

/** The account strings in the locale shown (a view's hook). */
export const useAccountStrings = () => useMessages('account', enAccount);
