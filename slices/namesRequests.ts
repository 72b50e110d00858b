/**
 * What the names flows are asked before they are loaded (they load once a wallet connects): the first bundle's
 * feature declaration (sagas/features/names.ts) names these, and the names slice reacts to them once injected.
 */
import { createAction } from '@reduxjs/toolkit';

/** The visitor typed in RegisterAccountName (or picked a suggestion): checked by SPEC §5, then looked up after 300 ms. */
export const nameTyped = createAction<{ text: string }>('walletGate/names/typed');
/** Register the typed name (SPEC §4 name registration). */
export const registerNameRequested = createAction('walletGate/names/registerRequested');
/** The visitor gave up while the wallet was asked to sign: the flow stops and loading resets (SPEC §4). */
export const registerNameCancelled = createAction('walletGate/names/registerCancelled');
