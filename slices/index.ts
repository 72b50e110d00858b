import { combineReducers } from '@reduxjs/toolkit';
import { optionsSlice } from './options';
import { routerSlice } from './router';
import { modalSlice } from './modal';
import { themeSlice } from './theme';
import { notificationSlice } from './notification';

export { WALLETGATE_KEY } from './key';
export { selectWalletGate, type WalletGateRootState } from './root';

const sliceReducers = {
  options: optionsSlice.reducer,
  router: routerSlice.reducer,
  modal: modalSlice.reducer,
  theme: themeSlice.reducer,
  notification: notificationSlice.reducer,
};

/** WalletGate's one reducer, merged by host apps under WALLETGATE_KEY. */
export const walletGateReducer = combineReducers(sliceReducers);
export type WalletGateState = ReturnType<typeof walletGateReducer>;

export * from './options';
export * from './router';
export * from './modal';
export * from './theme';
export * from './notification';
export * from './selectors';
