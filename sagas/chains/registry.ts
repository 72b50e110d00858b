/** The chain drivers WalletGate ships, one per namespace; a new chain is one line here (docs/ADDING-A-CHAIN.md). */
import { call, spawn } from 'redux-saga/effects';
import type { WalletGateDeps } from '../deps';
import type { ChainDriver, ChainFlows } from './driver';
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
  for (const driver of deps.drivers ?? CHAIN_DRIVERS) if (driver.discover) yield spawn(driver.discover, deps);
}

/** The namespaces a site may configure networks in (besides the WalletConnect-only ones): those a driver connects. */
export const servedNamespaces = (deps: Pick<WalletGateDeps, 'drivers'>): string[] =>
  (deps.drivers ?? CHAIN_DRIVERS).filter((d) => !d.walletConnectOnly).flatMap((d) => d.namespaces);

/** Each driver's flows once loaded: later asks answer at once, in the same turn as the action that asked. */
const loaded = new WeakMap<ChainDriver, ChainFlows | null>();

/** The driver's flows, loaded on first use (with the wallet flows); null for a namespace no driver serves. */
export function* flowsOf(deps: WalletGateDeps, namespace: string) {
  const driver = driverOf(deps, namespace);
  if (!driver) return null;
  if (!loaded.has(driver)) {
    const flows: ChainFlows | null = yield call([driver, driver.load]);
    loaded.set(driver, flows);
  }
  return loaded.get(driver) ?? null;
}
