import type { ComponentType } from 'react';
import type { ConnectMethod } from '../../../core/options';
import { WalletSection } from './WalletSection';
import { EmailSectionSlot, SocialSectionSlot } from './EmbeddedSections';

/**
 * Which component renders each connect method (SPEC §1 order comes from `selectConnectSections`).
 * Email and social load in their own chunk (EmbeddedSections); the wallet list is here from the start.
 */
export const CONNECT_SECTIONS: Record<ConnectMethod, ComponentType | undefined> = {
  email: EmailSectionSlot,
  social: SocialSectionSlot,
  wallet: WalletSection,
};
