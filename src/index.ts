/** walletgate — plug-and-play: createWalletGate builds its own store, runs the sagas and mounts the modal. */
import { walletGateSaga } from '../sagas';
import type { WalletGateDeps } from '../sagas/deps';
import { createDeps } from './deps';
import { createGateStore } from './store';
import { configureStoreOptions, createInstance, type UiHandle, type WalletGateInstance } from './instance';
import type { WalletGateOptions } from './core/options';
import type { WalletGateAdapter } from './adapter';

export interface CreateOptions extends Omit<WalletGateOptions, 'adapters'> {
  /** SPEC §1 adapters, at most one per type (walletgate/wagmi, walletgate/ethers, walletgate/ethers5); none means `universal` */
  adapters?: WalletGateAdapter[];
  /** Mount the modal inside this element instead of appending it to document.body (embedded). */
  target?: HTMLElement | null;
}

/**
 * Resolves once there is a `<body>` to mount into: a script in `<head>` may create the instance before the parser
 * reaches it, so mounting waits for DOMContentLoaded then.
 */
function bodyReady(doc: Document): Promise<void> {
  if (doc.body || doc.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

/** Loads and mounts the UI, unless headless or outside a browser. React arrives in its own chunk. */
export function mountUi(store: Parameters<typeof createInstance>[0]['store'], options: CreateOptions): Promise<UiHandle | null> {
  if (options.headless || typeof document === 'undefined') return Promise.resolve(null);
  // SPEC §1: with disableAppend the modal is not appended to the body; the site places it (instance.mountModal)
  if (options.disableAppend && !options.target) return Promise.resolve(null);
  const target = options.target ?? null;
  return Promise.all([import(/* webpackChunkName: "ui" */ './ui/mount'), target ? null : bodyReady(document)]).then(([{ mountModal }]) =>
    mountModal({ store, target }),
  );
}

/** SPEC §1 disableAppend: the modal mounted where the site says, as the overlay dialog. */
export function mountUiInto(store: Parameters<typeof createInstance>[0]['store'], container: HTMLElement): Promise<UiHandle> {
  return import(/* webpackChunkName: "ui" */ './ui/mount').then(({ mountModal }) => mountModal({ store, container }));
}

export function createWalletGate(options: CreateOptions, overrides: Partial<WalletGateDeps> = {}): WalletGateInstance {
  const { store, sagaMiddleware } = createGateStore();
  const deps = createDeps({ siwxHost: options.siwx ?? options.siweConfig, ...overrides }, { instanceId: options.instanceId });
  const valid = configureStoreOptions(store, options, deps);
  const task = sagaMiddleware.run(walletGateSaga, deps);
  return createInstance({ store, deps, task, ui: mountUi(store, options), mountInto: mountUiInto, ownsStore: true, adapters: valid ? options.adapters : [] });
}

export type { WalletGateInstance } from './instance';
export type { WalletGateAdapter } from './adapter';
export type { WalletGateOptions, AdapterType, Network, Features, Endpoints, ValidOptions } from './core/options';
export type { GateEvent, TrackingEventName } from './events/bus';
export type { View } from './core/views';
export type { SiwxSession, SiwxOption, SiweConfigOption, SiwxImplementation, SiwxMessageFields, SiwxSignedMessage } from './core/siwxTypes';
export type { SignInInfo } from '../slices/siwxRequests';
export type { WalletGateState } from '../slices';
