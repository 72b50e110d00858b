/**
 * What walletgate/ethers and walletgate/ethers5 share: a library provider for WalletGate's active EVM wallet, made
 * for one chain. Each is built over an EIP-1193 object pinned to the chain (and wallet) it was made for: once
 * WalletGate's network or wallet changes, it refuses every request with a clear error instead of signing or
 * sending on the wrong chain, and getProvider()/getSigner() hand out a new one.
 */
import { selectActiveConnectorIds } from '../../slices';
import type { AdapterContext } from '../adapter';
import type { WalletGateInstance } from '../instance';
import type { Eip1193Provider } from '../services/providers';
import { createRestoreTracker, evmConnection, sameConnection, type EvmConnection } from './projection';

/** EIP-1193 4901 (chain disconnected): the provider's chain is no longer the wallet's. */
const CHAIN_CHANGED_CODE = 4901;
/** EIP-1193 4900 (disconnected) */
const DISCONNECTED_CODE = 4900;

const DISCONNECTED: EvmConnection = { status: 'disconnected', accounts: [], chainId: null };

export class StaleProviderError extends Error {
  readonly code: number;
  constructor(message: string, code: number) {
    super(message);
    this.name = 'StaleProviderError';
    this.code = code;
  }
}

function pinnedProvider(instance: WalletGateInstance, chainId: number, connectorId: string | undefined): Eip1193Provider {
  return {
    request(args) {
      const state = instance.store.getState();
      const now = evmConnection(state);
      const wallet = instance.getWalletProvider('eip155');
      if (now.status !== 'connected' || !wallet) {
        return Promise.reject(new StaleProviderError('No wallet is connected through WalletGate any more.', DISCONNECTED_CODE));
      }
      if (now.chainId !== chainId) {
        return Promise.reject(
          new StaleProviderError(
            `This provider and its signers were made for chain ${chainId}, but the wallet is now on chain ${now.chainId}: refused rather than sent on the wrong chain. Get a new one from getProvider() / getSigner().`,
            CHAIN_CHANGED_CODE,
          ),
        );
      }
      if ((selectActiveConnectorIds(state).eip155 ?? undefined) !== connectorId) {
        return Promise.reject(new StaleProviderError('The visitor connected another wallet since this provider was made.', DISCONNECTED_CODE));
      }
      return wallet.request(args);
    },
  };
}

/**
 * One library provider per (wallet, chain), made on demand, with listeners told of every change. `make` builds
 * the library's own provider (ethers v6 BrowserProvider, ethers v5 Web3Provider) over the pinned EIP-1193 object.
 */
export class EthersBinding<P> {
  private instance: WalletGateInstance | undefined;
  private restore: ReturnType<typeof createRestoreTracker> | undefined;
  private current: { key: string; provider: P } | undefined;
  private last: EvmConnection | undefined;
  private readonly listeners = new Set<() => void>();
  private unsubscribe: (() => void) | undefined;

  constructor(private readonly make: (eip1193: Eip1193Provider, chainId: number) => P) {}

  attach(instance: WalletGateInstance, context: AdapterContext): () => void {
    this.instance = instance;
    this.restore = createRestoreTracker(instance, context);
    this.last = evmConnection(instance.store.getState());
    this.unsubscribe = instance.store.subscribe(() => {
      const next = evmConnection(instance.store.getState());
      if (this.last && sameConnection(this.last, next)) return;
      this.last = next;
      for (const listener of [...this.listeners]) listener();
    });
    return () => {
      this.unsubscribe?.();
      this.restore?.stop();
      this.instance = undefined;
      this.current = undefined;
    };
  }

  /** WalletGate's EVM connection now (status, accounts, chain id). */
  connection(): EvmConnection {
    // the same object until something changes (React's useSyncExternalStore compares snapshots by identity)
    return (this.instance && this.last) || DISCONNECTED;
  }

  /** The provider for the wallet and chain active now; undefined while no EVM wallet is connected. */
  provider(): P | undefined {
    const instance = this.instance;
    if (!instance) return undefined;
    const connection = this.connection();
    const wallet = instance.getWalletProvider('eip155');
    if (connection.status !== 'connected' || connection.chainId === null || !wallet) return undefined;
    const connectorId = selectActiveConnectorIds(instance.store.getState()).eip155 ?? undefined;
    const key = `${connectorId}:${connection.chainId}`;
    if (this.current?.key !== key) this.current = { key, provider: this.make(pinnedProvider(instance, connection.chainId, connectorId), connection.chainId) };
    return this.current.provider;
  }

  /** Resolves once a restore at startup has settled (SPEC §4). */
  async ready(): Promise<void> {
    await this.restore?.settled();
  }

  /** Calls back on every change of account, chain or connection status. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
}
