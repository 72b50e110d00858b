import { call, put, select, take } from 'redux-saga/effects';
import type { EventChannel } from 'redux-saga';
import { connectorAnnounced, openRequested, selectRequestedNetworks, walletSelected } from '../slices';
import { STORED } from '../src/core/storageKeys';
import type { Network } from '../src/core/options';
import type { WalletGateDeps } from './deps';
import type { InjectedWeb3Event } from './channels/injectedWeb3';

const loadInjectedWeb3 = () => import(/* webpackChunkName: "polkadot-discovery" */ './channels/injectedWeb3');

const hasPolkadot = (networks: Network[]) => networks.some((n) => n.chainNamespace === 'polkadot');

/**
 * Polkadot extensions (issue 17), for sites that configure a polkadot network only: nothing of it loads before the
 * modal opens, a wallet is picked, or a stored Polkadot connection is restored. The first extension under a key keeps
 * it; only its `enable` is kept here (deps.polkadot), the transport and util-crypto load when it is used.
 */
export function* watchPolkadotExtensions(deps: WalletGateDeps) {
  const win = deps.window;
  if (!win) return;
  const stored = deps.storage.get(STORED.connectedNamespaces.key, STORED.connectedNamespaces.schema) ?? [];
  if (!stored.includes('polkadot')) {
    while (true) {
      yield take([openRequested, walletSelected]);
      // networks may be added at runtime: ask again at each opening
      const networks: Network[] = yield select(selectRequestedNetworks);
      if (hasPolkadot(networks)) break;
    }
  } else {
    const networks: Network[] = yield select(selectRequestedNetworks);
    if (!hasPolkadot(networks)) return;
  }
  const { createInjectedWeb3Channel }: Awaited<ReturnType<typeof loadInjectedWeb3>> = yield call(loadInjectedWeb3);
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
