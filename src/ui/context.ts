import { createContext } from 'react';
import { createDispatchHook, createSelectorHook, type ReactReduxContextValue } from 'react-redux';
import type { Dispatch, UnknownAction } from 'redux';
import type { WalletGateRootState } from '../../slices';

/**
 * WalletGate's own react-redux context. Every WalletGate component reads the store through it, never through
 * react-redux's default context: a host app's `<Provider>` (even over the same store, with our reducer merged
 * in) and ours never see each other, whichever is outside.
 */
export const WalletGateReduxContext = Object.assign(createContext<ReactReduxContextValue<WalletGateRootState, UnknownAction> | null>(null), {
  displayName: 'WalletGateReduxContext', // named in React DevTools; set here, not by a statement (no import-time effect)
});

/** The store hooks of src/ui and src/react, all bound to WalletGateReduxContext. */
export const useGateSelector = createSelectorHook(WalletGateReduxContext).withTypes<WalletGateRootState>();
export const useGateDispatch = createDispatchHook(WalletGateReduxContext).withTypes<Dispatch<UnknownAction>>();
