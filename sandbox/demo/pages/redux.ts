/** A host app with its own Redux store: WalletGate's reducer merged in, its saga on the host's middleware. */
import { configureStore, createSlice } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { WALLETGATE_KEY, attachWalletGate, walletGateReducer } from '../../../src/redux';
import { demoOptions, expose, sandboxDescription } from './config';
import type { SignInInfo } from '../../../src/index';

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

/**
 * Sign-in with the wallet (issue 14), served by the sandbox's sign-in server. `?siwxRequired=1` makes it required,
 * `?siwxTtl=<seconds>` shortens the session (to see it expire).
 */
function signInOptions() {
  const query = new URLSearchParams(location.search);
  const ttl = Number(query.get('siwxTtl'));
  return {
    server: sandboxDescription().urls.siwx!,
    statement: 'Sign in to the WalletGate demo. This costs nothing.',
    required: query.get('siwxRequired') === '1',
    ...(Number.isInteger(ttl) && ttl > 0 ? { expiresInSeconds: ttl } : {}),
  };
}

/** What the host shows from the session's public data. */
const signedInText = ({ session }: SignInInfo) => (session ? `Signed in as ${session.address} on ${session.chainId}` : 'Not signed in');

export function mountRedux(element: HTMLElement, log: HTMLElement, signIn: HTMLElement | null = document.getElementById('redux-siwx')) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: { host: hostSlice.reducer, [WALLETGATE_KEY]: walletGateReducer },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
    devTools: { name: 'Host app (with WalletGate)' },
  });
  const gate = attachWalletGate(store, { ...demoOptions(), siwx: signInOptions() }, { runSaga: sagaMiddleware.run });
  gate.mountButton(element, { label: 'Connect (Redux host)' });
  store.subscribe(() => {
    log.textContent = store.getState().host.lastActions.join('\n');
    const text = signedInText(gate.getSignIn());
    if (signIn && signIn.textContent !== text) signIn.textContent = text;
  });
  expose('redux', { gate, store });
  return gate;
}

const element = document.getElementById('redux-connect');
const log = document.getElementById('redux-log');
if (element && log && !document.getElementById('demo-all')) mountRedux(element, log);
