/**
 * SPEC §8 messages a toast shows, in the locale shown. The state keeps their English text (src/core/errors.ts
 * MESSAGES, same ids): the toast finds the id by that text. In the first bundle, with the toast.
 */
import type { MESSAGES } from '../../core/errors';
import { useMessages } from './index';

export const enErrors = {
  'error.tokenBalanceUnavailable': 'Token Balance Unavailable',
  'error.authInitFailed': 'A problem occurred while trying initialize authentication',
  'error.signatureDeclined': 'Signature declined',
  'error.transactionDeclined': 'Transaction declined in your wallet',
  'error.smartAccountsUnsupported': 'This application might not support Smart Accounts',
  'error.failedToFetchTransactions': 'Failed to fetch transactions',
  'error.somethingWentWrong': 'Something went wrong',
  'error.solanaSendFailed': 'Failed to send transaction. Please try again.',
  'error.actionNotAllowed': 'Action not allowed',
  'error.unsupportedChain': 'Unsupported chain',
  'error.transactionStarted': 'Transaction started',
  'error.authenticating': 'Authenticating...',
  'error.requestTooLong': 'The request took too long to respond.',
} as const satisfies { [K in keyof typeof MESSAGES as `error.${K}`]: string };

/** The §8 toast texts in the locale shown. */
export const useErrorStrings = () => useMessages('errors', enErrors);
