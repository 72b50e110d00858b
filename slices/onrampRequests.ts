/**
 * What the Buy feature (on-ramp) is asked before its flows load: the first bundle's feature declaration
 * (sagas/features/onramp.ts) names these, and the onramp slice reacts to them once injected. Nothing else of the
 * feature comes along.
 */
import { createAction } from '@reduxjs/toolkit';

/** The visitor opened Buy: the flows check where they are (SPEC §9 restricted time zones) and load the options. */
export const buyOpened = createAction('walletGate/onramp/opened');

export type BuyField = 'purchaseCurrency' | 'paymentCurrency' | 'paymentMethod' | 'amount' | 'provider';
/** A field of the Buy form changed: the form shows it, the flows ask for a fresh quote after the 300 ms wait. */
export const buyFieldChanged = createAction<{ field: BuyField; value: string }>('walletGate/onramp/fieldChanged');
/** Continue: the provider's page opens (popup, or a new tab on mobile) and the purchase is watched for. */
export const buyContinueRequested = createAction('walletGate/onramp/continueRequested');
