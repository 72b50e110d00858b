/** What views and the wallet flows ask of WalletConnect before its flows and slice are loaded. */
import { createAction } from '@reduxjs/toolkit';
import type { RecentWallet } from '../src/core/connectors';

/**
 * A pairing is asked for: a WalletConnect view opened for `wallet`, or Try again. The saga starts a fresh
 * one, or on Telegram / iOS Safari keeps the pending one (SPEC §4).
 */
export const wcConnectRequested = createAction<{ wallet?: RecentWallet | null; mobile?: boolean } | undefined>(
  'walletGate/walletConnect/connectRequested',
);
