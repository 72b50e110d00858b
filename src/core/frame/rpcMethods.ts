/** The embedded wallet's RPC method lists (SPEC §6). Safe methods are read-only (or already signed) and
 * run without the user; unsafe ones need the user's approval inside the secure frame; anything outside
 * the allowed list is refused with 'Requested RPC call is not allowed'. */

/** Read-only methods: the standard eth_ reads, filters, and the wallet_ reads of the allowed list. */
export const SAFE_RPC_METHODS = [
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_newFilter',
  'eth_newBlockFilter',
  'eth_newPendingTransactionFilter',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_uninstallFilter',
  // already signed by whoever built it: the frame only relays it
  'eth_sendRawTransaction',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
  'wallet_getAssets',
] as const;

/** SPEC §6 unsafe methods: each one signs, sends, or grants something. */
export const UNSAFE_RPC_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
] as const;

/** SPEC §6 allowed methods. eth_sendUserOperation is unsafe but not allowed through the frame. */
export const ALLOWED_RPC_METHODS = [
  ...SAFE_RPC_METHODS,
  'eth_sendTransaction',
  'personal_sign',
  'eth_signTypedData_v4',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
] as const;

export type SafeRpcMethod = (typeof SAFE_RPC_METHODS)[number];
export type UnsafeRpcMethod = (typeof UNSAFE_RPC_METHODS)[number];
export type AllowedRpcMethod = (typeof ALLOWED_RPC_METHODS)[number];

const safe: ReadonlySet<string> = new Set(SAFE_RPC_METHODS);
const unsafe: ReadonlySet<string> = new Set(UNSAFE_RPC_METHODS);
const allowed: ReadonlySet<string> = new Set(ALLOWED_RPC_METHODS);

export const isSafeRpcMethod = (method: string): method is SafeRpcMethod => safe.has(method);
export const isUnsafeRpcMethod = (method: string): method is UnsafeRpcMethod => unsafe.has(method);
export const isAllowedRpcMethod = (method: string): method is AllowedRpcMethod => allowed.has(method);
