import { call, flush, put, take } from 'redux-saga/effects';
import type { EventChannel } from 'redux-saga';
import { connectorAnnounced } from '../slices';
import type { Eip1193Provider } from '../src/services/providers';
import { createAnnouncementChannel, type Announcement } from './channels/eip6963';
import type { WalletGateDeps } from './deps';

/** A connector id must survive reloads: the rdns is stable, the announcement's uuid is not. */
function* register(deps: WalletGateDeps, { info, provider }: Announcement) {
  deps.providers.set(info.rdns, provider);
  yield put(connectorAnnounced({ id: info.rdns, name: info.name, type: 'ANNOUNCED', chain: 'eip155', imageUrl: info.icon, rdns: info.rdns }));
}

/** Wallets installed in the browser: EIP-6963 announcements, and a legacy window.ethereum that announced nothing. */
export function* watchDiscovery(deps: WalletGateDeps) {
  const win = deps.window;
  if (!win) return;
  const channel: EventChannel<Announcement> = yield call(createAnnouncementChannel, win);
  try {
    win.dispatchEvent(new Event('eip6963:requestProvider'));
    const early: Announcement[] = yield flush(channel);
    for (const announcement of early) yield call(register, deps, announcement);
    const legacy = (win as Window & { ethereum?: Eip1193Provider }).ethereum;
    if (legacy && typeof legacy.request === 'function' && !deps.providers.idOf(legacy)) {
      deps.providers.set('injected', legacy);
      yield put(connectorAnnounced({ id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' }));
    }
    while (true) {
      const announcement: Announcement = yield take(channel);
      yield call(register, deps, announcement);
    }
  } finally {
    channel.close();
  }
}
