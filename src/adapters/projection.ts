/**
 * What every chain-library adapter reads from WalletGate: the EVM connection as one plain value, and waits on it.
 * The adapters project this; none keeps its own copy of who is connected (ARCHITECTURE: "Sites on their own chain
 * library").
 */
import { getAddress, type Address } from 'viem';
import { selectAccount, selectConnectionStatus, selectIsOpen, selectNetworkState, type WalletGateRootState } from '../../slices';
import type { AdapterContext } from '../adapter';
import type { WalletGateInstance } from '../instance';
import type { Eip1193Provider } from '../services/providers';
import type { Storage } from '../services/storage';
import { STORED } from '../core/storageKeys';
import { isEvmNamespace } from '../core/caip';

export interface EvmConnection {
  status: 'disconnected' | 'connecting' | 'connected';
  /** checksummed; the selected account first */
  accounts: Address[];
  chainId: number | null;
}

const checksum = (address: string): Address | null => {
  try {
    return getAddress(address);
  } catch {
    return null;
  }
};

export function evmConnection(state: WalletGateRootState): EvmConnection {
  const status = selectConnectionStatus(state, 'eip155');
  const account = selectAccount(state, 'eip155');
  const active = selectNetworkState(state).active.eip155;
  const reference = active?.split(':')[1];
  const chainId = reference && /^\d+$/.test(reference) ? Number(reference) : null;
  if (status !== 'connected' || !account?.address) return { status: status === 'connected' ? 'connecting' : status, accounts: [], chainId };
  const accounts = [account.address, ...account.allAccounts.map((a) => a.address)].map(checksum).filter((a): a is Address => a !== null);
  return { status, accounts: [...new Set(accounts)], chainId };
}

export const sameConnection = (a: EvmConnection, b: EvmConnection) =>
  a.status === b.status && a.chainId === b.chainId && a.accounts.length === b.accounts.length && a.accounts.every((x, i) => x === b.accounts[i]);

/** Resolves with the first value `check` returns that is not undefined (checked now and on every state change). */
export function waitFor<T>(instance: WalletGateInstance, check: (state: WalletGateRootState) => T | undefined): Promise<T> {
  return new Promise((resolve) => {
    const now = check(instance.store.getState());
    if (now !== undefined) return resolve(now);
    const unsubscribe = instance.store.subscribe(() => {
      const value = check(instance.store.getState());
      if (value === undefined) return;
      unsubscribe();
      resolve(value);
    });
  });
}

/**
 * What sagas/wallet/persistence restoreSession will restore: a stored 'connected' with an EVM connector (SPEC §4:
 * restored as connecting, then synced). Until it settles, "not connected" is not an answer yet.
 */
function expectsEvmRestore(storage: Storage): boolean {
  return (
    storage.get(STORED.connectionStatus.key, STORED.connectionStatus.schema) === 'connected' &&
    !!storage.get(STORED.connectedNamespaces.key, STORED.connectedNamespaces.schema)?.some(isEvmNamespace) &&
    !!storage.get(STORED.connectedConnectorIds.key, STORED.connectedConnectorIds.schema)?.eip155
  );
}

/**
 * Follows a restore at startup (SPEC §4): settled once the EVM connection is connected, or was connecting and is no
 * longer. Adapters ask it before answering "is anyone connected" on a reload.
 */
export function createRestoreTracker(instance: WalletGateInstance, context: AdapterContext) {
  let settled = !expectsEvmRestore(context.storage);
  let sawConnecting = false;
  const update = () => {
    if (settled) return;
    const status = selectConnectionStatus(instance.store.getState(), 'eip155');
    if (status === 'connecting') sawConnecting = true;
    if (status === 'connected' || (sawConnecting && status === 'disconnected')) settled = true;
  };
  update();
  const unsubscribe = instance.store.subscribe(update);
  return {
    /** resolves with the connection once any restore has settled */
    settled: () =>
      waitFor(instance, (state) => {
        update();
        return settled ? evmConnection(state) : undefined;
      }),
    stop: unsubscribe,
  };
}

/** Resolves when the visitor connected an EVM account through the modal; rejects once the modal closes without one. */
export async function connectThroughModal(instance: WalletGateInstance): Promise<EvmConnection> {
  const current = evmConnection(instance.store.getState());
  if (current.status === 'connected') return current;
  await instance.open({ view: 'Connect', namespace: 'eip155' });
  const outcome = await waitFor(instance, (state) => {
    const connection = evmConnection(state);
    if (connection.status === 'connected' && connection.chainId !== null) return connection;
    return selectIsOpen(state) ? undefined : null;
  });
  if (!outcome) throw Object.assign(new Error('The visitor closed the modal without connecting'), { code: 4001 });
  return outcome;
}

/** An EIP-1193 provider that always speaks to WalletGate's active EVM wallet (and says 4900 when there is none). */
export function activeWalletProvider(instance: () => WalletGateInstance | undefined): Eip1193Provider {
  return {
    request(args) {
      const provider = instance()?.getWalletProvider('eip155');
      if (!provider) return Promise.reject(Object.assign(new Error('No wallet is connected through WalletGate'), { code: 4900 }));
      return provider.request(args);
    },
  };
}
