/**
 * Sign-in's strings (SIWXSignMessage): they load with its view's chunk, not with the first bundle. SPEC §8 texts
 * ('Signature declined', 'Something went wrong') arrive as the flow's error message, from src/core/errors.ts.
 */
import { useMessages } from './index';

export const enSiwx = {
  'siwx.heading': '{appName} needs to connect to your wallet',
  'siwx.body': 'Sign this message to prove you own this wallet and proceed. Signing costs nothing.',
  'siwx.account': 'Signing in as {address}',
  'siwx.sign': 'Sign',
  'siwx.signing': 'Signing...',
  'siwx.cancel': 'Cancel',
  'siwx.disconnect': 'Disconnect',
  'siwx.waiting': 'Approve the signature in your wallet.',
  'siwx.checking': 'Checking your sign-in...',
  'siwx.required': 'This app requires you to sign in before you continue.',
  'siwx.thisApp': 'This app',
} as const;

/** Sign-in's strings in the locale shown (views). */
export const useSiwxStrings = () => useMessages('siwx', enSiwx);
