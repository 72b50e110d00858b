/** A host app with its own Redux store: WalletGate's reducer merged in, its saga on the host's middleware. */
import { configureStore, createSlice } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { WALLETGATE_KEY, attachWalletGate, walletGateReducer } from '../../../src/redux';
import { demoOptions, expose, nameOnSharedPage, sandboxDescription } from './config';
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
 * Sign-in with the wallet, served by the sandbox's sign-in server. `?siwxRequired=1` makes it required,
 * `?siwxTtl=<seconds>` shortens the session (to see it expire). `?embeddedEoa=1` keeps an email login's EVM account
 * an EOA (SPEC §1 defaultAccountTypes): the sandbox's smart account has no contract yet to check its signatures.
 * `?evmOnly=1` configures the EVM networks only: sign-in through WalletConnect applies only then (SPEC §4).
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
  const query = new URLSearchParams(location.search);
  const base = { ...demoOptions(), ...nameOnSharedPage('redux') };
  const options = {
    ...base,
    siwx: signInOptions(),
    ...(query.get('embeddedEoa') === '1' ? { defaultAccountTypes: { eip155: 'eoa' as const } } : {}),
    ...(query.get('evmOnly') === '1' ? { networks: sandboxDescription().networks.filter((n) => n.chainNamespace === 'eip155') } : {}),
  };
  const gate = attachWalletGate(store, options, { runSaga: sagaMiddleware.run });
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
