/** Business constants and limits, mirroring SPEC §9 (and the timings of SPEC §2 and §4). */
export const TIMING = {
  /** §9 email login cooldown */
  emailLoginCooldownMs: 30_000,
  /** §9 frame request timeout (email, device, OTP, social, social redirect) */
  frameRequestTimeoutMs: 30_000,
  /** §9 balance retry block */
  balanceRetryBlockMs: 30_000,
  portfolioCacheMs: 30_000,
  nativeBalanceCacheMs: 30_000,
  nameCacheMs: 5 * 60_000,
  identityCacheMs: 5 * 60_000,
  /** §9 search wait */
  searchDebounceMs: 300,
  /** §9 wallet pairing expiry */
  pairingExpiryMs: 4 * 60_000,
  /** §9 modal shake */
  modalShakeMs: 500,
  /** §4 a new notification replaces an open one after this gap */
  notificationGapMs: 150,
  /** how long a toast stays up on its own */
  toastVisibleMs: 2_200,
  /** §4 unknown RPC methods show an error after this delay */
  unknownRpcErrorDelayMs: 300,
  /** §2 animation durations */
  headerTextMs: 120,
  modalHeightMs: 150,
  viewTransitionMs: 150,
  /** §9 cache garbage collection */
  cacheGcMs: 5 * 60_000,
  rpcTimeoutMs: 10_000,
  /**
   * not SPEC by name: SPEC §9's one per-request timeout is the RPC timeout (10000 ms); every HTTP call to the
   * blockchain API and the wallet catalogue gets the same, so a server that never answers fails (and is retried)
   */
  httpRequestTimeoutMs: 10_000,
  /** not SPEC: images asked for by rendered wallets load once scrolling pauses this long, not for every row flown past */
  imageRequestSettleMs: 100,
  /** how long a restored connection waits for its wallet to announce itself before starting disconnected */
  restoreDiscoveryMs: 1_000,
  /**
   * not SPEC: a restored connection whose connector our own lazily loaded code registers (WalletConnect, the
   * embedded wallet) waits this long for that chunk to load and start
   */
  lateConnectorRestoreMs: 10_000,
} as const;

/** §9 query retry: 1000 ms doubling, capped at 30 s, 3 retries. */
export const QUERY_RETRY = { baseMs: 1_000, factor: 2, capMs: 30_000, retries: 3 } as const;
/** §9 RPC retry: 3 retries, 150 ms base doubling. */
export const RPC_RETRY = { baseMs: 150, factor: 2, capMs: 30_000, retries: 3 } as const;

/** §9 fallback transport: rank the RPC URLs every 4000 ms over the last 10 samples, a ping failing after 1000 ms. */
export const FALLBACK_TRANSPORT = { pollingMs: 4_000, sampleCount: 10, pingTimeoutMs: 1_000, weights: { stability: 0.7, latency: 0.3 } } as const;

export const LIMITS = {
  recentWallets: 2,
  pendingTransactions: 99,
  walletListPage: 40,
  walletSearchPage: 100,
  featuredWallets: 4,
  prefetchedWalletImages: 20,
  transferDisplayDecimals: 3,
  addressStartChars: 4,
  addressEndChars: 6,
  balanceDisplayDecimals: 2,
  maxListeners: 10,
  logBufferBytes: 1_024_000,
  rpcBatchSize: 1000,
  /**
   * not SPEC: the largest HTTP body read from any API. The largest real answers (a 100-wallet search page, a
   * wallet image, a history page) are well under 1 MB; past this a body is refused while streaming, not after
   */
  responseBodyBytes: 5 * 1024 * 1024,
  /**
   * not SPEC: the most accounts taken from one wallet. No real wallet exposes more than a few dozen; an answer of
   * 200,000 grew the store from 9 KB to 14 MB, so a longer list is refused as malformed
   */
  walletAccounts: 100,
  /**
   * not SPEC: the longest stored value believed (characters of its JSON). WalletGate's largest (the caches) stay
   * under a few KiB; a longer one is foreign or damaged, and is cleared before it is parsed
   */
  storedValueChars: 256 * 1024,
} as const;

export const SWAP_SLIPPAGE = 1;

/** §9 connector order */
export const CONNECTOR_ORDER = ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'] as const;

export const SDK_TYPE = 'walletgate';
export const SDK_VERSION = 'html-walletgate-0.1.0';
