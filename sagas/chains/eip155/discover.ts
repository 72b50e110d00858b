/** eip155's discovery: wallets installed in the browser, announced by EIP-6963 or found at window.ethereum. */
import { call, flush, put, select, take } from 'redux-saga/effects';
import type { EventChannel } from 'redux-saga';
import { connectorAnnounced, connectorRemoved, selectActiveConnectorIds, selectConnection } from '../../../slices';
import type { Eip1193Provider } from '../../../src/services/providers';
import { createAnnouncementChannel, type Announcement, type AnnouncementEvent } from '../../channels/eip6963';
import type { WalletGateDeps } from '../../deps';
import { WALLET_CONNECT_ID } from '../../../src/core/walletConnectConnector';
import { AUTH_CONNECTOR_ID } from '../../../src/core/embedded';

/** The connector id of a window.ethereum that announced nothing. */
const LEGACY_ID = 'injected';
/** Ids WalletGate's own connectors hold; the other chains' connector ids all have a prefix ending in ':'. */
const OWN_IDS = new Set([LEGACY_ID, WALLET_CONNECT_ID, AUTH_CONNECTOR_ID]);
/** A page that announces malformed wallets in a loop must not flood the console: each is said once, and this many at most. */
const MAX_REFUSALS_SAID = 8;

/** Who was refused, by their own words; said once each. */
type Refused = Set<string>;

function warnRefused(deps: WalletGateDeps, said: Refused, wallet: string, why: string) {
  if (said.has(wallet) || said.size >= MAX_REFUSALS_SAID) return;
  said.add(wallet);
  deps.logger.warn(`[WalletGate] ignored the wallet announcement (EIP-6963) of ${JSON.stringify(wallet)}: ${why}`);
}

/** The wallet listed under each rdns: the instance (EIP-6963 uuid) and name it announced, and its provider now. */
type Listed = Map<string, { uuid: string | null; name: string; provider: Eip1193Provider; warned?: boolean }>;

/**
 * A connector id must survive reloads: the rdns is stable, the announcement's uuid is not. The first wallet
 * announced for an rdns keeps it: any page script can announce, so a later announcement of a listed rdns by another
 * wallet (another uuid or name) is an impostor's (or a second copy's) and is dropped, never substituted for the
 * listed wallet, which the visitor's click and a restore would then reach. The same wallet announcing again (every
 * eip6963:requestProvider asks it to) changes nothing; the same instance (uuid) and name with a new provider object
 * is that wallet having replaced its provider (test wallets re-inject theirs): the newer provider is taken, quietly.
 */
function* register(deps: WalletGateDeps, listed: Listed, refused: Refused, { info, provider }: Announcement) {
  // an rdns is taken as the connector id: it must not be one of another kind of connector's
  if (OWN_IDS.has(info.rdns) || info.rdns.includes(':')) {
    warnRefused(deps, refused, info.rdns, 'its rdns is a name WalletGate keeps for another kind of connector');
    return;
  }
  const registered = deps.providers.get(info.rdns);
  // registered before this watcher began: only its very provider is known to be that wallet
  const known = listed.get(info.rdns) ?? (registered ? { uuid: registered === provider ? info.uuid : null, name: info.name, provider: registered } : undefined);
  const connector = { id: info.rdns, name: info.name, type: 'ANNOUNCED', chain: 'eip155', imageUrl: info.icon, rdns: info.rdns } as const;
  if (!known) {
    listed.set(info.rdns, { uuid: info.uuid, name: info.name, provider });
    deps.providers.set(info.rdns, provider);
    yield put(connectorAnnounced(connector));
    yield call(dropLegacyCopy, deps, provider);
    return;
  }
  listed.set(info.rdns, known);
  if (known.provider === provider) return;
  if (known.uuid === info.uuid && known.name === info.name) {
    known.provider = provider;
    deps.providers.set(info.rdns, provider);
    // announced again: a connection to it follows the new provider (sagas/wallet/session.ts)
    yield put(connectorAnnounced(connector));
    yield call(dropLegacyCopy, deps, provider);
    return;
  }
  // said once per rdns: a page announcing in a loop must not flood the console
  if (!known.warned) {
    known.warned = true;
    deps.logger.warn(`[WalletGate] ignored another wallet announcing itself as ${info.rdns}; the first one announced keeps it`);
  }
}

/**
 * window.ethereum listed as "Browser Wallet" before it announced itself: it is one wallet, listed once, unless that
 * entry is in use (connected, or being connected or restored).
 */
function* dropLegacyCopy(deps: WalletGateDeps, provider: Eip1193Provider) {
  if (deps.providers.get(LEGACY_ID) !== provider) return;
  const active: ReturnType<typeof selectActiveConnectorIds> = yield select(selectActiveConnectorIds);
  const connection: ReturnType<typeof selectConnection> = yield select(selectConnection);
  if (Object.values(active).includes(LEGACY_ID) || (connection.status.eip155 ?? 'disconnected') !== 'disconnected') return;
  yield put(connectorRemoved(LEGACY_ID));
}

/** An announcement taken is registered; one refused is said, in words, once per wallet. */
function* intake(deps: WalletGateDeps, listed: Listed, refused: Refused, event: AnnouncementEvent) {
  if (event.type === 'announced') yield call(register, deps, listed, refused, event.announcement);
  else warnRefused(deps, refused, event.wallet, `its ${event.field} is missing or not what EIP-6963 describes`);
}

/** Wallets installed in the browser: EIP-6963 announcements, and a legacy window.ethereum that announced nothing. */
export function* discoverInjected(deps: WalletGateDeps) {
  const win = deps.window;
  if (!win) return;
  const channel: EventChannel<AnnouncementEvent> = yield call(createAnnouncementChannel, win);
  const listed: Listed = new Map();
  const refused: Refused = new Set();
  try {
    win.dispatchEvent(new Event('eip6963:requestProvider'));
    const early: AnnouncementEvent[] = yield flush(channel);
    for (const event of early) yield call(intake, deps, listed, refused, event);
    const legacy = (win as Window & { ethereum?: Eip1193Provider }).ethereum;
    if (legacy && typeof legacy.request === 'function' && !deps.providers.idOf(legacy)) {
      deps.providers.set(LEGACY_ID, legacy);
      yield put(connectorAnnounced({ id: LEGACY_ID, name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' }));
    }
    while (true) {
      const event: AnnouncementEvent = yield take(channel);
      yield call(intake, deps, listed, refused, event);
    }
  } finally {
    channel.close();
  }
}
