import { createAction } from '@reduxjs/toolkit';
import type { GridRowsShown } from '../src/core/walletGrid';

/** What views and the first bundle ask of the catalogue, without loading its slice or flows. */

/** The visitor ticked or cleared "Certified only" in All Wallets: the list asks `badge_type=certified` (SPEC §7). */
export const catalogCertifiedOnlyChanged = createAction<boolean>('walletGate/walletCatalog/certifiedOnlyChanged');
/** "Try again" after a failed page. */
export const catalogRetryRequested = createAction('walletGate/walletCatalog/catalogRetryRequested');
/** Every keystroke in the search box; an empty query shows the full list again at once. */
export const catalogSearchChanged = createAction<string>('walletGate/walletCatalog/catalogSearchChanged');
/** The search actually sent, after 300 ms of quiet (tracked as SEARCH_WALLET). */
export const catalogSearchRequested = createAction<{ query: string }>('walletGate/walletCatalog/catalogSearchRequested');
/**
 * The visitor scrolled the grid on screen to a new top row. Only a scroll sends it, never a render: the catalogue
 * saga decides from it which images and pages to load.
 */
export const catalogRowsShown = createAction<GridRowsShown>('walletGate/walletCatalog/catalogRowsShown');
