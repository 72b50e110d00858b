import { combineReducers } from '@reduxjs/toolkit';
import { optionsSlice } from './options';
import { routerSlice } from './router';
import { modalSlice } from './modal';
import { themeSlice } from './theme';
import { notificationSlice } from './notification';
import { connectorsSlice } from './connectors';
import { connectionSlice } from './connection';
import { accountSlice } from './account';
import { networkSlice } from './network';

export { WALLETGATE_KEY } from './key';
export { selectWalletGate, type WalletGateRootState } from './root';

const sliceReducers = {
  options: optionsSlice.reducer,
  router: routerSlice.reducer,
  modal: modalSlice.reducer,
  theme: themeSlice.reducer,
  notification: notificationSlice.reducer,
  connectors: connectorsSlice.reducer,
  connection: connectionSlice.reducer,
  account: accountSlice.reducer,
  network: networkSlice.reducer,
};

/** WalletGate's one reducer, merged by host apps under WALLETGATE_KEY. */
export const walletGateReducer = combineReducers(sliceReducers);
export type WalletGateState = ReturnType<typeof walletGateReducer>;

export * from './options';
export * from './router';
export * from './modal';
export * from './theme';
export * from './notification';
export * from './connectors';
export * from './connection';
export * from './account';
export * from './network';
export * from './selectors';
