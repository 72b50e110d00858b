/**
 * walletgate/wagmi — for sites written on wagmi. `new WagmiAdapter({ networks, projectId })` builds a real wagmi
 * `Config` (`adapter.wagmiConfig`, for `<WagmiProvider>`) whose one connector stands for whatever the visitor
 * connected through WalletGate (an injected wallet, WalletConnect, the embedded wallet). Pass the adapter to
 * WalletGate (`adapters: [adapter]`): WalletGate's state stays the one truth, and the connector projects it into
 * wagmi (connect, account and chain changes, disconnect, restore); wagmi's own calls come back as WalletGate calls.
 *
 * wagmi, @wagmi/core and viem are the site's own (optional peer dependencies); nothing here reaches a site that
 * does not import this entry point.
 */
import { createConfig, createConnector, createStorage, type Config, type CreateConnectorFn, type Storage } from '@wagmi/core';
import { defineChain, SwitchChainError, UserRejectedRequestError, type Chain, type Transport } from 'viem';
import type { AdapterContext, WalletGateAdapter } from '../adapter';
import { DEFAULT_ENDPOINTS } from '../core/options';
import { QUERY_RETRY, TIMING } from '../core/constants';
import { rpcUrlsOf } from '../core/rpcUrls';
import { isEvmNamespace } from '../core/caip';
import type { WalletGateInstance } from '../instance';
import { rankedTransport } from '../services/chains/transport';
import type { Eip1193Provider } from '../services/providers';
import { activeWalletProvider, connectThroughModal, createRestoreTracker, evmConnection, sameConnection, waitFor, type EvmConnection } from './projection';

/** A network as WalletGate's `networks` option takes it (viem chains fit too); only EVM ones reach wagmi. */
export interface AdapterNetwork {
  id: number | string;
  name: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  rpcUrls: { default: { http: readonly string[]; webSocket?: readonly string[] } };
  caipNetworkId?: string;
  chainNamespace?: string;
  blockExplorers?: { default: { name: string; url: string } };
  testnet?: boolean;
}

export interface WagmiAdapterOptions {
  /** the same networks as WalletGate's `networks` option */
  networks: readonly AdapterNetwork[];
  /** with a project id, the blockchain API's RPC endpoint (SPEC §7) joins each chain's fallback transport */
  projectId?: string;
  /** where the blockchain API lives (default: the hosted one, as WalletGate's `endpoints.blockchainApi`) */
  endpoints?: { blockchainApi?: string };
  /** server rendering: wagmi hydrates on mount (cookie storage keeps server and client in agreement) */
  ssr?: boolean;
  /** wagmi's storage (e.g. `createStorage({ storage: cookieStorage })`); WalletGate's connection is never written to it */
  storage?: Storage;
}

/**
 * SPEC §9 query defaults for the site's TanStack QueryClient: retries 1000 ms doubling, capped at 30 s, 3 of them;
 * garbage collection after 5 min. `new QueryClient({ defaultOptions: { queries: walletGateQueryDefaults } })`.
 */
export const walletGateQueryDefaults = {
  retry: QUERY_RETRY.retries,
  retryDelay: (attempt: number) => Math.min(QUERY_RETRY.baseMs * QUERY_RETRY.factor ** attempt, QUERY_RETRY.capMs),
  gcTime: TIMING.cacheGcMs,
} as const;

/** An EVM chain wagmi can take: in eip155 (a network that names no namespace, as a viem chain, is one), with a numeric id. */
function isEvm(n: AdapterNetwork): boolean {
  const namespace = n.chainNamespace ?? n.caipNetworkId?.split(':')[0];
  return (namespace === undefined || isEvmNamespace(namespace)) && /^\d+$/.test(String(n.id));
}

function toChain(n: AdapterNetwork): Chain {
  return defineChain({
    id: Number(n.id),
    name: n.name,
    nativeCurrency: n.nativeCurrency,
    rpcUrls: { default: { http: [...n.rpcUrls.default.http], ...(n.rpcUrls.default.webSocket ? { webSocket: [...n.rpcUrls.default.webSocket] } : {}) } },
    ...(n.blockExplorers ? { blockExplorers: n.blockExplorers } : {}),
    testnet: n.testnet ?? false,
  });
}

/**
 * wagmi persists its connections under `store`; the adapter keeps that key out of storage so a reload starts from
 * WalletGate's restore alone (a stale "connected" in wagmi's storage cannot disagree with it), and reads nothing
 * that does not parse.
 */
function withoutConnections(storage: Storage): Storage {
  return {
    ...storage,
    key: storage.key,
    getItem: (async (key: string, defaultValue?: unknown) => {
      if (key === 'store' || key === 'state') return defaultValue ?? null;
      try {
        return await storage.getItem(key, defaultValue as never);
      } catch {
        return defaultValue ?? null; // corrupted: as if absent
      }
    }) as Storage['getItem'],
    setItem: (key, value) => (key === 'store' || key === 'state' ? undefined : storage.setItem(key, value)),
    removeItem: (key) => storage.removeItem(key),
  };
}

const WALLETGATE_CONNECTOR = { id: 'walletGate', name: 'WalletGate', type: 'walletGate' } as const;

/** What binds the connector (created with the config, before any instance) to the instance once it is attached. */
class Binding {
  instance: WalletGateInstance | undefined;
  restore: ReturnType<typeof createRestoreTracker> | undefined;
  private waiting: ((instance: WalletGateInstance) => void)[] = [];
  bind(instance: WalletGateInstance, context: AdapterContext) {
    this.instance = instance;
    this.restore = createRestoreTracker(instance, context);
    for (const resolve of this.waiting.splice(0)) resolve(instance);
  }
  unbind() {
    this.restore?.stop();
    this.instance = undefined;
    this.restore = undefined;
  }
  bound(): Promise<WalletGateInstance> {
    return this.instance ? Promise.resolve(this.instance) : new Promise((resolve) => this.waiting.push(resolve));
  }
}

function switchError(error: unknown): Error {
  const code = (error as { code?: unknown })?.code;
  const cause = error instanceof Error ? error : new Error(String(error));
  return code === 4001 || code === 'USER_REJECTED' ? new UserRejectedRequestError(cause) : new SwitchChainError(cause);
}

function walletGateConnector(binding: Binding): CreateConnectorFn<Eip1193Provider> {
  return createConnector<Eip1193Provider>((config) => {
    const provider = activeWalletProvider(() => binding.instance);
    const answer = (connection: EvmConnection) => ({ accounts: connection.accounts, chainId: connection.chainId! });
    const connector = {
      ...WALLETGATE_CONNECTOR,
      async connect(parameters: { chainId?: number | undefined; isReconnecting?: boolean | undefined; withCapabilities?: boolean | undefined } = {}) {
        const instance = await binding.bound();
        let connection: EvmConnection;
        if (parameters.isReconnecting) {
          // wagmi's reconnect on load follows WalletGate's restore: there is one stored truth, WalletGate's
          connection = await binding.restore!.settled();
          if (connection.status !== 'connected' || connection.chainId === null) throw new Error('WalletGate has no connection to restore');
        } else {
          try {
            connection = await connectThroughModal(instance);
          } catch (error) {
            throw new UserRejectedRequestError(error as Error);
          }
        }
        if (parameters.chainId !== undefined && parameters.chainId !== connection.chainId) {
          await connector.switchChain({ chainId: parameters.chainId });
          connection = evmConnection(instance.store.getState());
        }
        const result = answer(connection);
        return (parameters.withCapabilities ? { ...result, accounts: result.accounts.map((address) => ({ address, capabilities: {} })) } : result) as never;
      },
      async disconnect() {
        const instance = await binding.bound();
        await instance.disconnect('eip155');
      },
      async getAccounts() {
        return binding.instance ? evmConnection(binding.instance.store.getState()).accounts : [];
      },
      async getChainId() {
        const chainId = binding.instance ? evmConnection(binding.instance.store.getState()).chainId : null;
        return chainId ?? config.chains[0].id;
      },
      async getProvider() {
        return provider;
      },
      async isAuthorized() {
        if (!binding.instance) return false;
        const connection = await binding.restore!.settled();
        return connection.status === 'connected';
      },
      async switchChain({ chainId }: { chainId: number }) {
        const chain = config.chains.find((c) => c.id === chainId);
        if (!chain) throw new SwitchChainError(new Error(`Chain ${chainId} is not among the site's networks`));
        const instance = await binding.bound();
        try {
          // through WalletGate's network rules: the wallet asks, and the modal's network follows
          await instance.switchNetwork(`eip155:${chainId}`);
        } catch (error) {
          throw switchError(error);
        }
        await waitFor(instance, (state) => (evmConnection(state).chainId === chainId ? true : undefined));
        config.emitter.emit('change', { chainId });
        return chain;
      },
      // WalletGate follows the wallet's events itself; wagmi hears of them from the projection (WagmiAdapter.attach)
      onAccountsChanged() {},
      onChainChanged() {},
      onDisconnect() {},
    };
    return connector;
  });
}

export class WagmiAdapter implements WalletGateAdapter {
  readonly adapterType = 'wagmi' as const;
  /** the wagmi Config for `<WagmiProvider config={adapter.wagmiConfig}>` (or @wagmi/core's actions) */
  readonly wagmiConfig: Config;
  /** the viem chains wagmi was given, from `networks` */
  readonly chains: readonly [Chain, ...Chain[]];
  private readonly binding = new Binding();

  constructor(options: WagmiAdapterOptions) {
    const networks = options.networks.filter(isEvm);
    if (networks.length === 0) throw new Error('WagmiAdapter: `networks` needs at least one EVM network');
    this.chains = networks.map(toChain) as [Chain, ...Chain[]];
    const blockchainApi = options.endpoints?.blockchainApi ?? DEFAULT_ENDPOINTS.blockchainApi;
    const transports: Record<number, Transport> = {};
    for (const network of networks) {
      const caipNetworkId = (network.caipNetworkId ?? `eip155:${network.id}`) as `${string}:${string}`;
      const urls = rpcUrlsOf({ caipNetworkId, rpcUrls: { default: { http: [...network.rpcUrls.default.http] } } }, options.projectId ? { blockchainApi, projectId: options.projectId } : undefined);
      transports[Number(network.id)] = rankedTransport(urls);
    }
    this.wagmiConfig = createConfig({
      chains: this.chains,
      transports,
      connectors: [walletGateConnector(this.binding)],
      // the wallets are WalletGate's to find (EIP-6963, WalletConnect, embedded): wagmi gets one connector for them all
      multiInjectedProviderDiscovery: false,
      ssr: options.ssr ?? false,
      storage: withoutConnections(options.storage ?? createStorage({ storage: typeof window === 'undefined' ? undefined : window.localStorage })),
    });
  }

  /** Called by createWalletGate / attachWalletGate: projects the instance's EVM connection into wagmi from now on. */
  attach(instance: WalletGateInstance, context: AdapterContext): () => void {
    const config = this.wagmiConfig;
    const connector = config.connectors.find((c) => c.id === WALLETGATE_CONNECTOR.id)!;
    this.binding.bind(instance, context);
    let last: EvmConnection | null = null;
    const reconcile = () => {
      const wagmi = config.state;
      // wagmi's own connect / reconnect is under way: it settles from the connector's answer, then we look again
      if (wagmi.status === 'connecting' || wagmi.status === 'reconnecting') return;
      const connection = evmConnection(instance.store.getState());
      const ours = wagmi.connections.get(connector.uid);
      if (connection.status === 'connected' && connection.chainId !== null && connection.accounts.length > 0) {
        if (!ours) connector.emitter.emit('connect', { accounts: connection.accounts, chainId: connection.chainId });
        else if (ours.chainId !== connection.chainId || ours.accounts.join() !== connection.accounts.join()) {
          connector.emitter.emit('change', { accounts: connection.accounts, chainId: connection.chainId });
        }
      } else if (connection.status === 'disconnected' && ours) {
        connector.emitter.emit('disconnect');
      }
      last = connection;
    };
    const unsubscribeGate = instance.store.subscribe(() => {
      const next = evmConnection(instance.store.getState());
      if (!last || !sameConnection(last, next)) reconcile();
    });
    const unsubscribeWagmi = config.subscribe((state) => state.status, reconcile);
    reconcile();
    return () => {
      unsubscribeGate();
      unsubscribeWagmi();
      this.binding.unbind();
    };
  }
}
