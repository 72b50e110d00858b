/**
 * The English words of the message codes only lazily loaded code makes: the wallet, account, sign-in and embedded
 * wallet flows' texts, wallet and JSON-RPC errors, node errors, the send, swap and names flows, the email login. sagas/lazy.ts loads this module with the first lazily loaded feature
 * and teaches its words to the catalogue (./catalogue `learnWords`) before that feature's flows run, so these words
 * never weigh on the first load. Every locale translates every code all the same (`error.<code>`).
 */
import { NETWORK_NOT_FOUND, NO_ACTIVE_CAIP_ADDRESS, namespaceNotConfigured } from './instance';
import { THROWN } from './thrown';

/** §8 texts only the lazily loaded flows say (wallet, account, sign-in, embedded wallet) and the views they lead to */
export const FLOW_WORDS = {
  tokenBalanceUnavailable: 'Token Balance Unavailable',
  authInitFailed: 'A problem occurred while trying initialize authentication',
  signatureDeclined: 'Signature declined',
  /** Not in §8's list: the same calm tone as 'Signature declined' for a transaction the visitor refused. */
  transactionDeclined: 'Transaction declined in your wallet',
  smartAccountsUnsupported: 'This application might not support Smart Accounts',
  failedToFetchTransactions: 'Failed to fetch transactions',
  solanaSendFailed: 'Failed to send transaction. Please try again.',
  actionNotAllowed: 'Action not allowed',
  transactionStarted: 'Transaction started',
  authenticating: 'Authenticating...',
  APKT003: 'Session Expired',
  APKT004: 'Network Not Found',
  /** the socials-timeout alert */
  APKT005: 'Invalid App Configuration',
  /** §8 "Provider error text (first reason description) is used when present": a wallet's or an API's own words */
  providerText: '{text}',
  'connect.connectorNotFound': 'This wallet is no longer available in the browser.',
  'copied.address': 'Address copied',
  'copied.link': 'Link copied',

  // §8 thrown texts that a flow also shows
  failedToDisconnect: THROWN.failedToDisconnect,
  chainNotSupported: THROWN.chainNotSupported,
  networkNotFound: NETWORK_NOT_FOUND,
  siwxNotEnabled: THROWN.siwxNotEnabled,
  noActiveCaipAddress: NO_ACTIVE_CAIP_ADDRESS,
  requestAborted: THROWN.requestAborted,
  /** §8: a frame ERROR reply without a message of its own */
  frameError: THROWN.frameError,
  chainAdapterNotFound: THROWN.chainAdapterNotFound,
  namespaceNotConfigured: namespaceNotConfigured('{namespace}'),
  httpStatus: THROWN.httpStatus('{status}'),
} as const;

/** §8 JSON-RPC codes (EIP-1474), wallet codes (EIP-1193, EIP-3326) and the 5700–5760 batch and capability codes (EIP-5792) */
export const RPC_WORDS = {
  'rpc.-32700': 'The wallet could not read the request (parse error)',
  'rpc.-32600': 'The request was not valid',
  'rpc.-32601': 'The wallet does not know this method',
  'rpc.-32602': 'The request had invalid parameters',
  'rpc.-32603': 'The wallet hit an internal error',
  'rpc.-32000': 'The node refused the request (invalid input)',
  'rpc.-32001': 'The requested resource was not found',
  'rpc.-32002': 'A request is already pending in your wallet — open it to continue',
  'rpc.-32003': 'The transaction was rejected by the network',
  'rpc.-32004': 'This method is not supported',
  'rpc.-32005': 'Too many requests — wait a moment and try again',
  'rpc.-32006': 'This JSON-RPC version is not supported',
  'rpc.4001': 'You rejected the request in your wallet',
  'rpc.4100': 'Your wallet has not authorised this site or account — connect again',
  'rpc.4200': 'Your wallet does not support this request',
  'rpc.4900': 'Your wallet is disconnected from all networks',
  'rpc.4901': 'Your wallet is not connected to this network',
  'rpc.4902': 'Your wallet does not know this network yet',
  'rpc.5700': 'Your wallet does not support a capability this request needs',
  'rpc.5710': 'Your wallet does not support this network for batched calls',
  'rpc.5720': 'A batch with this id was already sent',
  'rpc.5730': 'The batch id is not known to your wallet',
  'rpc.5740': 'The batch is too large for your wallet',
  'rpc.5750': 'Your wallet needs an upgrade of your account to send this batch',
  'rpc.5760': 'Your wallet cannot send these calls together (not atomic)',
  'rpc.batch': 'Your wallet could not process these batched calls',
} as const;

/** §8 node error classes, in words a visitor can act on (send and swap preflight) */
export const NODE_WORDS = {
  'node.executionReverted': 'This transaction would fail (reverted)',
  'node.executionRevertedBecause': 'This transaction would fail (reverted): {reason}',
  'node.insufficientFunds': 'Not enough {symbol} to pay for gas',
  'node.feeCapTooHigh': 'The fee cap is higher than the network allows',
  'node.feeCapTooLow': "The fee cap is below the network's current base fee — try again",
  'node.nonceTooHigh': "Your wallet's transaction count is ahead of the network — reset its activity and try again",
  'node.nonceTooLow': 'A transaction with this nonce was already sent — try again',
  'node.nonceMax': 'This account has reached the highest nonce a network allows',
  'node.intrinsicGasTooHigh': "The gas limit is above the block's gas limit",
  'node.intrinsicGasTooLow': 'The gas limit is too low for this transaction',
  'node.transactionTypeNotSupported': 'This network does not support this transaction type',
  'node.tipAboveFeeCap': 'The priority fee is higher than the fee cap',
  'node.unknownNodeError': 'The network could not process this transaction',
} as const;

/** the send flow */
export const SEND_WORDS = {
  'send.awaitingApproval': 'Approve the transaction in your wallet',
  /** SPEC §5 Solana */
  'send.solanaInvalid': 'Please enter a valid amount and receiver address',
  /** SPEC §9 pending-transactions limit */
  'send.tooManyPending': 'You have {count} pending transactions. Wait for some to confirm.',
} as const;

/** the swap flow */
export const SWAP_WORDS = {
  'swap.unsupported': THROWN.swapsUnsupported,
  /** the swap was mined but reverted: almost always the price moved past the slippage tolerance since the quote */
  'swap.reverted': 'The swap failed on chain: the price moved more than {slippage}% since the quote. Check the new quote and try again.',
  'swap.approveReverted': 'The approval failed on chain. Try again.',
  'swap.noQuote': 'No quote for this swap',
  'swap.swapped': 'Swap completed',
} as const;

/** §8 names texts */
export const NAMES_WORDS = {
  'names.namesForAddress': 'Error fetching names for address',
  'names.suggestions': 'Error fetching name suggestions',
  'names.resolving': 'Error resolving name',
  'names.registering': 'Error registering name {name}',
} as const;

/** the email login */
export const EMAIL_WORDS = {
  /** SPEC §5: 'Please try again after {n} seconds', n the remaining seconds rounded up */
  'email.cooldown': 'Please try again after {seconds} seconds',
} as const;

/** A code only a lazily loaded feature makes. */
export type FeatureCode = keyof typeof FLOW_WORDS | keyof typeof RPC_WORDS | keyof typeof NODE_WORDS | keyof typeof SEND_WORDS | keyof typeof SWAP_WORDS | keyof typeof NAMES_WORDS | keyof typeof EMAIL_WORDS;

/** Every table above in one: what sagas/lazy.ts teaches the catalogue when the first lazily loaded feature loads. */
export const ALL_FEATURE_WORDS = { ...FLOW_WORDS, ...RPC_WORDS, ...NODE_WORDS, ...SEND_WORDS, ...SWAP_WORDS, ...NAMES_WORDS, ...EMAIL_WORDS } as const;
