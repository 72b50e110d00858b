/** A host app with its own Redux store: WalletGate's reducer merged in, its saga on the host's middleware. */
import { configureStore, createSlice } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { WALLETGATE_KEY, attachWalletGate, walletGateReducer } from '../../../src/redux';
import { demoOptions, expose } from './config';

const hostSlice = createSlice({
  name: 'host',
  initialState: { lastActions: [] as string[] },
  reducers: {},
  extraReducers: (builder) =>
    builder.addMatcher(
      () => true,
      (state, action) => {
        state.lastActions = [action.type, ...state.lastActions].slice(0, 6);
      },
    ),
});

export function mountRedux(element: HTMLElement, log: HTMLElement) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: { host: hostSlice.reducer, [WALLETGATE_KEY]: walletGateReducer },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
    devTools: { name: 'Host app (with WalletGate)' },
  });
  const gate = attachWalletGate(store, demoOptions(), { runSaga: sagaMiddleware.run });
  gate.mountButton(element, { label: 'Connect (Redux host)' });
  store.subscribe(() => {
    log.textContent = store.getState().host.lastActions.join('\n');
  });
  expose('redux', { gate, store });
  return gate;
}

const element = document.getElementById('redux-connect');
const log = document.getElementById('redux-log');
if (element && log && !document.getElementById('demo-all')) mountRedux(element, log);
