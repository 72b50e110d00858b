/** walletgate — plug-and-play: createWalletGate builds its own store, runs the sagas and mounts the modal. */
import { walletGateSaga } from '../sagas';
import type { WalletGateDeps } from '../sagas/deps';
import { createDeps } from './deps';
import { createGateStore } from './store';
import { configureStoreOptions, createInstance, type UiHandle, type WalletGateInstance } from './instance';
import type { WalletGateOptions } from './core/options';

export interface CreateOptions extends WalletGateOptions {
  /** Mount the modal inside this element instead of appending it to document.body (embedded). */
  target?: HTMLElement | null;
}

/** Loads and mounts the UI, unless headless or outside a browser. React arrives in its own chunk. */
export function mountUi(store: Parameters<typeof createInstance>[0]['store'], options: CreateOptions): Promise<UiHandle | null> {
  if (options.headless || typeof document === 'undefined') return Promise.resolve(null);
  return import(/* webpackChunkName: "ui" */ './ui/mount').then(({ mountModal }) =>
    mountModal({ store, target: options.target ?? null }),
  );
}

export function createWalletGate(options: CreateOptions, overrides: Partial<WalletGateDeps> = {}): WalletGateInstance {
  const { store, sagaMiddleware } = createGateStore();
  const deps = createDeps(overrides);
  configureStoreOptions(store, options);
  const task = sagaMiddleware.run(walletGateSaga, deps);
  return createInstance({ store, deps, task, ui: mountUi(store, options), ownsStore: true });
}

export type { WalletGateInstance } from './instance';
export type { WalletGateOptions, Network, Features, Endpoints, ValidOptions } from './core/options';
export type { GateEvent, TrackingEventName } from './events/bus';
export type { View } from './core/views';
export type { WalletGateState } from '../slices';
