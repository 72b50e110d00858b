import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { WALLETGATE_KEY, walletGateReducer, type WalletGateRootState } from '../slices';

/** The store createWalletGate builds when the site has none of its own. */
export function createGateStore(preloaded?: Partial<WalletGateRootState>) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: { [WALLETGATE_KEY]: walletGateReducer },
    ...(preloaded ? { preloadedState: preloaded as WalletGateRootState } : {}),
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
    devTools: { name: 'WalletGate' },
  });
  return { store, sagaMiddleware };
}
