/**
 * Bitcoin connections (SPEC §3, §4 per namespace): connect with the payment and ordinals accounts,
 * restore, follow the wallet and the visitor's account switch, forget. Transports and the public provider load
 * with the `bitcoin` chunk on first use.
 */
import { call, delay, put, race, select, take } from 'redux-saga/effects';
import { eventChannel, buffers, type EventChannel } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import {
  accountChanged,
  accountSelected,
  connected,
  type Connection,
  disconnected,
  embeddedAccountUpdated,
  networkChanged,
  selectAccount,
  selectActiveConnectorIds,
  selectNetworkState,
  selectRequestedNetworks,
} from '../../../slices';
import type { Network } from '../../../src/core/options';
import { MessageError, msg } from '../../../src/core/errors/catalogue';
import { TIMING } from '../../../src/core/constants';
import { bitcoinNetworkKind, isBitcoinAddress, walletStandardChain, type BitcoinAccount } from '../../../src/core/bitcoin';
import { WALLET_CONNECT_ID } from '../../../src/core/walletConnectConnector';
import { sessionBitcoin } from '../../../src/core/bip122';
import type { BitcoinEntry, BitcoinTransport } from '../../../src/services/chains/bitcoin';
import type { BitcoinLive } from '../../../src/services/chains/bitcoinProvider';
import type { SatsConnectProvider } from '../../../src/services/chains/bitcoinSatsConnect';
import type { Wallet } from '@wallet-standard/base';
import type { WalletGateDeps } from '../../deps';
import type { ChainFlows, WalletConnectPart } from '../driver';
import { establishConnection, tearDownConnection } from '../../wallet/provider';

const loadBitcoin = () => import(/* webpackChunkName: "bitcoin" */ './chunk');
type BitcoinChunk = Awaited<ReturnType<typeof loadBitcoin>>;

const hasBitcoinConnector = (deps: WalletGateDeps, connectorId: string) => deps.bitcoin.has(connectorId);

/** The connector's transport, made from the wallet it was discovered as on first use. */
function* transportOf(deps: WalletGateDeps, connectorId: string) {
  const entry = deps.bitcoin.get(connectorId);
  if (!entry) return undefined;
  if (entry.transport) return entry.transport;
  const chunk: BitcoinChunk = yield call(loadBitcoin);
  const { source } = entry;
  if (source.kind === 'standard') entry.transport = chunk.standardBitcoinTransport(source.wallet as Wallet);
  else if (source.kind === 'satsConnect') entry.transport = chunk.satsConnectTransport(source.provider as SatsConnectProvider);
  return entry.transport;
}

/** The site's Bitcoin network to connect on: the active one if any, else the first configured. */
function* bitcoinNetwork() {
  const requested: Network[] = yield select(selectRequestedNetworks);
  const state: ReturnType<typeof selectNetworkState> = yield select(selectNetworkState);
  const bitcoin = requested.filter((n) => n.chainNamespace === 'bip122');
  return bitcoin.find((n) => n.caipNetworkId === state.active.bip122) ?? bitcoin[0] ?? null;
}

/** The chain id a transport is handed: WalletConnect speaks CAIP-2, the Wallet Standard its own names. */
const transportChain = (connectorId: string, caipNetworkId: string) => (connectorId === WALLET_CONNECT_ID ? caipNetworkId : walletStandardChain(caipNetworkId));

/** Accounts on the site's network (a mainnet address on a testnet site is not one the site can use). */
function usable(accounts: BitcoinAccount[], caipNetworkId: string) {
  const kind = bitcoinNetworkKind(caipNetworkId);
  return kind ? accounts.filter((a) => isBitcoinAddress(a.address, kind)) : accounts;
}

/** What each connection's provider reads, updated as the wallet and the visitor change things. */
const liveState = new WeakMap<BitcoinEntry, BitcoinLive>();

/** Asks the wallet for its accounts and fills the bip122 namespace with the payment account; throws what the wallet threw. */
function* connectBitcoin(deps: WalletGateDeps, connectorId: string, { silent, wallet }: { silent: boolean; wallet?: { name: string; icon?: string } }) {
  const network: Network | null = yield call(bitcoinNetwork);
  if (!network) throw new MessageError(msg('namespaceNotConfigured', { namespace: 'bip122' }), 'NAMESPACE_NOT_CONFIGURED');
  const transport: BitcoinTransport | undefined = yield call(transportOf, deps, connectorId);
  if (!transport) throw Object.assign(new Error('This wallet is no longer available in the browser.'), { code: 'CONNECTOR_NOT_FOUND' });
  const chain = transportChain(connectorId, network.caipNetworkId);
  const all: BitcoinAccount[] = yield call([transport, transport.connect], { silent, chain });
  const accounts = usable(all, network.caipNetworkId);
  // SPEC §3: the payment account is the one used
  const payment = accounts.find((a) => a.purpose === 'payment') ?? accounts[0];
  if (!payment) {
    if (silent) return false;
    throw Object.assign(new Error(all.length ? 'The wallet has no account on this Bitcoin network.' : 'The wallet returned no Bitcoin account.'), { code: 4100 });
  }
  const chunk: BitcoinChunk = yield call(loadBitcoin);
  const entry = deps.bitcoin.get(connectorId)!;
  const live: BitcoinLive = { address: payment.address, chainId: network.caipNetworkId, chain, accounts };
  entry.provider = chunk.createBitcoinWalletProvider(transport, () => live);
  liveState.set(entry, live);
  yield call(establishConnection, {
    namespace: 'bip122',
    connectorId,
    accounts: [payment.address, ...accounts.filter((a) => a !== payment).map((a) => a.address)],
    typedAccounts: accounts.map((a) => ({ address: a.address, type: a.purpose })),
    chainId: network.id,
    caipNetworkId: network.caipNetworkId,
    restored: silent,
    ...(wallet ? { wallet } : {}),
  });
  yield put(embeddedAccountUpdated({ namespace: 'bip122', details: { preferredAccountType: 'payment' } }));
  return true;
}

const endOfBitcoin = (action: Action) => (disconnected.match(action) || connected.match(action)) && action.payload.namespace === 'bip122';

function accountsChannel(transport: BitcoinTransport): EventChannel<{ accounts: BitcoinAccount[] }> {
  return eventChannel((emit) => transport.onAccountsChanged((accounts) => emit({ accounts })), buffers.expanding(8));
}

/** Follows the connected Bitcoin wallet until the namespace disconnects: new accounts, none (it let the site go), a switch. */
function* followBitcoin(deps: WalletGateDeps, _connection: Connection) {
  const ids: ReturnType<typeof selectActiveConnectorIds> = yield select(selectActiveConnectorIds);
  const entry = ids.bip122 ? deps.bitcoin.get(ids.bip122) : undefined;
  const live = entry ? liveState.get(entry) : undefined;
  if (!entry?.transport || !live) return;
  const channel: EventChannel<{ accounts: BitcoinAccount[] }> = yield call(accountsChannel, entry.transport);
  try {
    while (true) {
      const { event, network, selected } = (yield race({
        event: take(channel),
        network: take((a: Action) => networkChanged.match(a) && a.payload.namespace === 'bip122'),
        selected: take((a: Action) => accountSelected.match(a) && a.payload.namespace === 'bip122'),
        end: take(endOfBitcoin),
      })) as { event?: { accounts: BitcoinAccount[] }; network?: ReturnType<typeof networkChanged>; selected?: ReturnType<typeof accountSelected> };
      if (network) {
        live.chainId = network.payload.caipNetworkId;
        live.chain = transportChain(ids.bip122!, live.chainId);
        continue;
      }
      if (selected) {
        // the store switched only to an account the wallet shared; the provider follows what the store shows
        const account: ReturnType<typeof selectAccount> = yield select(selectAccount, 'bip122');
        if (account?.address) live.address = account.address;
        continue;
      }
      if (!event) return;
      const accounts = usable(event.accounts, live.chainId);
      const payment = accounts.find((a) => a.purpose === 'payment') ?? accounts[0];
      if (!payment) {
        yield call(tearDownConnection, 'bip122');
        return;
      }
      live.accounts = accounts;
      const account: ReturnType<typeof selectAccount> = yield select(selectAccount, 'bip122');
      if (account?.address === payment.address) continue;
      live.address = payment.address;
      yield put(accountChanged({ namespace: 'bip122', address: payment.address, caipAddress: `${live.chainId}:${payment.address}` }));
    }
  } finally {
    channel.close();
  }
}

/** The site forgets the wallet (never blocking the teardown on a wallet that does not answer). */
function* forgetBitcoin(deps: WalletGateDeps, connectorId: string) {
  const entry = deps.bitcoin.get(connectorId);
  if (!entry) return;
  delete entry.provider;
  const transport = entry.transport;
  if (transport) yield race({ done: call(() => transport.disconnect().catch(() => undefined)), timeout: delay(TIMING.rpcTimeoutMs) });
}

/** A WalletConnect session's bip122 accounts: its transport loads with the `bitcoin` chunk. */
const bip122WalletConnect: WalletConnectPart = {
  holds: (session) => sessionBitcoin(session.namespaces).accounts.length > 0,
  attach: async (deps, up) => {
    const { walletConnectBitcoinTransport } = await loadBitcoin();
    deps.bitcoin.set(WALLET_CONNECT_ID, { source: { kind: 'transport' }, transport: walletConnectBitcoinTransport(up) });
  },
  *join(deps, wallet) {
    yield call(connectBitcoin, deps, WALLET_CONNECT_ID, { silent: false, ...(wallet ? { wallet } : {}) });
  },
};

export const bip122Flows: ChainFlows = {
  has: hasBitcoinConnector,
  connect: connectBitcoin,
  follow: followBitcoin,
  forget: forgetBitcoin,
  walletConnect: bip122WalletConnect,
};
