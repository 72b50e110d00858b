/** The error catalogue of SPEC §8: user-facing messages, alerts and thrown errors, in one place. */
export const MESSAGES = {
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
} as const;

export interface AlertDef {
  code: string;
  title: string;
  description: string;
}

/** §8 alerts. */
export const ALERTS = {
  projectIdNotConfigured: {
    code: 'APKT001',
    title: 'Project ID Not Configured',
    description: 'Pass a projectId to createWalletGate. Without it, remote features are disabled.',
  },
  invalidAppConfiguration: {
    code: 'APKT002',
    title: 'Invalid App Configuration',
    description: 'Cannot set both `siweConfig` and `siwx` options. Use only one of them.',
  },
  sessionExpired: { code: 'APKT003', title: 'Session Expired', description: 'Your session expired. Please connect again.' },
  networkNotFound: { code: 'APKT004', title: 'Network Not Found', description: 'The network is not among the configured networks.' },
  socialsTimeout: {
    code: 'APKT005',
    title: 'Invalid App Configuration',
    description: 'The social login took too long. Check that your domain is allowed and try again.',
  },
} as const satisfies Record<string, AlertDef>;

export { THROWN } from './thrown';

/** §8 HTTP statuses worth retrying. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([403, 408, 413, 429, 500, 502, 503, 504]);

/** What the store keeps of an error: serializable, never an Error instance (ARCHITECTURE: state). */
export interface ErrorInfo {
  code: string;
  message: string;
}

export function toErrorInfo(error: unknown, code = 'UNKNOWN'): ErrorInfo {
  if (error && typeof error === 'object') {
    const e = error as { code?: unknown; message?: unknown };
    const message = typeof e.message === 'string' && e.message ? e.message : MESSAGES.somethingWentWrong;
    return { code: e.code === undefined ? code : String(e.code), message };
  }
  if (typeof error === 'string' && error) return { code, message: error };
  return { code, message: MESSAGES.somethingWentWrong };
}
