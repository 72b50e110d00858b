/**
 * UniversalProvider seen as an EIP-1193 provider for eip155, so every wallet flow (connect, session, network,
 * disconnect, balances) and `getWalletProvider()` treat a WalletConnect wallet like an injected one.
 *
 * SPEC §4 "Wallet provider session": ping, event, update and delete are handled only for the current session's
 * topic (a pairing in progress, an older session left in storage, another client's traffic are ignored). A delete
 * ends the session and emits `disconnect` with the user-disconnected reason; accountsChanged and chainChanged
 * are emitted as EIP-1193 events, which the session saga turns into state.
 */
import { numberToHex } from 'viem';
import EventEmitter from 'eventemitter3';
import {
  isProviderFailure,
  sessionAddresses,
  sessionChainIds,
  toAddress,
  USER_DISCONNECTED,
  type SessionNamespaces,
} from '../../core/walletConnect';
import type { Eip1193Provider } from '../providers';
import type { UniversalProviderLike, WcSession, WcSessionEvents } from './types';
import { sessionEventSchema, sessionUpdateSchema, topicOf } from './events';
import { parseChainId } from '../../core/chainId';

export interface WalletConnectEip1193 extends Eip1193Provider {
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  removeListener(event: string, listener: (...args: unknown[]) => void): unknown;
  /**
   * Follows `session` from now on (after connect() settles, or a session restored from storage), on the first of
   * `preferredChainIds` the session approved (else its first chain).
   */
  attach(session: WcSession, preferredChainIds?: readonly number[]): void;
  /** the current session's topic, null when there is none */
  readonly topic: string | null;
  /** the session's wallet, for the connected-wallet info */
  readonly peer: { name: string; icon: string | null } | null;
}

const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code });
const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x.toLowerCase() === b[i]?.toLowerCase());

export function createWalletConnectEip1193(up: UniversalProviderLike): WalletConnectEip1193 {
  const events = new EventEmitter();
  let topic: string | null = null;
  let namespaces: SessionNamespaces = {};
  let chainId: number | null = null;
  let accounts: string[] = [];
  let peer: WalletConnectEip1193['peer'] = null;

  const setChain = (next: number) => {
    chainId = next;
    up.setDefaultChain(`eip155:${next}`);
  };

  /** Recomputes the accounts of the current chain; tells listeners when they changed. */
  const refreshAccounts = () => {
    if (chainId === null) return;
    const next = sessionAddresses(namespaces, chainId);
    if (sameList(next, accounts)) return;
    accounts = next;
    events.emit('accountsChanged', [...accounts]);
  };

  const ended = () => {
    topic = null;
    namespaces = {};
    accounts = [];
    peer = null;
  };

  const onEvent = (payload: WcSessionEvents['session_event']) => {
    const parsed = sessionEventSchema.safeParse(payload);
    if (!parsed.success || parsed.data.topic !== topic) return;
    const { params } = parsed.data;
    const { name, data } = params.event;
    if (name === 'accountsChanged') {
      if (!Array.isArray(data)) return;
      const next = [...new Set(data.filter((a): a is string => typeof a === 'string').map(toAddress))];
      if (sameList(next, accounts)) return;
      accounts = next;
      events.emit('accountsChanged', [...accounts]);
    } else if (name === 'chainChanged') {
      const next = parseChainId(data) ?? parseChainId(params.chainId);
      if (next === undefined || next === chainId) return;
      setChain(next);
      events.emit('chainChanged', numberToHex(next));
      refreshAccounts();
    } else {
      events.emit(name, data);
    }
  };

  const onUpdate = (payload: WcSessionEvents['session_update']) => {
    const parsed = sessionUpdateSchema.safeParse(payload);
    if (!parsed.success || parsed.data.topic !== topic) return;
    namespaces = parsed.data.params.namespaces;
    refreshAccounts();
  };

  const onDelete = (payload: WcSessionEvents['session_delete']) => {
    const t = topicOf(payload);
    if (t === undefined || t !== topic) return;
    ended();
    events.emit('disconnect', { ...USER_DISCONNECTED, data: t });
  };

  const onPing = (ping: WcSessionEvents['session_ping']) => {
    if (topicOf(ping) === topic) events.emit('session_ping', ping);
  };

  up.on('session_event', onEvent);
  up.on('session_update', onUpdate);
  up.on('session_delete', onDelete);
  up.on('session_ping', onPing);
  // SPEC §4 / §8: the relay failing for good (a close with code 3000) is the provider failing: `error`
  up.on('transport_error', (error) => {
    if (topic) events.emit('error', error);
  });

  const ensureSession = () => {
    if (!topic || chainId === null) throw rpcError(4900, 'WalletConnect is not connected.');
  };

  const adapter: WalletConnectEip1193 = {
    get topic() {
      return topic;
    },
    get peer() {
      return peer;
    },
    attach(session, preferredChainIds = []) {
      topic = session.topic;
      namespaces = session.namespaces;
      const approved = sessionChainIds(namespaces);
      const first = preferredChainIds.find((id) => approved.includes(id)) ?? approved[0] ?? null;
      if (first !== null) setChain(first);
      accounts = first === null ? [] : sessionAddresses(namespaces, first);
      const metadata = session.peer?.metadata;
      peer = metadata?.name ? { name: metadata.name, icon: metadata.icons?.[0] ?? null } : null;
      // SPEC §4: the site's provider (getWalletProvider) hears `connect` with the chain, as EIP-1193 says
      if (first !== null) events.emit('connect', { chainId: numberToHex(first) });
    },
    async request({ method, params }) {
      switch (method) {
        case 'eth_accounts':
          return topic ? [...accounts] : [];
        case 'eth_requestAccounts':
          ensureSession();
          return [...accounts];
        case 'eth_chainId':
          ensureSession();
          return numberToHex(chainId!);
        case 'wallet_revokePermissions':
          // The site is done with this wallet: end the session on both sides.
          if (topic) {
            ended();
            await up.disconnect();
          }
          return null;
        case 'wallet_switchEthereumChain': {
          ensureSession();
          const target = parseChainId((params as [{ chainId?: unknown }] | undefined)?.[0]?.chainId);
          const result = await up.request({ method, params }, `eip155:${chainId}`);
          if (target !== undefined && target !== chainId) {
            setChain(target);
            events.emit('chainChanged', numberToHex(target));
            refreshAccounts();
          }
          return result;
        }
        default:
          ensureSession();
          return up.request(params === undefined ? { method } : { method, params }, `eip155:${chainId}`).catch((error: unknown) => {
            // SPEC §4: the provider failing is also emitted as `error` (a wallet's answer, like a decline, is not)
            if (isProviderFailure(error)) events.emit('error', error);
            throw error;
          });
      }
    },
    on(event, listener) {
      events.on(event, listener);
      return adapter;
    },
    removeListener(event, listener) {
      events.off(event, listener);
      return adapter;
    },
  };

  return adapter;
}
