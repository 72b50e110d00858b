/** A namespace's driver flows, for the shared flows (loaded lazily with them: not part of the first bundle). */
import { call } from 'redux-saga/effects';
import type { WalletGateDeps } from '../deps';
import type { ChainDriver, ChainFlows } from './driver';
import { driverOf } from './registry';

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
