/**
 * The Bitcoin wallets a page has (Wallet Standard, sats-connect providers), followed once a site that configured a
 * bip122 network needs them (../discovery.ts decides when): loaded with the channel, in its own chunk.
 */
import { call, put, take } from 'redux-saga/effects';
import type { EventChannel } from 'redux-saga';
import { connectorAnnounced, connectorRemoved } from '../../../slices';
import type { WalletGateDeps } from '../../deps';
import { createBitcoinWalletsChannel, type BitcoinWalletEvent } from '../../channels/bitcoinWallets';

export function* followWallets(deps: WalletGateDeps, win: Window) {
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
