import type { ComponentType } from 'react';
import type { ConnectMethod } from '../../../core/options';
import { WalletSection } from './WalletSection';

/**
 * Which component renders each connect method (SPEC §1 order comes from `selectConnectSections`).
 * Email and social arrive with the embedded-wallet work; until then they are unregistered and render nothing.
 */
export const CONNECT_SECTIONS: Record<ConnectMethod, ComponentType | undefined> = {
  email: undefined,
  social: undefined,
  wallet: WalletSection,
};
