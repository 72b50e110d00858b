/**
 * Smart accounts and smart sessions: the embedded wallet's two accounts on Account, and the sessions
 * list. They load with the embedded views' chunk, not with the first bundle; other locales provide the same keys.
 */
import { useMessages } from './index';

export const enSmartAccount = {
  'smart.deployed': 'Active on this network',
  'smart.notDeployed': 'Created with its first transaction',
  'sessions.heading': 'Sessions',
  'sessions.empty': 'No sessions granted to apps',
  'sessions.loading': 'Loading sessions',
  'sessions.failed': 'Sessions could not be loaded',
  'sessions.expires': 'Until {date}',
  'sessions.revoked': 'Revoked',
  'sessions.expired': 'Expired',
  'sessions.revoke': 'Revoke {name}',
  'sessions.revokeShort': 'Revoke',
  'sessions.revoking': 'Revoking',
  'sessions.revokeFailed': 'The session could not be revoked',
} as const;

/** The smart-account strings in the locale shown (views). */
export const useSmartAccountStrings = () => useMessages('smartAccount', enSmartAccount);
