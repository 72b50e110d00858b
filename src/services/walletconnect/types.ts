/**
 * The part of @walletconnect/universal-provider the widget uses, as an interface: the flows and the EIP-1193
 * adapter depend on this, the real provider is loaded on demand (./universal.ts), tests inject a fake.
 */
import type { ProposalNamespace, SessionNamespaces } from '../../core/walletConnect';

export interface WcSession {
  topic: string;
  namespaces: SessionNamespaces;
  peer?: { metadata?: { name?: string; icons?: string[]; url?: string } };
}

/** UniversalProvider's session events (emitted by its sign client; the adapter keeps those of its own topic). */
export interface WcSessionEvents {
  display_uri: string;
  session_ping: { id?: number; topic: string };
  session_event: { id?: number; topic: string; params: { event: { name: string; data: unknown }; chainId: string } };
  session_update: { topic: string; params: { namespaces: SessionNamespaces } };
  session_delete: { id?: number; topic: string };
  /**
   * The relay socket failed for good (not SPEC's name: WalletConnect's core emits `relayer_error` and closes its
   * transport). A close with code 3000 carries SPEC §8's abnormal-close error.
   */
  transport_error: Error;
}

export type WcEventName = keyof WcSessionEvents;

export interface UniversalProviderLike {
  session?: WcSession | undefined;
  /** Creates a pairing (emits display_uri with its URI) and resolves with the session the wallet approves. */
  connect(params: { optionalNamespaces: Record<string, ProposalNamespace> }): Promise<WcSession | undefined>;
  /** Deletes the current session on both sides. */
  disconnect(): Promise<void>;
  request<T = unknown>(args: { method: string; params?: unknown }, chain?: string): Promise<T>;
  setDefaultChain(chain: string, rpcUrl?: string): void;
  /** Forgets pairings no session came from, so a URI left on screen can no longer connect. */
  cleanupPendingPairings(opts?: { deletePairings?: boolean }): Promise<void>;
  on<E extends WcEventName>(event: E, listener: (payload: WcSessionEvents[E]) => void): unknown;
  removeListener<E extends WcEventName>(event: E, listener: (payload: WcSessionEvents[E]) => void): unknown;
}

export interface WalletConnectSetup {
  projectId: string;
  /** the relay endpoint (endpoints.relay) */
  relayUrl: string;
  metadata: { name: string; description: string; url: string; icons: string[] };
  /** WalletConnect's own telemetry (pulse): only with analytics on and the hosted analytics endpoint */
  telemetry: boolean;
  /** the domain-verification iframe: only with the hosted relay */
  verify: boolean;
  /** keeps this widget's pairings and sessions apart from other WalletConnect clients on the page */
  storagePrefix: string;
}

/** What `deps.loadWalletConnect()` resolves to: the lazily loaded chunk holding UniversalProvider. */
export interface WalletConnectModule {
  initProvider(setup: WalletConnectSetup): Promise<UniversalProviderLike>;
  /**
   * Ends a provider this module started, when its instance is destroyed: its relay socket and timers stop and its
   * storage prefix is free again, so an instance made later with the same prefix restores the same session.
   */
  closeProvider?(provider: UniversalProviderLike): Promise<void>;
  /**
   * Drops the provider's relay socket and opens a fresh one — for a relay that took the socket and answers
   * nothing, which the client itself keeps retrying on forever.
   */
  restartRelay?(provider: UniversalProviderLike): Promise<void>;
}
