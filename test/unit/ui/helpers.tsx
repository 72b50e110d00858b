import { configureStore, type Middleware, type StoreEnhancer, type UnknownAction } from '@reduxjs/toolkit';
import { afterEach } from '@jest/globals';
import { act, within } from '@testing-library/react';
import { WALLETGATE_KEY, configured, walletGateReducer, type WalletGateRootState } from '../../../slices';
import { parseOptions, type WalletGateOptions } from '../../../src/core/options';
import { mountModal, type MountedModal } from '../../../src/ui/mount';
import { words } from '../../helpers/words';
import { servedChains } from '../../../sagas/chains/registry';

export const NETWORK = {
  id: 31337,
  name: 'Sandbox A',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: true,
};

export interface SetupOptions {
  target?: HTMLElement;
  enhancer?: StoreEnhancer;
}

/**
 * A real store (no sagas: these tests look at the UI alone), the modal mounted on it, and a log of every
 * action the UI dispatched, so a test can assert that a click asked for the right thing.
 */
export function setup({ target, enhancer }: SetupOptions = {}) {
  const actions: UnknownAction[] = [];
  const log: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({
    reducer: { [WALLETGATE_KEY]: walletGateReducer },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(log),
    ...(enhancer ? { enhancers: (getDefault) => getDefault().concat(enhancer) } : {}),
  });
  let mounted: MountedModal | undefined;
  act(() => {
    mounted = mountModal({ store, ...(target ? { target } : {}) });
  });
  const { host, unmount } = mounted!;
  const shadow = host.shadowRoot!;
  return {
    store,
    host,
    shadow,
    ui: within(shadow as unknown as HTMLElement),
    /** Dispatches as the sagas would, inside act so React has rendered before the test looks. */
    dispatch: async (action: UnknownAction) => {
      await act(async () => {
        store.dispatch(action);
      });
    },
    types: () => actions.map((a) => a.type),
    /** Every action of one kind, to check what a click asked for. */
    actionsOf: (type: string) => actions.filter((a) => a.type === type),
    state: () => store.getState() as WalletGateRootState,
    unmount: () => act(() => unmount()),
  };
}

export function configure(extra: Partial<WalletGateOptions> = {}) {
  const result = parseOptions({ projectId: 'test-project', networks: [NETWORK], ...extra });
  if (!result.ok) throw new Error(words(result.error));
  return configured({ config: result.options, alerts: result.alerts, chains: servedChains({}) });
}

/** `start(...)` mounts a fresh modal (see setup); after each test the last one is unmounted and the page emptied. */
export function useModalUnderTest() {
  let current: ReturnType<typeof setup> | undefined;
  afterEach(() => {
    current?.unmount(); // safe after a test unmounted it itself
    current = undefined;
    document.body.innerHTML = '';
  });
  return (...args: Parameters<typeof setup>) => (current = setup(...args));
}
