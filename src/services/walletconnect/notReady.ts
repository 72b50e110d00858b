/** Its own module: the instance API (first bundle) needs this alone, not the WalletConnect adapters. */
import { SIGN_CLIENT_NOT_INITIALIZED } from '../../core/errors/instance';

/**
 * What `getWalletProvider()` gives for a WalletConnect connection whose provider has not started yet (a stored
 * session being restored): every request is refused with SPEC §8's 'Sign Client is not initialized'.
 */
export const signClientNotReady = {
  request: (): Promise<never> => Promise.reject(Object.assign(new Error(SIGN_CLIENT_NOT_INITIALIZED), { code: -32603 })),
  on: (): unknown => undefined,
  removeListener: (): unknown => undefined,
};
