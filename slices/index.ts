export { WALLETGATE_KEY } from './key';
export { selectWalletGate, type WalletGateRootState } from './root';

export { walletGateReducer, type WalletGateState } from './reducer';

export * from './options';
export * from './router';
export * from './modal';
export * from './theme';
export * from './localeRequests';
export * from './notification';
export * from './connectors';
export * from './connection';
export * from './account';
export * from './network';
export * from './walletCatalog';
export * from './assets';
export * from './selectors';
