/**
 * A WalletConnect session's namespace that WalletGate has no connector of its own for (SPEC §4's algorand, cosmos,
 * near, tezos, cip34, elrond, multiversx), as the provider `getWalletProvider(namespace)` returns: every
 * request goes to UniversalProvider on that namespace's chain (the wallet for its methods, the network's RPC for
 * the rest); the session's events on that namespace are passed on.
 */
import EventEmitter from 'eventemitter3';
import { sessionNamespace, toAddress, USER_DISCONNECTED } from '../../core/walletConnect';
import type { UniversalProviderLike, WcSessionEvents } from './types';

export interface UniversalNamespaceProvider {
  readonly namespace: string;
  /** whether the current session holds accounts in this namespace */
  readonly connected: boolean;
  /** the session's accounts in this namespace (CAIP-10) */
  readonly accounts: string[];
  /** the session's chains in this namespace (CAIP-2), the default first */
  readonly chains: string[];
  /** `chainId` (CAIP-2) picks one of the session's chains; the first by default */
  request<T = unknown>(args: { method: string; params?: unknown }, chainId?: string): Promise<T>;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  removeListener(event: string, listener: (...args: unknown[]) => void): unknown;
}

const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code });

export function createUniversalNamespaceProvider(up: UniversalProviderLike, namespace: string): UniversalNamespaceProvider {
  const events = new EventEmitter();
  /**
   * the topic of the last session seen with accounts in this namespace: UniversalProvider forgets its session before
   * it emits session_delete, so the delete is matched against what was seen
   */
  let heldBy: string | null = null;
  const current = () => {
    const found = up.session ? sessionNamespace(up.session.namespaces, namespace) : { accounts: [], chains: [] };
    if (found.accounts.length > 0) heldBy = up.session!.topic;
    return found;
  };

  up.on('session_event', ({ topic, params }: WcSessionEvents['session_event']) => {
    if (topic !== up.session?.topic || !params.chainId.startsWith(`${namespace}:`)) return;
    const { name, data } = params.event;
    events.emit(name, name === 'accountsChanged' && Array.isArray(data) ? data.map((a) => (typeof a === 'string' ? toAddress(a) : a)) : data);
  });
  up.on('session_delete', ({ topic }: WcSessionEvents['session_delete']) => {
    current(); // a provider that emits the delete before it forgets the session
    if (topic !== heldBy) return;
    heldBy = null;
    events.emit('disconnect', { ...USER_DISCONNECTED, data: topic });
  });

  const provider: UniversalNamespaceProvider = {
    namespace,
    get connected() {
      return current().accounts.length > 0;
    },
    get accounts() {
      return current().accounts;
    },
    get chains() {
      return current().chains;
    },
    async request({ method, params }, chainId) {
      const { accounts, chains } = current();
      if (accounts.length === 0) throw rpcError(4900, `WalletConnect is not connected on ${namespace}.`);
      const chain = chainId ?? chains[0]!;
      if (!chains.includes(chain)) throw rpcError(4901, `The wallet did not approve ${chain}.`);
      return up.request(params === undefined ? { method } : { method, params }, chain);
    },
    on(event, listener) {
      events.on(event, listener);
      return provider;
    },
    removeListener(event, listener) {
      events.off(event, listener);
      return provider;
    },
  };
  return provider;
}
