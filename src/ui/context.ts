import { createContext } from 'react';
import { createDispatchHook, createSelectorHook, createStoreHook, type ReactReduxContextValue } from 'react-redux';
import type { WalletGateRootState } from '../../slices';

/**
 * WalletGate's own React-Redux context: our hooks never read a host app's <Provider> by accident,
 * even when the host merged our reducer into its store.
 */
export const WalletGateReduxContext = createContext<ReactReduxContextValue<WalletGateRootState> | null>(null);

/** Pass `shallowEqual` (react-redux) as `equalityFn` for selectors that build a new object on every call. */
export const useGateSelector = createSelectorHook(WalletGateReduxContext as never) as <T>(
  selector: (state: WalletGateRootState) => T,
  equalityFn?: (a: T, b: T) => boolean,
) => T;
export const useGateDispatch = createDispatchHook(WalletGateReduxContext as never);
export const useGateStore = createStoreHook(WalletGateReduxContext as never);
