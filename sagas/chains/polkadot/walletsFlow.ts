/**
 * The Polkadot extensions a page has (window.injectedWeb3), followed once a site that configured a polkadot network
 * needs them (../discovery.ts decides when): loaded with the channel, in its own chunk.
 */
import { call, put, take } from 'redux-saga/effects';
import type { EventChannel } from 'redux-saga';
import { connectorAnnounced } from '../../../slices';
import type { WalletGateDeps } from '../../deps';
import { createInjectedWeb3Channel, type InjectedWeb3Event } from '../../channels/injectedWeb3';

export function* followWallets(deps: WalletGateDeps, win: Window) {
  const channel: EventChannel<InjectedWeb3Event> = yield call(createInjectedWeb3Channel, win);
  try {
    while (true) {
      const event: InjectedWeb3Event = yield take(channel);
      if (deps.polkadot.get(event.id)?.extension) continue;
      deps.polkadot.set(event.id, { extension: event.extension });
      yield put(connectorAnnounced({ id: event.id, name: event.name, type: 'ANNOUNCED', chain: 'polkadot', ...(event.icon ? { imageUrl: event.icon } : {}) }));
    }
  } finally {
    channel.close();
  }
}
