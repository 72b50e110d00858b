/**
 * What the account area's flows are asked before they are loaded (they load once a wallet connects): the first
 * bundle's feature declaration (sagas/features/account.ts) names these, and the send and transactions slices
 * react to them once injected. Nothing else of the account area comes along.
 */
import { createAction } from '@reduxjs/toolkit';
import type { TokenBalance } from './account';

/** Asks the balances saga for the token balances of the connected account on the active network. */
/**
 * `force`: past the 30 s cache (after a send). `forceUpdate`: the token whose balance just changed (its CAIP-10
 * address, or the network id for the native coin), asked of the API past its own cache (SPEC §7 forceUpdate).
 */
export const tokenBalancesRequested = createAction<{ force?: boolean; forceUpdate?: string } | undefined>('walletGate/send/tokenBalancesRequested');
/** The visitor pressed Try again after the balances failed: fetched now, past the 30 s retry block. */
export const tokenBalancesRetryRequested = createAction('walletGate/send/tokenBalancesRetryRequested');
/** The Send view opened: the saga reads the gas price and the balances. */
export const sendOpened = createAction('walletGate/send/opened');
/** Picked on the token list; the send saga then goes back to the form. */
export const sendTokenSelected = createAction<TokenBalance>('walletGate/send/tokenSelected');
/** The receiver typed; `names`: the namespace has names (selectChainCan), so one that looks like a name is resolved. */
export const sendReceiverChanged = createAction<{ text: string; namespace: string; names: boolean }>('walletGate/send/receiverChanged');
export const sendRequested = createAction('walletGate/send/sendRequested');

/** Activity is in view: fetch the first page unless the list already belongs to this network and account. */
export const transactionsRequested = createAction<{ onramp?: 'coinbase' } | undefined>('walletGate/transactions/requested');
/** Fetch the next page, if there is one. */
export const moreTransactionsRequested = createAction('walletGate/transactions/moreRequested');
/** The end of Activity's list came into view: the saga decides whether a next page loads. */
export const transactionsEndShown = createAction('walletGate/transactions/endShown');
export const nftsRequested = createAction('walletGate/transactions/nftsRequested');
/** The visitor pressed Try again after Activity failed to load: the list is fetched again from its first page. */
export const transactionsRetryRequested = createAction('walletGate/transactions/retryRequested');
