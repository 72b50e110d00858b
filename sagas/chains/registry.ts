/** The chain drivers WalletGate ships, one per namespace; a new chain is one line here (docs/ADDING-A-CHAIN.md). */
import { spawnIsolated } from '../isolate';
import type { WalletGateDeps } from '../deps';
import type { ChainDriver } from './driver';
import type { ChainCapabilities, ChainCapability } from '../../src/core/chainCapabilities';
import { eip155Driver } from './eip155';
import { solanaDriver } from './solana';
import { polkadotDriver } from './polkadot';
import { bip122Driver } from './bip122';
import { walletConnectOnlyDriver } from './walletconnect';

export const CHAIN_DRIVERS: readonly ChainDriver[] = [eip155Driver, solanaDriver, polkadotDriver, bip122Driver, walletConnectOnlyDriver];

/** The driver serving `namespace` for this instance (deps.drivers, when a site or test registers its own). */
export const driverOf = (deps: WalletGateDeps, namespace: string): ChainDriver | undefined =>
  (deps.drivers ?? CHAIN_DRIVERS).find((d) => d.namespaces.includes(namespace));

/** Each driver's own discovery, started with the root saga (before a stored connection is restored). */
export function* watchDriverDiscovery(deps: WalletGateDeps) {
  // each in a task of its own (an error is logged, the others go on) that destroy() cancels with the root
  yield* spawnIsolated((deps.drivers ?? CHAIN_DRIVERS).flatMap((d) => (d.discover ? [d.discover] : [])), deps);
}

/**
 * The namespaces a site may configure networks in (besides the WalletConnect-only ones), those a driver connects, and
 * what each offers (its driver's `can`): recorded in the store with the configuration (options.chains).
 */
export const servedChains = (deps: Pick<WalletGateDeps, 'drivers'>): ChainCapabilities =>
  Object.fromEntries((deps.drivers ?? CHAIN_DRIVERS).flatMap((d) => (d.walletConnectOnly ? [] : d.namespaces.map((ns) => [ns, (d.can ?? []) as ChainCapability[]]))));
