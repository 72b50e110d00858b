import { createAction } from '@reduxjs/toolkit';

/** What views and the first bundle ask of the catalogue, without loading its slice or flows. */
export const catalogNextPageRequested = createAction('walletGate/walletCatalog/catalogNextPageRequested');
/** "Try again" after a failed page. */
export const catalogRetryRequested = createAction('walletGate/walletCatalog/catalogRetryRequested');
/** Every keystroke in the search box; an empty query shows the full list again at once. */
export const catalogSearchChanged = createAction<string>('walletGate/walletCatalog/catalogSearchChanged');
/** The search actually sent, after 300 ms of quiet (tracked as SEARCH_WALLET). */
export const catalogSearchRequested = createAction<{ query: string }>('walletGate/walletCatalog/catalogSearchRequested');
/** A rendered wallet has no image yet: load it (images past the first 20 load as they are shown). */
export const walletImageRequested = createAction<string>('walletGate/walletCatalog/walletImageRequested');
