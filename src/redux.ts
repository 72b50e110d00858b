/** walletgate/redux — for host apps that already have a Redux store: merge our reducer, run our saga, same instance API. */
import type { Store } from '@reduxjs/toolkit';
import type { Saga, Task } from 'redux-saga';
import { walletGateSaga } from '../sagas';
import type { WalletGateDeps } from '../sagas/deps';
import type { WalletGateRootState } from '../slices';
import { createDeps } from './deps';
import { configureStoreOptions, createInstance, type WalletGateInstance } from './instance';
import { mountUi, mountUiInto, type CreateOptions } from './index';

export * from '../slices';
export { walletGateSaga } from '../sagas';
export type { WalletGateDeps, Logger } from '../sagas/deps';
export { createDeps } from './deps';

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
