/** A namespace's driver flows, for the shared flows (loaded lazily with them: not part of the first bundle). */
import { call, select } from 'redux-saga/effects';
import { selectRequestedNetworks } from '../../slices';
import type { Network } from '../../src/core/options';
import type { WalletGateDeps } from '../deps';
import type { ChainDriver, ChainFlows } from './driver';
import { CHAIN_DRIVERS, driverOf } from './registry';

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

/** The flows of those of `namespaces` a driver serves, each once, in the drivers' order (eip155 first). */
export function* flowsIn(deps: WalletGateDeps, namespaces: Iterable<string>) {
  const wanted = new Set(namespaces);
  const found: [string, ChainFlows][] = [];
  for (const driver of deps.drivers ?? CHAIN_DRIVERS) {
    for (const namespace of driver.namespaces.filter((ns) => wanted.has(ns))) {
      const flows: ChainFlows | null = yield call(flowsOf, deps, namespace);
      if (flows) found.push([namespace, flows]);
    }
  }
  return found;
}

/** The flows of the namespaces the site configured networks in, in the drivers' order. */
export function* configuredFlows(deps: WalletGateDeps) {
  const requested: Network[] = yield select(selectRequestedNetworks);
  const found: [string, ChainFlows][] = yield call(flowsIn, deps, requested.map((n) => n.chainNamespace));
  return found;
}
