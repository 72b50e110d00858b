import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { WALLETGATE_KEY, walletGateReducer, type WalletGateRootState } from '../../slices';
import { walletGateSaga } from '../../sagas';
import type { WalletGateDeps } from '../../sagas/deps';
import { createDeps } from '../../src/deps';
import { configureStoreOptions } from '../../src/instance';
import { createStorage, memoryBackend } from '../../src/services/storage';
import type { WalletGateOptions } from '../../src/core/options';
import type { GateEvent } from '../../src/events/bus';

export const TEST_NETWORK = {
  id: 31337,
  name: 'Sandbox A',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: true,
};

/** The second sandbox chain, for switching. */
export const TEST_NETWORK_B = { ...TEST_NETWORK, id: 31338, name: 'Sandbox B', rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } } };

export const TEST_ENDPOINTS = {
  blockchainApi: 'http://api.test',
  catalogApi: 'http://api.test',
  analyticsApi: 'http://pulse.test',
  secureSite: 'http://frame.test',
  relay: 'ws://relay.test',
};

export function testOptions(extra: Partial<WalletGateOptions> = {}): WalletGateOptions {
  return { projectId: 'test-project', networks: [TEST_NETWORK], endpoints: TEST_ENDPOINTS, ...extra };
}

/**
 * A real store with the real root saga and in-memory storage; records the actions and bus events it sees.
 * `invariantChecks: false` drops RTK's dev-only immutability and serializability middleware, which walk the whole
 * state on every action: for the fuzzing tests' tens of thousands of dispatches, which check the state themselves.
 */
export function makeTestStore(
  options: WalletGateOptions | null = testOptions(),
  depOverrides: Partial<WalletGateDeps> = {},
  { invariantChecks = true }: { invariantChecks?: boolean } = {},
) {
  const actions: { type: string; payload?: unknown }[] = [];
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: { [WALLETGATE_KEY]: walletGateReducer },
    middleware: (getDefault) =>
      getDefault({ thunk: false, serializableCheck: invariantChecks, immutableCheck: invariantChecks }).concat(
        () => (next) => (action) => {
          actions.push(action as { type: string });
          return next(action);
        },
        sagaMiddleware,
      ),
  });
  const logger = { warn: jest.fn(), error: jest.fn() };
  const deps = createDeps({
    storage: createStorage(memoryBackend()),
    session: createStorage(memoryBackend()),
    location: { href: 'http://host.test/page', hostname: 'host.test' },
    afterPaint: () => Promise.resolve(),
    logger,
    ...depOverrides,
  });
  const events: GateEvent[] = [];
  deps.bus.on((e) => events.push(e));
  if (options) configureStoreOptions(store, options, deps);
  const task = sagaMiddleware.run(walletGateSaga, deps);
  return {
    store,
    deps,
    task,
    actions,
    events,
    logger,
    state: () => store.getState() as WalletGateRootState,
    types: () => actions.map((a) => a.type),
  };
}

/** Fake timers that keep promises and microtasks real (STYLE: drive saga time, never wait). */
export function useSagaTimers() {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
}
