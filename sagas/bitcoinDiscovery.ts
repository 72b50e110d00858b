import { call, put, select, take } from 'redux-saga/effects';
import type { EventChannel } from 'redux-saga';
import { configured, connectorAnnounced, connectorRemoved, networkAdded, openRequested, selectRequestedNetworks, walletSelected } from '../slices';
import type { Network } from '../src/core/options';
import { STORED } from '../src/core/storageKeys';
import type { WalletGateDeps } from './deps';
import type { BitcoinWalletEvent } from './channels/bitcoinWallets';

const loadBitcoinWallets = () => import(/* webpackChunkName: "bitcoin-wallets" */ './channels/bitcoinWallets');

/**
 * Bitcoin wallets (issue 17), only on a site that configured a bip122 network: until then not a byte of Bitcoin
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
  if (!stored.includes('bip122')) yield take([openRequested, walletSelected]);
  const { createBitcoinWalletsChannel }: Awaited<ReturnType<typeof loadBitcoinWallets>> = yield call(loadBitcoinWallets);
  const channel: EventChannel<BitcoinWalletEvent> = yield call(createBitcoinWalletsChannel, win);
  try {
    while (true) {
      const event: BitcoinWalletEvent = yield take(channel);
      const known = deps.bitcoin.get(event.id);
      if (event.type === 'unregistered') {
        if (!known) continue;
        deps.bitcoin.delete(event.id);
        yield put(connectorRemoved(event.id));
        continue;
      }
      if (known) {
        const same = known.source.kind === 'standard' && event.source.kind === 'standard' && known.source.wallet === event.source.wallet;
        if (!same) deps.logger.warn(`[WalletGate] ignored another Bitcoin wallet named ${event.name}; the first one registered keeps it`);
        continue;
      }
      deps.bitcoin.set(event.id, { source: event.source });
      yield put(connectorAnnounced({ id: event.id, name: event.name, type: 'ANNOUNCED', chain: 'bip122', imageUrl: event.icon }));
    }
  } finally {
    channel.close();
  }
}
