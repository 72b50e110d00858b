import { combineSlices } from '@reduxjs/toolkit';
import { optionsSlice } from './options';
import { routerSlice } from './router';
import { modalSlice } from './modal';
import { themeSlice } from './theme';
import { notificationSlice } from './notification';
import { connectorsSlice } from './connectors';
import { connectionSlice } from './connection';
import { accountSlice } from './account';
import { networkSlice } from './network';

/**
 * Feature slices that load with their feature (send, swaps, the embedded wallet …) declare themselves here by
 * module augmentation, and inject themselves into `walletGateReducer` when their module is first imported:
 *   declare module './reducer' { interface LazyLoadedSlices { send: SendState } }
 *   walletGateReducer.inject({ reducerPath: 'send', reducer: sendSlice.reducer });
 * Their selectors fall back to the initial state until then.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/** WalletGate's one reducer, merged by host apps under WALLETGATE_KEY. */
export const walletGateReducer = combineSlices({
  options: optionsSlice.reducer,
  router: routerSlice.reducer,
  modal: modalSlice.reducer,
  theme: themeSlice.reducer,
  notification: notificationSlice.reducer,
  connectors: connectorsSlice.reducer,
  connection: connectionSlice.reducer,
  account: accountSlice.reducer,
  network: networkSlice.reducer,
}).withLazyLoadedSlices<LazyLoadedSlices>();

export type WalletGateState = ReturnType<typeof walletGateReducer>;
