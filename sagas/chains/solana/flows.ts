/**
 * Solana connections (SPEC §4 per namespace): connect, restore, follow the wallet's account changes, forget. The
 * transport of a Wallet Standard wallet, and the public provider, load with the `solana` chunk on first use.
 */
import { call, delay, put, race, select, take } from 'redux-saga/effects';
import { eventChannel, buffers, type EventChannel } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { accountChanged, connected, disconnected, networkChanged, selectAccount, selectActiveConnectorIds, selectNetworkState, selectRequestedNetworks, type Connection } from '../../../slices';
import type { Network } from '../../../src/core/options';
import { MessageError, msg } from '../../../src/core/errors/catalogue';
import { TIMING } from '../../../src/core/constants';
import { THROWN } from '../../../src/core/errors/thrown';
import { bytesToHex } from 'viem';
import { isSolanaAddress, SOL_DECIMALS, solanaDeepLink, solanaDeepLinkWallet, STANDARD_WALLET_PREFIX, walletChainFor } from '../../../src/core/solana';
import type { SolanaEntry, SolanaTransport } from '../../../src/services/chains/solana';
import type { WalletGateDeps } from '../../deps';
import type { ChainFlows, WalletConnectPart } from '../driver';
import { sessionSolana, WALLET_CONNECT_ID } from '../../../src/core/walletConnect';
import { AUTH_CONNECTOR_ID } from '../../../src/core/embedded';
import { establishConnection, tearDownConnection } from '../../wallet/provider';

const loadSolana = () => import(/* webpackChunkName: "solana" */ './chunk');
type SolanaChunk = Awaited<ReturnType<typeof loadSolana>>;


/** The connector's transport, made from its Wallet Standard wallet on first use. */
function* transportOf(deps: WalletGateDeps, connectorId: string) {
  const entry = deps.solana.get(connectorId);
  if (entry) return entry.transport;
  const wallet = deps.standardWallets.get(connectorId);
  if (!wallet) return undefined;
  const chunk: SolanaChunk = yield call(loadSolana);
  const transport = chunk.standardWalletTransport(wallet);
  deps.solana.set(connectorId, { transport });
  return transport;
}

/** The site's Solana network to connect on: the active one if any, else the first configured (SPEC §4 network per namespace). */
function* solanaNetwork() {
  const requested: Network[] = yield select(selectRequestedNetworks);
  const state: ReturnType<typeof selectNetworkState> = yield select(selectNetworkState);
  const solana = requested.filter((n) => n.chainNamespace === 'solana');
  return solana.find((n) => n.caipNetworkId === state.active.solana) ?? solana[0] ?? null;
}

/** Asks the wallet for its accounts and fills the solana namespace; throws what the wallet threw. */
export function* connectSolana(
  deps: WalletGateDeps,
  connectorId: string,
  { silent, wallet }: { silent: boolean; /** the wallet behind a connector that stands for many (WalletConnect's peer) */ wallet?: { name: string; icon?: string } },
) {
  const network: Network | null = yield call(solanaNetwork);
  if (!network) throw new MessageError(msg('namespaceNotConfigured', { namespace: 'solana' }), 'NAMESPACE_NOT_CONFIGURED');
  const transport: SolanaTransport | undefined = yield call(transportOf, deps, connectorId);
  if (!transport) throw Object.assign(new Error('This wallet is no longer available in the browser.'), { code: 'CONNECTOR_NOT_FOUND' });
  const raw: unknown = yield call([transport, transport.connect], { silent });
  const accounts = Array.isArray(raw) ? raw.filter(isSolanaAddress) : [];
  if (accounts.length === 0) {
    if (silent) return false;
    throw Object.assign(new Error('The wallet returned no Solana account.'), { code: 4100 });
  }
  const chunk: SolanaChunk = yield call(loadSolana);
  const entry: SolanaEntry = deps.solana.get(connectorId) ?? { transport };
  // The provider reads the account and network the store holds at each call, kept fresh by the follower below.
  const live = { publicKey: accounts[0]!, chainId: network.caipNetworkId as string };
  entry.provider = chunk.createSolanaWalletProvider(transport, {
    current: () => ({ ...live, walletChain: walletChainFor(live.chainId, transport.chains) }),
  });
  deps.solana.set(connectorId, entry);
  liveState.set(entry, live);
  yield call(establishConnection, {
    namespace: 'solana',
    connectorId,
    accounts,
    chainId: network.id,
    caipNetworkId: network.caipNetworkId,
    restored: silent,
    ...(wallet ? { wallet } : {}),
  });
  return true;
}

/** What the public provider reads; one per connection, updated as the wallet and the visitor change things. */
const liveState = new WeakMap<SolanaEntry, { publicKey: string; chainId: string }>();

const endOfSolana = (action: Action) => (disconnected.match(action) || connected.match(action)) && action.payload.namespace === 'solana';

function accountsChannel(transport: SolanaTransport): EventChannel<{ accounts: string[] }> {
  return eventChannel((emit) => transport.onAccountsChanged((accounts) => emit({ accounts: Array.isArray(accounts) ? accounts.filter(isSolanaAddress) : [] })), buffers.expanding(8));
}

/** Follows the connected Solana wallet until the namespace disconnects: another account, or none (it let the site go). */
function* followSolana(deps: WalletGateDeps, _connection: Connection) {
  const ids: ReturnType<typeof selectActiveConnectorIds> = yield select(selectActiveConnectorIds);
  const entry = ids.solana ? deps.solana.get(ids.solana) : undefined;
  if (!entry) return;
  const live = liveState.get(entry);
  const channel: EventChannel<{ accounts: string[] }> = yield call(accountsChannel, entry.transport);
  try {
    while (true) {
      const { event, network } = (yield race({
        event: take(channel),
        network: take((a: Action) => networkChanged.match(a) && a.payload.namespace === 'solana'),
        end: take(endOfSolana),
      })) as { event?: { accounts: string[] }; network?: ReturnType<typeof networkChanged> };
      if (network) {
        if (live) live.chainId = network.payload.caipNetworkId;
        continue;
      }
      if (!event) return;
      const [address] = event.accounts;
      if (!address) {
        yield call(tearDownConnection, 'solana');
        return;
      }
      const account: ReturnType<typeof selectAccount> = yield select(selectAccount, 'solana');
      if (account?.address === address) continue;
      const state: ReturnType<typeof selectNetworkState> = yield select(selectNetworkState);
      const caipNetworkId = state.active.solana;
      if (live) live.publicKey = address;
      if (caipNetworkId) yield put(accountChanged({ namespace: 'solana', address, caipAddress: `${caipNetworkId}:${address}` }));
    }
  } finally {
    channel.close();
  }
}

/** The site forgets the wallet: Wallet Standard's disconnect when the wallet has it (never blocking the teardown). */
function* forgetSolana(deps: WalletGateDeps, connectorId: string) {
  const entry = deps.solana.get(connectorId);
  if (entry) {
    delete entry.provider;
    yield race({ done: call(() => entry.transport.disconnect().catch(() => undefined)), timeout: delay(TIMING.rpcTimeoutMs) });
  }
}

/** Sign-in's signMessage: the 64 bytes the wallet signs, as 0x-hex. */
function* signSolana(deps: WalletGateDeps, connectorId: string, address: string, message: string) {
  const provider = deps.solana.get(connectorId)?.provider;
  if (!provider) throw new Error(THROWN.chainAdapterNotFound);
  const bytes: Uint8Array = yield call([provider, provider.signMessage], { message: new TextEncoder().encode(message), pubkey: address });
  return bytesToHex(bytes);
}

/** A Solana connector usable in this page: a registered transport, or a Wallet Standard wallet to adapt. */
const hasSolanaConnector = (deps: WalletGateDeps, connectorId: string) => deps.solana.has(connectorId) || deps.standardWallets.has(connectorId);

const loadSolanaRpc = () => import(/* webpackChunkName: "solana-rpc" */ '../../../src/services/chains/solanaRpc');

/** Lamports through the network's JSON-RPC. */
function* readLamports(deps: WalletGateDeps, urls: string[], address: string) {
  const { getLamports }: Awaited<ReturnType<typeof loadSolanaRpc>> = yield call(loadSolanaRpc);
  const lamports: bigint = yield call(getLamports, { fetch: deps.fetch, rpcUrl: urls[0]!, address });
  return lamports;
}

/** A WalletConnect session's solana accounts: its transport loads with the `solana` chunk. */
const solanaWalletConnect: WalletConnectPart = {
  holds: (session) => sessionSolana(session.namespaces).accounts.length > 0,
  attach: async (deps, up) => {
    const { walletConnectSolanaTransport } = await loadSolana();
    deps.solana.set(WALLET_CONNECT_ID, { transport: walletConnectSolanaTransport(up) });
  },
  *join(deps, wallet) {
    yield call(connectSolana, deps, WALLET_CONNECT_ID, { silent: false, ...(wallet ? { wallet } : {}) });
  },
};

export const solanaFlows: ChainFlows = {
  has: hasSolanaConnector,
  // a Wallet Standard wallet named before the registry's code loaded: its wallets register at once then
  registering: (deps, connectorId) => connectorId.startsWith(STANDARD_WALLET_PREFIX) && !hasSolanaConnector(deps, connectorId),
  connect: connectSolana,
  follow: followSolana,
  forget: forgetSolana,
  // the embedded wallet restores its solana side itself once its login is checked (sagas/embedded/login.ts)
  restoredElsewhere: (connectorId) => connectorId === AUTH_CONNECTOR_ID,
  signMessage: signSolana,
  walletConnect: solanaWalletConnect,
  embedded: () => import(/* webpackChunkName: "flows-embedded" */ './embedded').then((m) => m.solanaEmbedded),
  deepLink: (walletName, pageUrl) => {
    const wallet = solanaDeepLinkWallet(walletName);
    return wallet ? solanaDeepLink(wallet, pageUrl) : null;
  },
  send: () => import(/* webpackChunkName: "flows-account" */ './send').then((m) => m.solanaSend),
  nativeBalance: {
    urls: (network) => network.rpcUrls.default.http.slice(0, 1),
    read: readLamports,
    // SPEC §9: SOL has 9 decimals, whatever a site wrote in its network's nativeCurrency
    decimals: () => SOL_DECIMALS,
  },
};
