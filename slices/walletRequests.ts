/**
 * What the wallet flows are asked from the account area besides connecting: the first bundle's feature
 * declaration (sagas/features/wallet.ts) names these.
 */
import { createAction } from '@reduxjs/toolkit';
import type { ChainNamespace } from '../src/core/caip';

/** The visitor picked another of the accounts the wallet lets the site see (Account view's account list). */
export const accountSelected = createAction<{ namespace: ChainNamespace; address: string }>('walletGate/wallet/accountSelected');

/**
 * The visitor is about to pick a wallet (the pointer over an entry, or focus they moved to it): the wallet flows load
 * now, not when the modal opens, so opening fetches only what Connect shows (ARCHITECTURE.md budgets).
 */
export const walletIntent = createAction('walletGate/wallet/walletIntent');
