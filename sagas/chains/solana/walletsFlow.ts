/**
 * The Solana wallets a page has (the Wallet Standard registry), followed once a site that configured a solana network
 * needs them (../discovery.ts decides when): loaded with the registry's channel, in its own chunk. Like EIP-6963, the
 * first wallet registered under a name keeps it: a later one with the same name is another script's and is ignored.
 * Only the wallet object is kept here; its transport (and @solana/web3.js) loads when it is used. Wallets that
 * registered before this chunk arrived register again when it appears (the Wallet Standard's app-ready).
 */
import { call, put, take } from 'redux-saga/effects';
import type { EventChannel } from 'redux-saga';
import { connectorAnnounced, connectorRemoved } from '../../../slices';
import type { WalletGateDeps } from '../../deps';
import { createWalletStandardChannel, type StandardWalletEvent } from '../../channels/walletStandard';

export function* followWallets(deps: WalletGateDeps) {
  const channel: EventChannel<StandardWalletEvent> = yield call(createWalletStandardChannel);
  try {
    while (true) {
      const event: StandardWalletEvent = yield take(channel);
      const known = deps.standardWallets.get(event.id);
      if (event.type === 'unregistered') {
        if (!known) continue;
        deps.standardWallets.delete(event.id);
        deps.solana.delete(event.id);
        yield put(connectorRemoved(event.id));
        continue;
      }
      if (known) {
        if (known !== event.wallet) deps.logger.warn(`[WalletGate] ignored another Wallet Standard wallet named ${event.name}; the first one registered keeps it`);
        continue;
      }
      deps.standardWallets.set(event.id, event.wallet);
      yield put(connectorAnnounced({ id: event.id, name: event.name, type: 'ANNOUNCED', chain: 'solana', imageUrl: event.icon }));
    }
  } finally {
    channel.close();
  }
}
