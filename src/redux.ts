/** walletgate/redux — for host apps that already have a Redux store: merge our reducer, run our saga, same instance API. */
import type { Store } from '@reduxjs/toolkit';
import type { Saga, Task } from 'redux-saga';
import { walletGateSaga } from '../sagas';
import type { WalletGateDeps } from '../sagas/deps';
import type { WalletGateRootState } from '../slices';
import { createDeps } from './deps';
import { configureStoreOptions, createInstance, type WalletGateInstance } from './instance';
import { mountUi, mountUiInto, type CreateOptions } from './index';

// What a host may rely on, named one by one (the API report, api/walletgate-redux.api.md, lists it); every other
// action creator and selector is internal, free to change.

// wiring: the key, the reducer and saga to merge, and attaching the instance API to the host's store
export { WALLETGATE_KEY, walletGateReducer, selectWalletGate } from '../slices';
export type { WalletGateRootState, WalletGateState } from '../slices';
export { walletGateSaga } from '../sagas';
export type { WalletGateDeps, Logger } from '../sagas/deps';
export { createDeps } from './deps';
export type { CreateOptions } from './index';
export type { WalletGateInstance, AccountInfo } from './instance';
export type { WalletGateOptions, Network } from './core/options';
export type { ChainNamespace } from './core/caip';

// requests: what a host dispatches to ask for something (the instance's open, close, disconnect, switchNetwork,
// setThemeMode, setThemeVariables, and connecting a discovered wallet headless)
export { openRequested, closeRequested, connectRequested, disconnectRequested, switchNetworkRequested, themeModeChanged, themeVariablesChanged } from '../slices';
export type { OpenRequest, ThemeMode, ThemeVariables } from '../slices';
export type { View } from './core/views';

// selectors: each takes the host's root state and reads only state[WALLETGATE_KEY]
export {
  selectIsOpen,
  selectView,
  selectConnectionStatus,
  selectConnectedNamespaces,
  selectCurrentNamespace,
  selectAllConnectors,
  selectActiveConnectorIds,
  selectAccount,
  selectAccountInfo,
  selectActiveNetwork,
  selectActiveCaipNetworkId,
  selectRequestedNetworks,
  selectLocale,
  selectResolvedThemeMode,
} from '../slices';
export { selectSignIn, type SignInInfo } from '../slices/siwxRequests';
export type { ConnectionStatus, NamespaceAccount, ConnectedWalletInfo, ResolvedThemeMode } from '../slices';
export type { Connector, ConnectorType } from './core/connectors';
export type { LocaleCode } from './core/localeMatch';

export interface AttachOptions {
  /** the host's saga middleware `run` (sagaMiddleware.run) */
  runSaga: <S extends Saga>(saga: S, ...args: Parameters<S>) => Task;
  deps?: Partial<WalletGateDeps>;
}

/**
 * Binds WalletGate to a host store that already holds `walletGateReducer` under WALLETGATE_KEY:
 * validates options into it, runs the saga on the host's middleware, mounts the modal.
 */
export function attachWalletGate(store: Store<WalletGateRootState>, options: CreateOptions, attach: AttachOptions): WalletGateInstance {
  if (!store.getState() || !(('walletGate' as const) in store.getState())) {
    throw new Error('attachWalletGate: add walletGateReducer to your store under WALLETGATE_KEY first');
  }
  const deps = createDeps({ siwxHost: options.siwx ?? options.siweConfig, ...attach.deps }, { instanceId: options.instanceId });
  const valid = configureStoreOptions(store, options, deps);
  const task = attach.runSaga(walletGateSaga, deps);
  return createInstance({ store, deps, task, ui: mountUi(store, options), mountInto: mountUiInto, ownsStore: false, adapters: valid ? options.adapters : [] });
}
