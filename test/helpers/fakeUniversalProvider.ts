/**
 * A scripted UniversalProvider for integration tests: connect() shows a URI (display_uri) and waits for the test
 * to approve or reject, requests are answered by handlers. What the wallet sends (session events, updates, pings,
 * deletes) is handled as @walletconnect/universal-provider 2.x handles what its sign client hands it: only for the
 * current session's topic; a delete forgets the session first, then emits `session_delete` and `disconnect`.
 */
import EventEmitter from 'eventemitter3';
import type { ProposalNamespace, SessionNamespaces } from '../../src/core/walletConnect';
import type {
  UniversalProviderLike,
  WalletConnectModule,
  WalletConnectSetup,
  WcEventName,
  WcSession,
  WcSessionEvents,
} from '../../src/services/walletconnect/types';
import type { WalletGateOptions } from '../../src/core/options';
import { createStorage, memoryBackend, type Storage } from '../../src/services/storage';
import { makeTestStore } from './makeTestStore';

export const WC_ADDRESS = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc';
export const WC_OTHER = '0x976EA74026E726554dB657fA54763abd0C3a0aa9';

type Handler = (params: unknown, chain: string | undefined) => unknown;

/** what UniversalProvider passes on only for its current session's topic */
const SESSION_EVENTS = new Set<WcEventName>(['session_ping', 'session_event', 'session_update', 'session_delete']);

export class FakeUniversalProvider implements UniversalProviderLike {
  session: WcSession | undefined;
  readonly events = new EventEmitter();
  readonly requests: { method: string; params: unknown; chain: string | undefined }[] = [];
  /** the namespaces of every connect() call, in order */
  readonly proposals: Record<string, ProposalNamespace>[] = [];
  readonly uris: string[] = [];
  defaultChain: string | null = null;
  disconnects = 0;
  cleanups = 0;
  private pending: { resolve(session: WcSession): void; reject(error: unknown): void } | null = null;
  private readonly handlers = new Map<string, Handler>();
  private seq = 0;

  constructor(storedSession?: WcSession) {
    this.session = storedSession;
  }

  handle(method: string, handler: Handler) {
    this.handlers.set(method, handler);
    return this;
  }

  connect({ optionalNamespaces }: { optionalNamespaces: Record<string, ProposalNamespace> }): Promise<WcSession | undefined> {
    this.proposals.push(optionalNamespaces);
    const uri = `wc:pairing${++this.seq}@2?relay-protocol=irn&symKey=${'ab'.repeat(32)}`;
    // like the real one: the URI comes after the pairing was created, not synchronously
    void Promise.resolve().then(() => {
      this.uris.push(uri);
      this.events.emit('display_uri', uri);
    });
    return new Promise((resolve, reject) => (this.pending = { resolve, reject }));
  }

  get connects() {
    return this.proposals.length;
  }

  /** The wallet approves the pending proposal. */
  approve({
    topic = 'session-topic-1',
    accounts = [WC_ADDRESS],
    chains = [31337] as number[],
    peer = 'Sandbox WC Wallet',
    solana,
    extra = {},
  }: {
    topic?: string;
    accounts?: string[];
    chains?: number[];
    peer?: string;
    /** the solana namespace: its chain and accounts */
    solana?: { chain: string; accounts: string[] };
    /** further namespaces as the wallet approves them (cosmos, near, …) */
    extra?: SessionNamespaces;
  } = {}) {
    const namespaces: SessionNamespaces = {
      ...extra,
      ...(chains.length ? { eip155: { chains: chains.map((c) => `eip155:${c}`), accounts: chains.flatMap((c) => accounts.map((a) => `eip155:${c}:${a}`)) } } : {}),
      ...(solana ? { solana: { chains: [solana.chain], accounts: solana.accounts.map((a) => `${solana.chain}:${a}`) } } : {}),
    };
    this.session = { topic, namespaces, peer: { metadata: { name: peer, icons: ['http://127.0.0.1:1/icon.png'], url: 'http://127.0.0.1:1' } } };
    this.pending?.resolve(this.session);
    this.pending = null;
    return this.session;
  }

  /** The wallet rejects the pending proposal (getSdkError('USER_REJECTED')). */
  reject() {
    this.pending?.reject(Object.assign(new Error('User rejected.'), { code: 5000 }));
    this.pending = null;
  }

  get waiting() {
    return this.pending !== null;
  }

  /**
   * The sign client hands the provider `event` (the wallet sent it, or the relay failed): passed on as the real
   * provider does. Resolves once the provider has emitted (a delete first awaits its storage cleanup).
   */
  async emit<E extends WcEventName>(event: E, payload: WcSessionEvents[E]): Promise<void> {
    if (!SESSION_EVENTS.has(event)) {
      this.events.emit(event, payload);
      return;
    }
    // UniversalProvider: `if (topic !== this.session?.topic) return;`
    if ((payload as { topic?: unknown }).topic !== this.session?.topic) return;
    if (event === 'session_update') {
      const { params } = payload as WcSessionEvents['session_update'];
      this.session = { ...this.session!, namespaces: params.namespaces };
    }
    if (event !== 'session_delete') {
      this.events.emit(event, payload);
      return;
    }
    // cleanup() awaits its storage before it forgets the session; then the events, the session already gone
    await Promise.resolve();
    this.session = undefined;
    this.events.emit('session_delete', payload);
    this.events.emit('disconnect', { code: 6000, message: 'User disconnected.', data: (payload as WcSessionEvents['session_delete']).topic });
  }

  /** Ends the session on both sides; like the real one, refused when there is none (no event: the wallet hears it). */
  async disconnect() {
    if (!this.session) throw new Error('Please call connect() before enable()');
    this.disconnects += 1;
    this.session = undefined;
  }

  async request<T>(args: { method: string; params?: unknown }, chain?: string): Promise<T> {
    if (!this.session) throw new Error('Please call connect() before request()');
    this.requests.push({ method: args.method, params: args.params, chain });
    const handler = this.handlers.get(args.method);
    if (!handler) throw Object.assign(new Error(`unsupported ${args.method}`), { code: 4200 });
    return handler(args.params, chain) as T;
  }

  setDefaultChain(chain: string) {
    this.defaultChain = chain;
  }

  async cleanupPendingPairings() {
    this.cleanups += 1;
  }

  on<E extends WcEventName>(event: E, listener: (payload: WcSessionEvents[E]) => void) {
    this.events.on(event, listener);
  }

  removeListener<E extends WcEventName>(event: E, listener: (payload: WcSessionEvents[E]) => void) {
    this.events.off(event, listener);
  }

  listenerCount(event: WcEventName) {
    return this.events.listenerCount(event);
  }
}

/** deps.loadWalletConnect for `provider`, recording each setup it is started with. */
export function fakeWalletConnect(provider: FakeUniversalProvider) {
  const setups: WalletConnectSetup[] = [];
  let loads = 0;
  const module: WalletConnectModule = {
    initProvider: async (setup) => {
      setups.push(setup);
      return provider;
    },
  };
  return {
    setups,
    loads: () => loads,
    loadWalletConnect: async () => {
      loads += 1;
      return module;
    },
  };
}

/**
 * A store with the real sagas and `provider` as the WalletConnect provider; `walletProvider()` is the EIP-1193
 * side the widget registers for it once loaded.
 */
export function walletConnectStore(options: WalletGateOptions, provider = new FakeUniversalProvider(), storage: Storage = createStorage(memoryBackend())) {
  const wc = fakeWalletConnect(provider);
  const t = makeTestStore(options, { storage, loadWalletConnect: wc.loadWalletConnect });
  return { ...t, provider, storage, wc, walletProvider: () => t.deps.providers.get('walletConnect')! };
}
