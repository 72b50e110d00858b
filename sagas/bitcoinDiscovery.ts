import { call, select, take } from 'redux-saga/effects';
import { configured, networkAdded, selectRequestedNetworks } from '../slices';
import { walletsNeeded } from './discovery';
import type { Network } from '../src/core/options';
import { STORED } from '../src/core/storageKeys';
import type { WalletGateDeps } from './deps';

const loadBitcoinWallets = () => import(/* webpackChunkName: "bitcoin-wallets" */ './bitcoinWalletsFlow');

/**
 * Bitcoin wallets, only on a site that configured a bip122 network: until then not a byte of Bitcoin
 * code loads. Like the Solana registry, the channel's code loads when wallets are first needed (the modal opens,
 * a wallet is picked, or a stored Bitcoin connection is restored). The first wallet under a name keeps it.
 */
export function* watchBitcoinDiscovery(deps: WalletGateDeps) {
  const win = deps.window;
  if (!win) return;
  while (true) {
    const networks: Network[] = yield select(selectRequestedNetworks);
    if (networks.some((n) => n.chainNamespace === 'bip122')) break;
    yield take([configured, networkAdded]);
  }
  const stored = deps.storage.get(STORED.connectedNamespaces.key, STORED.connectedNamespaces.schema) ?? [];
  if (!stored.includes('bip122')) yield call(walletsNeeded, deps);
  const { followBitcoinWallets }: Awaited<ReturnType<typeof loadBitcoinWallets>> = yield call(loadBitcoinWallets);
  yield call(followBitcoinWallets, deps, win);
}
