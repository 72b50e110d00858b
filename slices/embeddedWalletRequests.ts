/**
 * The embedded wallet's requests that can arrive before its flows and slice are loaded (the Connect view's
 * email and social sections dispatch them). They live apart from `embeddedWallet.ts` so the first bundle
 * carries four action creators, not the slice or the flows; the slice reacts to them once it is injected.
 */
import { createAction } from '@reduxjs/toolkit';
import type { SocialProvider } from '../src/core/options';

/** The visitor put the cursor in the email field: a hint to load the flows and the frame early. */
export const emailFieldFocused = createAction('walletGate/embeddedWallet/emailFieldFocused');
export const emailSubmitted = createAction<{ email: string }>('walletGate/embeddedWallet/emailSubmitted');
/** `popup` names the window the view opened in the click (popup blockers only allow it there); the flow navigates it. */
export const socialSelected = createAction<{ provider: Exclude<SocialProvider, 'farcaster'>; popup: string | null }>(
  'walletGate/embeddedWallet/socialSelected',
);
export const farcasterRequested = createAction('walletGate/embeddedWallet/farcasterRequested');
/**
 * SPEC §6 account types: switch the embedded wallet between its EOA and its smart account. Here (not in the slice)
 * so the instance API's setPreferredAccountType dispatches it without loading the slice.
 */
export const accountTypeRequested = createAction<{ type: 'eoa' | 'smartAccount' }>('walletGate/embeddedWallet/accountTypeRequested');
