/**
 * Polkadot connections (SPEC §1, §4 per namespace): connect, restore, follow the wallet's accounts and the
 * site's network, forget. Addresses are shown as SS58 with the active network's prefix (re-encoded with
 * @polkadot/util-crypto, which loads with the `polkadot` chunk on first use, as do the transport and the provider).
 */
import { call, put, race, select, take } from 'redux-saga/effects';
import { eventChannel, buffers, type EventChannel } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import {
  accountChanged,
  connected,
  type Connection,
  disconnected,
  embeddedAccountUpdated,
  networkChanged,
  selectActiveConnectorIds,
  selectConfig,
  selectNetworkState,
  selectRequestedNetworks,
} from '../../../slices';
import type { Network, ValidOptions } from '../../../src/core/options';
import { MessageError, msg } from '../../../src/core/errors/catalogue';
import { accountServesNetwork, sessionPolkadot, ss58PrefixOf, type InjectedAccount } from '../../../src/core/polkadot';
import type { PolkadotEntry, PolkadotTransport } from '../../../src/services/chains/polkadot';
import type { WalletGateDeps } from '../../deps';
import type { ChainFlows, WalletConnectPart } from '../driver';
import { WALLET_CONNECT_ID } from '../../../src/core/walletConnectConnector';
import { establishConnection, tearDownConnection } from '../../wallet/provider';

const loadPolkadot = () => import(/* webpackChunkName: "polkadot" */ './chunk');
type PolkadotChunk = Awaited<ReturnType<typeof loadPolkadot>>;

/** A Polkadot connector usable in this page: a discovered extension, or a transport registered for it (WalletConnect). */
const hasPolkadotConnector = (deps: WalletGateDeps, connectorId: string) => {
  const entry = deps.polkadot.get(connectorId);
  return !!(entry?.extension || entry?.transport);
};

/** The site's Polkadot network to connect on: the active one if any, else the first configured. */
function* polkadotNetwork() {
  const requested: Network[] = yield select(selectRequestedNetworks);
  const state: ReturnType<typeof selectNetworkState> = yield select(selectNetworkState);
  const polkadot = requested.filter((n) => n.chainNamespace === 'polkadot');
  return polkadot.find((n) => n.caipNetworkId === state.active.polkadot) ?? polkadot[0] ?? null;
}

/** The name extensions show the visitor when the site asks (enable(origin)): the site's own, else its host. */
function* originName(deps: WalletGateDeps) {
  const config: ValidOptions | null = yield select(selectConfig);
  return config?.metadata?.name || deps.location?.hostname || 'WalletGate';
}

/** What the provider and the follower read and update; one per connection. */
interface Live {
  address: string;
  accounts: string[];
  walletAccounts: string[];
  chainId: string;
}
const liveState = new WeakMap<PolkadotEntry, Live>();

/** The wallet's accounts usable on `caipNetworkId`, as SS58 with its prefix, beside the wallet's own encoding. */
function shown(chunk: PolkadotChunk, accounts: InjectedAccount[], caipNetworkId: string) {
  const prefix = ss58PrefixOf(caipNetworkId);
  const pairs = accounts
    .filter((a) => accountServesNetwork(a.genesisHash, caipNetworkId))
    .map((a) => [chunk.reencode(a.address, prefix), a.address] as const)
    .filter((pair): pair is readonly [string, string] => pair[0] !== null);
  return { accounts: pairs.map(([s]) => s), walletAccounts: pairs.map(([, w]) => w) };
}

/** Asks the wallet for its accounts and fills the polkadot namespace; throws what the wallet threw. */
function* connectPolkadot(deps: WalletGateDeps, connectorId: string, { silent, wallet }: { silent: boolean; wallet?: { name: string; icon?: string } }) {
  const network: Network | null = yield call(polkadotNetwork);
  if (!network) throw new MessageError(msg('namespaceNotConfigured', { namespace: 'polkadot' }), 'NAMESPACE_NOT_CONFIGURED');
  const entry = deps.polkadot.get(connectorId);
  if (!entry || (!entry.transport && !entry.extension)) throw Object.assign(new Error('This wallet is no longer available in the browser.'), { code: 'CONNECTOR_NOT_FOUND' });
  const chunk: PolkadotChunk = yield call(loadPolkadot);
  if (!entry.transport && entry.extension) entry.transport = chunk.injectedExtensionTransport(entry.extension, (yield call(originName, deps)) as string);
  const transport = entry.transport!;
  const raw: InjectedAccount[] = yield call([transport, transport.connect], { silent });
  const { accounts, walletAccounts } = shown(chunk, raw, network.caipNetworkId);
  if (accounts.length === 0) {
    if (silent) return false;
    throw Object.assign(new Error('The wallet returned no Polkadot account.'), { code: 4100 });
  }
  const live: Live = { address: accounts[0]!, accounts, walletAccounts, chainId: network.caipNetworkId };
  entry.provider = chunk.createPolkadotWalletProvider(transport, { current: () => live });
  liveState.set(entry, live);
  yield call(establishConnection, {
    namespace: 'polkadot',
    connectorId,
    accounts,
    chainId: network.caipNetworkId.split(':')[1]!,
    caipNetworkId: network.caipNetworkId,
    restored: silent,
    ...(wallet ? { wallet } : {}),
  });
  return true;
}

const endOfPolkadot = (action: Action) => (disconnected.match(action) || connected.match(action)) && action.payload.namespace === 'polkadot';

function accountsChannel(transport: PolkadotTransport): EventChannel<{ accounts: InjectedAccount[] }> {
  return eventChannel((emit) => transport.onAccountsChanged((accounts) => emit({ accounts })), buffers.sliding(4));
}

/** Puts the live state into the store: the selected account (kept when the wallet still lets the site see it) and the list. */
function* publish(live: Live, previous: string | null) {
  const [address] = live.accounts;
  live.address = previous && live.accounts.includes(previous) ? previous : address!;
  yield put(embeddedAccountUpdated({ namespace: 'polkadot', details: { allAccounts: live.accounts.map((a) => ({ address: a, type: 'eoa' })) } }));
  yield put(accountChanged({ namespace: 'polkadot', address: live.address, caipAddress: `${live.chainId}:${live.address}` }));
}

/**
 * Follows the connected Polkadot wallet until the namespace disconnects: the accounts it lets the site see (none: it
 * let the site go), and the site's network (the same accounts under that network's SS58 prefix).
 */
function* followPolkadot(deps: WalletGateDeps, _connection: Connection) {
  const ids: ReturnType<typeof selectActiveConnectorIds> = yield select(selectActiveConnectorIds);
  const entry = ids.polkadot ? deps.polkadot.get(ids.polkadot) : undefined;
  const live = entry ? liveState.get(entry) : undefined;
  if (!entry?.transport || !live) return;
  const chunk: PolkadotChunk = yield call(loadPolkadot);
  let raw: InjectedAccount[] | null = null;
  const channel: EventChannel<{ accounts: InjectedAccount[] }> = yield call(accountsChannel, entry.transport);
  try {
    while (true) {
      const { event, network } = (yield race({
        event: take(channel),
        network: take((a: Action) => networkChanged.match(a) && a.payload.namespace === 'polkadot'),
        end: take(endOfPolkadot),
      })) as { event?: { accounts: InjectedAccount[] }; network?: ReturnType<typeof networkChanged> };
      if (!event && !network) return;
      if (event) raw = event.accounts;
      const previousIndex = live.accounts.indexOf(live.address);
      const previousWallet = live.walletAccounts[previousIndex] ?? null;
      if (network) live.chainId = network.payload.caipNetworkId;
      // before the wallet's first list arrives, a network change re-encodes the accounts already known
      const list = raw ?? live.walletAccounts.map((address) => ({ address }));
      const next = shown(chunk, list, live.chainId);
      if (next.accounts.length === 0) {
        yield call(tearDownConnection, 'polkadot');
        return;
      }
      const previous = previousWallet && next.walletAccounts.includes(previousWallet) ? next.accounts[next.walletAccounts.indexOf(previousWallet)]! : null;
      if (event && !network && previous === live.address && next.accounts.join() === live.accounts.join()) continue;
      live.accounts = next.accounts;
      live.walletAccounts = next.walletAccounts;
      yield call(publish, live, previous);
    }
  } finally {
    channel.close();
  }
}

/** The visitor picks another of the accounts the wallet lets the site see (the Account view's account list). */
function* selectPolkadotAccount(deps: WalletGateDeps, address: string) {
  const ids: ReturnType<typeof selectActiveConnectorIds> = yield select(selectActiveConnectorIds);
  const entry = ids.polkadot ? deps.polkadot.get(ids.polkadot) : undefined;
  const live = entry ? liveState.get(entry) : undefined;
  if (!live || !live.accounts.includes(address) || live.address === address) return;
  yield call(publish, live, address);
}

/** The site forgets the wallet: extensions have no disconnect; the provider goes, the transport stays for a reconnect. */
function* forgetPolkadot(deps: WalletGateDeps, connectorId: string) {
  const entry = deps.polkadot.get(connectorId);
  if (!entry) return;
  delete entry.provider;
  yield call(() => entry.transport?.disconnect().catch(() => undefined));
}

/** A WalletConnect session's polkadot accounts: its transport loads with the `polkadot` chunk. */
const polkadotWalletConnect: WalletConnectPart = {
  holds: (session) => sessionPolkadot(session.namespaces).accounts.length > 0,
  attach: async (deps, up) => {
    const { walletConnectPolkadotTransport } = await loadPolkadot();
    deps.polkadot.set(WALLET_CONNECT_ID, { transport: walletConnectPolkadotTransport(up) });
  },
  *join(deps, wallet) {
    yield call(connectPolkadot, deps, WALLET_CONNECT_ID, { silent: false, ...(wallet ? { wallet } : {}) });
  },
};

export const polkadotFlows: ChainFlows = {
  has: hasPolkadotConnector,
  connect: connectPolkadot,
  follow: followPolkadot,
  forget: forgetPolkadot,
  selectAccount: selectPolkadotAccount,
  walletConnect: polkadotWalletConnect,
};
