import { createContext, useContext, useRef, useSyncExternalStore } from 'react';
import type { Store } from 'redux';
import type { WalletGateRootState } from '../../slices';

/**
 * WalletGate's own store context: our hooks never read a host app's react-redux <Provider> by accident, even
 * when the host merged our reducer into its store. React's useSyncExternalStore does the subscribing, so the
 * widget needs no binding library of its own (a host app keeps whichever it uses).
 */
export const WalletGateStoreContext = createContext<Store<WalletGateRootState> | null>(null);

export function useGateStore(): Store<WalletGateRootState> {
  const store = useContext(WalletGateStoreContext);
  if (!store) throw new Error('WalletGate components must be rendered inside its store provider');
  return store;
}

export function useGateDispatch(): Store<WalletGateRootState>['dispatch'] {
  return useGateStore().dispatch;
}

interface Selection<T> {
  state: WalletGateRootState;
  selector: (state: WalletGateRootState) => T;
  value: T;
}

/**
 * The selected value, re-rendering only when it changes by `equalityFn` (default: identity). The last
 * selection is kept per state and selector, so a selector that builds a new object (with a field-by-field `equalityFn`)
 * still gives React the same snapshot until something it reads has changed.
 */
export function useGateSelector<T>(selector: (state: WalletGateRootState) => T, equalityFn: (a: T, b: T) => boolean = Object.is): T {
  const store = useGateStore();
  const last = useRef<Selection<T> | null>(null);
  const select = (): T => {
    const state = store.getState();
    const previous = last.current;
    if (previous && previous.state === state && previous.selector === selector) return previous.value;
    const value = selector(state);
    const kept = previous && equalityFn(previous.value, value) ? previous.value : value;
    last.current = { state, selector, value: kept };
    return kept;
  };
  return useSyncExternalStore(store.subscribe, select, select);
}
