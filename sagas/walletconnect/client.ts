/** Starting UniversalProvider: once per WalletGate instance, on first need, whichever flow asks first. */
import { call, cancelled, put, select, take } from 'redux-saga/effects';
import { channel, type Channel, type EventChannel } from 'redux-saga';
import { connectorAnnounced, selectActiveCaipNetworkId, selectConfig, selectRequestedNetworks } from '../../slices';
import { wcUriReceived } from '../../slices/walletConnect';
import { TIMING } from '../../src/core/constants';
import type { Network, ValidOptions } from '../../src/core/options';
import { STORED } from '../../src/core/storageKeys';
import { WALLET_CONNECT_ID, WALLET_CONNECT_NAME, walletConnectServices, walletConnectStoragePrefix } from '../../src/core/walletConnect';
import { createWalletConnectEip1193, type WalletConnectEip1193 } from '../../src/services/walletconnect/eip1193';
import type { UniversalProviderLike, WalletConnectModule, WalletConnectSetup } from '../../src/services/walletconnect/types';
import { createDisplayUriChannel } from '../channels/walletConnect';
import type { WalletGateDeps } from '../deps';
import { CHAIN_DRIVERS } from '../chains/registry';
import { parseChainId } from '../../src/core/chainId';
import { createUniversalNamespaceProvider } from '../../src/services/walletconnect/namespace';

export interface WalletConnectHandle {
  up: UniversalProviderLike;
  adapter: WalletConnectEip1193;
}

/** Per instance (made in runFlows, never a module singleton): the provider being started, or started. */
export interface WalletConnectClient {
  starting: Promise<WalletConnectHandle> | null;
  announced: boolean;
  /** the started provider, once: watchDisplayUris (one of the flows' attached watchers) follows its URIs */
  started: Channel<UniversalProviderLike>;
}

export const createWalletConnectClient = (): WalletConnectClient => ({ starting: null, announced: false, started: channel() });

function setupFrom(deps: WalletGateDeps, config: ValidOptions): WalletConnectSetup {
  const origin = deps.location ? new URL(deps.location.href).origin : 'http://localhost';
  const title = deps.window?.document.title;
  return {
    projectId: config.projectId,
    relayUrl: config.endpoints.relay,
    // the proposal names the site; one with no metadata option is named after its page
    metadata: config.metadata ?? { name: title || deps.location?.hostname || 'WalletGate', description: '', url: origin, icons: [] },
    ...walletConnectServices(config),
    // where WalletConnect keeps its pairings and sessions (IndexedDB in a browser), apart from other instances'
    storagePrefix: walletConnectStoragePrefix(config),
  };
}

const chainNumber = (caipNetworkId: string | null | undefined) => (caipNetworkId?.startsWith('eip155:') ? (parseChainId(caipNetworkId) ?? null) : null);

/** The chains a session should start on, best first: `first`, then the configured eip155 networks in order. */
export function preferredChains(first: string | null | undefined, networks: readonly Network[]): number[] {
  const ids = [first, ...networks.map((n) => n.caipNetworkId)].map(chainNumber).filter((n): n is number => n !== null);
  return [...new Set(ids)];
}

/** The WalletConnect chunk: the injected loader, else the dynamic import (webpack memoizes it). */
export const loadWalletConnect = (deps: WalletGateDeps): Promise<WalletConnectModule> =>
  deps.loadWalletConnect?.() ??
  import(/* webpackChunkName: "walletconnect" */ '../../src/services/walletconnect/universal').then((m) => m.walletConnectModule);

async function startProvider(
  deps: WalletGateDeps,
  setup: WalletConnectSetup,
  restoreOn: number[] | null,
  /** SPEC §4's other namespaces the site configured (universal): each gets its provider */
  universal: readonly string[],
): Promise<WalletConnectHandle> {
  const module = await loadWalletConnect(deps);
  const up = await module.initProvider(setup);
  const adapter = createWalletConnectEip1193(up);
  // A session kept from an earlier visit is followed only when the widget remembers connecting through it.
  if (restoreOn && up.session) adapter.attach(up.session, restoreOn);
  // and the session's other namespaces (ChainFlows.walletConnect): the wallet flows' restore then finds each one's transport
  if (restoreOn && up.session) {
    for (const driver of deps.drivers ?? CHAIN_DRIVERS) {
      const part = (await driver.load())?.walletConnect;
      if (part?.attach && part.holds(up.session)) await part.attach(deps, up);
    }
  }
  for (const namespace of new Set(universal)) deps.universal.set(namespace, createUniversalNamespaceProvider(up, namespace));
  deps.providers.set(WALLET_CONNECT_ID, adapter);
  return { up, adapter };
}

/** display_uri → the URI and its expiry in state (SPEC §4, §9: 4 min), for as long as the instance lives. */
/**
 * Puts every URI the provider shows (display_uri) into the store, once the provider has started. A watcher of
 * the flows' own (not spawned from the pairing that started the provider), so destroy() stops it too.
 */
export function* watchDisplayUris(deps: WalletGateDeps, client: WalletConnectClient) {
  const up: UniversalProviderLike = yield take(client.started);
  const uris: EventChannel<string> = yield call(createDisplayUriChannel, up);
  try {
    while (true) {
      const uri: string = yield take(uris);
      yield put(wcUriReceived({ uri, expiry: deps.now() + TIMING.pairingExpiryMs }));
    }
  } finally {
    uris.close();
    // the instance is destroyed (this watcher lives as long as it): its WalletConnect client ends with it
    if (((yield cancelled()) as unknown) === true) yield call(closeWalletConnect, deps, up);
  }
}

function* closeWalletConnect(deps: WalletGateDeps, up: UniversalProviderLike) {
  try {
    const module: WalletConnectModule = yield call(loadWalletConnect, deps);
    const close = module.closeProvider;
    if (close) yield call(close, up);
  } catch (error) {
    deps.logger.warn('[WalletGate] could not close the WalletConnect client', error);
  }
}

/**
 * Loads the WalletConnect chunk and starts the provider (first call only), registers it as the `walletConnect`
 * connector's EIP-1193 provider and announces that connector. A failure is thrown to the caller and forgotten,
 * so the next request tries again.
 */
export function* ensureWalletConnect(deps: WalletGateDeps, client: WalletConnectClient) {
  if (!client.starting) {
    const config: ValidOptions | null = yield select(selectConfig);
    if (!config) throw Object.assign(new Error('WalletGate is not configured.'), { code: 'NOT_CONFIGURED' });
    const stored = deps.storage.get(STORED.connectedConnectorIds.key, STORED.connectedConnectorIds.schema);
    const remembered = Object.values(stored ?? {}).includes(WALLET_CONNECT_ID);
    const active = deps.storage.get(STORED.activeCaipNetworkId.key, STORED.activeCaipNetworkId.schema);
    const networks: Network[] = yield select(selectRequestedNetworks);
    const current: string | null = yield select(selectActiveCaipNetworkId);
    const universal = config.walletConnectNetworks.map((n) => n.chainNamespace);
    const starting = startProvider(deps, setupFrom(deps, config), remembered ? preferredChains(active ?? current, networks) : null, universal);
    client.starting = starting;
    starting.catch(() => {
      if (client.starting === starting) client.starting = null;
    });
  }
  const handle: WalletConnectHandle = yield call(() => client.starting!);
  if (!client.announced) {
    client.announced = true;
    yield put(client.started, handle.up);
    yield put(connectorAnnounced({ id: WALLET_CONNECT_ID, name: WALLET_CONNECT_NAME, type: 'WALLET_CONNECT', chain: 'eip155' }));
  }
  return handle;
}
