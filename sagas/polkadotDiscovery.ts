import { call, select } from 'redux-saga/effects';
import { selectRequestedNetworks } from '../slices';
import { walletsNeeded } from './discovery';
import { STORED } from '../src/core/storageKeys';
import type { Network } from '../src/core/options';
import type { WalletGateDeps } from './deps';

const loadInjectedWeb3 = () => import(/* webpackChunkName: "polkadot-discovery" */ './polkadotExtensionsFlow');

const hasPolkadot = (networks: Network[]) => networks.some((n) => n.chainNamespace === 'polkadot');

/**
 * Polkadot extensions, for sites that configure a polkadot network only: nothing of it loads before the
 * modal opens, a wallet is picked, or a stored Polkadot connection is restored. The first extension under a key keeps
 * it; only its `enable` is kept here (deps.polkadot), the transport and util-crypto load when it is used.
 */
export function* watchPolkadotExtensions(deps: WalletGateDeps) {
  const win = deps.window;
  if (!win) return;
  const stored = deps.storage.get(STORED.connectedNamespaces.key, STORED.connectedNamespaces.schema) ?? [];
  if (!stored.includes('polkadot')) {
    while (true) {
      yield call(walletsNeeded, deps);
      // networks may be added at runtime: ask again at each opening
      const networks: Network[] = yield select(selectRequestedNetworks);
      if (hasPolkadot(networks)) break;
    }
  } else {
    const networks: Network[] = yield select(selectRequestedNetworks);
    if (!hasPolkadot(networks)) return;
  }
  const { followPolkadotExtensions }: Awaited<ReturnType<typeof loadInjectedWeb3>> = yield call(loadInjectedWeb3);
  yield call(followPolkadotExtensions, deps, win);
}
