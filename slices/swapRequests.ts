/**
 * What the swap flows are asked before they are loaded (SPEC §1 swaps, §3 Swap): the first bundle's feature
 * declaration (sagas/features/swap.ts) names these, and the swap slice reacts to them once injected. Nothing else
 * of swaps comes along: the flows, the slice and the views load when the Swap view first comes into view.
 */
import { createAction } from '@reduxjs/toolkit';

export type SwapSide = 'from' | 'to';

/** Swap (or its preview) came into view: the saga reads the tokens, gas price and balances (or says the network has no swaps). */
export const swapOpened = createAction('walletGate/swap/opened');
/** A token picked for one side (its CAIP-10 id); the saga goes back to the form and asks for a quote. */
export const swapTokenSelected = createAction<{ side: SwapSide; address: string }>('walletGate/swap/tokenSelected');
/** What the visitor typed as the amount to pay: quoted after the SPEC §9 300 ms wait. */
export const swapAmountChanged = createAction<string>('walletGate/swap/amountChanged');
/** Pay with what was to be received, and the other way round. */
export const swapFlipped = createAction('walletGate/swap/flipped');
/** Try again after a failure (tokens, quote): the saga asks again. */
export const swapRetryRequested = createAction('walletGate/swap/retryRequested');
/** The visitor confirmed on the preview: approve when the allowance is short, then build and send the swap. */
export const swapConfirmed = createAction('walletGate/swap/confirmed');
