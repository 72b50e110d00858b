import { call, flush, put, take } from 'redux-saga/effects';
import type { EventChannel } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { connectorAnnounced, connectorRemoved, openRequested, walletSelected } from '../slices';
import type { Eip1193Provider } from '../src/services/providers';
import { createAnnouncementChannel, type Announcement, type AnnouncementEvent } from './channels/eip6963';
import type { WalletGateDeps } from './deps';
import type { StandardWalletEvent } from './channels/walletStandard';
import { STORED } from '../src/core/storageKeys';
import { WALLET_CONNECT_ID } from '../src/core/walletConnectConnector';
import { AUTH_CONNECTOR_ID } from '../src/core/embedded';

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

/** The first announcement of each rdns in this page: its uuid (EIP-6963: one per wallet instance) and provider. */
type FirstAnnounced = Map<string, { uuid: string; provider: Eip1193Provider; warned?: boolean }>;

/**
 * A connector id must survive reloads: the rdns is stable, the announcement's uuid is not. The first provider
 * announced for an rdns keeps it: any page script can announce, so a later announcement of a listed rdns with
 * another instance (uuid) or another provider is an impostor's (or a second copy's) and is dropped, never
 * substituted for the listed wallet, which the visitor's click and a restore would then reach. The same wallet
 * announcing again (every eip6963:requestProvider asks it to) changes nothing.
 */
function* register(deps: WalletGateDeps, first: FirstAnnounced, refused: Refused, { info, provider }: Announcement) {
  // an rdns is taken as the connector id: it must not be one of another kind of connector's
  if (OWN_IDS.has(info.rdns) || info.rdns.includes(':')) {
    warnRefused(deps, refused, info.rdns, 'its rdns is a name WalletGate keeps for another kind of connector');
    return;
  }
  const registered = deps.providers.get(info.rdns);
  const listed = first.get(info.rdns) ?? (registered ? { uuid: info.uuid, provider: registered } : undefined);
  if (listed) {
    first.set(info.rdns, listed);
    // said once per rdns: a page announcing in a loop must not flood the console
    if ((listed.uuid !== info.uuid || listed.provider !== provider) && !listed.warned) {
      listed.warned = true;
      deps.logger.warn(`[WalletGate] ignored another wallet announcing itself as ${info.rdns}; the first one announced keeps it`);
    }
    return;
  }
  first.set(info.rdns, { uuid: info.uuid, provider });
  deps.providers.set(info.rdns, provider);
  yield put(connectorAnnounced({ id: info.rdns, name: info.name, type: 'ANNOUNCED', chain: 'eip155', imageUrl: info.icon, rdns: info.rdns }));
}

/** An announcement taken is registered; one refused is said, in words, once per wallet. */
function* intake(deps: WalletGateDeps, first: FirstAnnounced, refused: Refused, event: AnnouncementEvent) {
  if (event.type === 'announced') yield call(register, deps, first, refused, event.announcement);
  else warnRefused(deps, refused, event.wallet, `its ${event.field} is missing or not what EIP-6963 describes`);
}

/** Wallets installed in the browser: EIP-6963 announcements, and a legacy window.ethereum that announced nothing. */
export function* watchDiscovery(deps: WalletGateDeps) {
  const win = deps.window;
  if (!win) return;
  const channel: EventChannel<AnnouncementEvent> = yield call(createAnnouncementChannel, win);
  const first: FirstAnnounced = new Map();
  const refused: Refused = new Set();
  try {
    win.dispatchEvent(new Event('eip6963:requestProvider'));
    const early: AnnouncementEvent[] = yield flush(channel);
    for (const event of early) yield call(intake, deps, first, refused, event);
    const legacy = (win as Window & { ethereum?: Eip1193Provider }).ethereum;
    if (legacy && typeof legacy.request === 'function' && !deps.providers.idOf(legacy)) {
      deps.providers.set(LEGACY_ID, legacy);
      yield put(connectorAnnounced({ id: LEGACY_ID, name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' }));
    }
    while (true) {
      const event: AnnouncementEvent = yield take(channel);
      yield call(intake, deps, first, refused, event);
    }
  } finally {
    channel.close();
  }
}

/**
 * The first need of a registry of wallets: the modal opening, or a wallet picked. Opening lets the dialog paint
 * first (the wallets found join its list a frame later, as they would once the registry's chunk arrived); a wallet
 * picked needs the registry now.
 */
export function* walletsNeeded(deps: WalletGateDeps) {
  const trigger: Action = yield take([openRequested, walletSelected]);
  if (openRequested.match(trigger)) yield call(deps.afterPaint);
}

const loadWalletStandard = () => import(/* webpackChunkName: "wallet-standard" */ './channels/walletStandard');

/**
 * Solana wallets through the Wallet Standard registry (issue 13). Like EIP-6963, the first wallet registered under a
 * name keeps it: a later one with the same name is another script's and is ignored. Only the wallet object is kept
 * here; its transport (and @solana/web3.js) loads when it is used. The registry's code loads when wallets are first
 * needed (the modal opens, a wallet is picked, or a stored Solana connection is restored), not with the first
 * bundle: the Wallet Standard has wallets that registered early register again when an app appears (app-ready).
 */
export function* watchWalletStandard(deps: WalletGateDeps) {
  if (!deps.window) return;
  const stored = deps.storage.get(STORED.connectedNamespaces.key, STORED.connectedNamespaces.schema) ?? [];
  if (!stored.includes('solana')) yield call(walletsNeeded, deps);
  const { createWalletStandardChannel }: Awaited<ReturnType<typeof loadWalletStandard>> = yield call(loadWalletStandard);
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
