import { createContext } from 'react';
import { createDispatchHook, createSelectorHook, createStoreHook, type ReactReduxContextValue } from 'react-redux';
import type { WalletGateRootState } from '../../slices';

/**
 * WalletGate's own React-Redux context: our hooks never read a host app's <Provider> by accident,
 * even when the host merged our reducer into its store.
 */
export const WalletGateReduxContext = createContext<ReactReduxContextValue<WalletGateRootState> | null>(null);

export const useGateSelector = createSelectorHook(WalletGateReduxContext as never) as <T>(
  selector: (state: WalletGateRootState) => T,
) => T;
export const useGateDispatch = createDispatchHook(WalletGateReduxContext as never);
export const useGateStore = createStoreHook(WalletGateReduxContext as never);
