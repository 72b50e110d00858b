/**
 * When a chain's wallets are first needed, for the drivers whose wallets' code loads only then (Solana's Wallet
 * Standard registry, Polkadot's injectedWeb3 extensions, Bitcoin's wallets): until then, and on a site that configured
 * no network in the driver's namespaces, not a byte of that code loads.
 */
import { call, select, take } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import { configured, networkAdded, openRequested, selectRequestedNetworks, walletSelected } from '../../slices';
import { STORED } from '../../src/core/storageKeys';
import type { Network } from '../../src/core/options';
import type { WalletGateDeps } from '../deps';

/** A chain's wallets' code: follows the page's wallets of that chain, announcing each one (connectorAnnounced). */
export interface WalletsFlow {
  followWallets(deps: WalletGateDeps, win: Window): Generator<unknown, void, never>;
}

/**
 * A driver's `discover` that loads its wallets' code once they are first needed, then follows them. Needed: at once
 * for a namespace the visitor was last connected on (its restore needs the wallet), else when the modal opens (the
 * dialog paints first; the wallets join its list a frame later) or a wallet is picked; and only once the site has a
 * network in one of `namespaces` (a site may add networks at runtime).
 */
export const discoverWhenNeeded = (namespaces: readonly string[], load: () => Promise<WalletsFlow>) =>
  function* discover(deps: WalletGateDeps) {
    const win = deps.window;
    if (!win) return;
    const stored = deps.storage.get(STORED.connectedNamespaces.key, STORED.connectedNamespaces.schema) ?? [];
    if (!stored.some((namespace) => namespaces.includes(namespace))) {
      const trigger: Action = yield take([openRequested, walletSelected]);
      if (openRequested.match(trigger)) yield call(deps.afterPaint);
    }
    while (true) {
      const networks: Network[] = yield select(selectRequestedNetworks);
      if (networks.some((network) => namespaces.includes(network.chainNamespace))) break;
      yield take([configured, networkAdded]);
    }
    const { followWallets }: WalletsFlow = yield call(load);
    yield call(followWallets, deps, win);
  };
