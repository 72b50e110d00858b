/**
 * The error catalogue of SPEC §8 as codes and their English words. The store keeps `{ code, params }` (never words);
 * a view turns the code into the shown locale's words (src/ui/i18n, `error.<code>` in every locale file), and what
 * leaves the widget in English (analytics events, thrown errors) reads the words here with `englishOf`.
 * `{name}` in a text is a placeholder filled from the message's params.
 */
import { EMAIL_DEPENDENCY, NETWORK_NOT_FOUND, NO_ACTIVE_CAIP_ADDRESS, namespaceNotConfigured } from './instance';
import { THROWN } from './thrown';

export const MESSAGES = {
  // §8 user-facing
  tokenBalanceUnavailable: 'Token Balance Unavailable',
  authInitFailed: 'A problem occurred while trying initialize authentication',
  signatureDeclined: 'Signature declined',
  /** Not in §8's list: the same calm tone as 'Signature declined' for a transaction the visitor refused. */
  transactionDeclined: 'Transaction declined in your wallet',
  smartAccountsUnsupported: 'This application might not support Smart Accounts',
  failedToFetchTransactions: 'Failed to fetch transactions',
  somethingWentWrong: 'Something went wrong',
  solanaSendFailed: 'Failed to send transaction. Please try again.',
  actionNotAllowed: 'Action not allowed',
  unsupportedChain: 'Unsupported chain',
  transactionStarted: 'Transaction started',
  authenticating: 'Authenticating...',
  requestTooLong: 'The request took too long to respond.',

  // §8 alerts, by their codes (a configuration message: shown only in debug, or on the ConfigError view)
  APKT001: 'Project ID Not Configured',
  /** the reason is the site developer's: which option is wrong, in the options' own (English) names */
  APKT002: 'Invalid App Configuration: {detail}',
  APKT003: 'Session Expired',
  APKT004: 'Network Not Found',
  /** the socials-timeout alert */
  APKT005: 'Invalid App Configuration',
  /** SPEC §5: an option that fails its rule; `detail` is the rule, in the options' own (English) terms */
  invalidOption: 'Invalid option `{path}`: {detail}',

  // §8 thrown texts that a flow also shows
  failedToDisconnect: THROWN.failedToDisconnect,
  chainNotSupported: THROWN.chainNotSupported,
  networkNotFound: NETWORK_NOT_FOUND,
  siwxNotEnabled: THROWN.siwxNotEnabled,
  noActiveCaipAddress: NO_ACTIVE_CAIP_ADDRESS,
  emailDependency: EMAIL_DEPENDENCY,
  requestAborted: THROWN.requestAborted,
  /** §8: a frame ERROR reply without a message of its own */
  frameError: THROWN.frameError,
  chainAdapterNotFound: THROWN.chainAdapterNotFound,
  namespaceNotConfigured: namespaceNotConfigured('{namespace}'),
  httpStatus: THROWN.httpStatus('{status}'),
  /** §8 "Provider error text (first reason description) is used when present": a wallet's or an API's own words */
  providerText: '{text}',

  // §8 JSON-RPC codes (EIP-1474) and wallet codes (EIP-1193, EIP-3326)
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
  // §8 "5700–5760 wallet batch/capability errors" (EIP-5792)
  'rpc.5700': 'Your wallet does not support a capability this request needs',
  'rpc.5710': 'Your wallet does not support this network for batched calls',
  'rpc.5720': 'A batch with this id was already sent',
  'rpc.5730': 'The batch id is not known to your wallet',
  'rpc.5740': 'The batch is too large for your wallet',
  'rpc.5750': 'Your wallet needs an upgrade of your account to send this batch',
  'rpc.5760': 'Your wallet cannot send these calls together (not atomic)',
  'rpc.batch': 'Your wallet could not process these batched calls',

  // §8 node error classes, in words a visitor can act on
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

  // the send flow
  'send.awaitingApproval': 'Approve the transaction in your wallet',
  /** SPEC §5 Solana */
  'send.solanaInvalid': 'Please enter a valid amount and receiver address',
  /** SPEC §9 pending-transactions limit */
  'send.tooManyPending': 'You have {count} pending transactions. Wait for some to confirm.',

  // the swap flow
  'swap.unsupported': THROWN.swapsUnsupported,
  /** the swap was mined but reverted: almost always the price moved past the slippage tolerance since the quote */
  'swap.reverted': 'The swap failed on chain: the price moved more than {slippage}% since the quote. Check the new quote and try again.',
  'swap.approveReverted': 'The approval failed on chain. Try again.',
  'swap.noQuote': 'No quote for this swap',
  'swap.swapped': 'Swap completed',

  // §8 names texts
  'names.namesForAddress': 'Error fetching names for address',
  'names.suggestions': 'Error fetching name suggestions',
  'names.resolving': 'Error resolving name',
  'names.registering': 'Error registering name {name}',

  /** SPEC §5: 'Please try again after {n} seconds', n the remaining seconds rounded up */
  'email.cooldown': 'Please try again after {seconds} seconds',
  'connect.connectorNotFound': 'This wallet is no longer available in the browser.',
  'copied.address': 'Address copied',
  'copied.link': 'Link copied',
} as const;

export type MessageCode = keyof typeof MESSAGES;
export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * What the store keeps of a message or an error: the catalogue's code and the values its words are filled with.
 * Serializable, never an Error instance and never words (ARCHITECTURE: state). `walletCode` in params is a wallet's
 * or an API's own code (4001, -32002), kept for the flows and views that act on it.
 */
export interface Message {
  code: MessageCode;
  params?: MessageParams;
}

export type ErrorInfo = Message;

export const msg = (code: MessageCode, params?: MessageParams): Message => (params ? { code, params } : { code });

/** The wallet's or API's own code a message carries, as text ('4001' when the visitor refused), if any. */
export const walletCodeOf = (info: Message | null | undefined): string | undefined =>
  info?.params?.walletCode === undefined ? undefined : String(info.params.walletCode);

/** The words of a message in English: for what leaves the widget (analytics, hooks, thrown errors, logs). */
export function englishOf(info: Message): string {
  const text: string = MESSAGES[info.code] ?? MESSAGES.somethingWentWrong;
  const params = info.params;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole));
}

/** §8 HTTP statuses worth retrying. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([403, 408, 413, 429, 500, 502, 503, 504]);

/**
 * A failed fetch as the store keeps it: the timeout's own words when that was why, else `fallback` (the §8 text of
 * what could not be shown).
 */
export function toErrorInfo(error: unknown, fallback: MessageCode = 'somethingWentWrong'): ErrorInfo {
  const code = error && typeof error === 'object' ? (error as { code?: unknown }).code : undefined;
  return msg(code === 'TIMEOUT' ? 'requestTooLong' : fallback);
}

/**
 * A thrown error whose words are the catalogue's: `message` is the English (as SPEC §8 throws it), `info` what a flow
 * that catches it keeps in the store; `code` the short code flows branch on, if any.
 */
export class MessageError extends Error {
  constructor(
    readonly info: Message,
    readonly code?: string | number,
  ) {
    super(englishOf(info));
  }
}
