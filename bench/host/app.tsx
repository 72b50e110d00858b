/**
 * A small host app that already ships the shared stack: React 19, an RTK store, react-redux's Provider and a
 * redux-saga middleware, rendering a counter. `npm run bench` builds it as a host would, with and without
 * WalletGate (hostWithWalletGate.js), to measure what adding `walletgate/redux` costs on first load.
 */
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { createRoot } from 'react-dom/client';
import { Provider, useDispatch, useSelector } from 'react-redux';
import createSagaMiddleware from 'redux-saga';
import { put, takeEvery } from 'redux-saga/effects';

const counter = createSlice({
  name: 'counter',
  initialState: { clicks: 0, echoed: 0 },
  reducers: {
    clicked: (state) => {
      state.clicks += 1;
    },
    echoed: (state) => {
      state.echoed += 1;
    },
  },
});

function* watchClicks() {
  yield takeEvery(counter.actions.clicked, function* echo() {
    yield put(counter.actions.echoed());
  });
}

export const sagaMiddleware = createSagaMiddleware();
export const hostReducers = { counter: counter.reducer };
type HostState = { counter: ReturnType<typeof counter.reducer> };

function Counter({ onConnect }: { onConnect?: () => void }) {
  const clicks = useSelector((state: HostState) => state.counter.clicks);
  const dispatch = useDispatch();
  return (
    <main>
      <button type="button" onClick={() => dispatch(counter.actions.clicked())}>
        Clicked {clicks} times
      </button>
      {onConnect ? (
        <button type="button" onClick={onConnect}>
          Connect
        </button>
      ) : null}
    </main>
  );
}

/** Builds the host's store from its reducers (plus any it is given), runs its saga and renders the app. */
export function startHost<R extends Record<string, unknown>>(extraReducers: R, onStore?: (store: ReturnType<typeof configureStore>) => (() => void) | void) {
  const store = configureStore({
    reducer: { ...hostReducers, ...(extraReducers as Record<string, never>) },
    middleware: (getDefault) => getDefault().concat(sagaMiddleware),
  });
  sagaMiddleware.run(watchClicks);
  const onConnect = onStore?.(store) ?? undefined;
  createRoot(document.getElementById('root')!).render(
    <Provider store={store}>
      <Counter onConnect={onConnect} />
    </Provider>,
  );
  return store;
}
