import type { SiwxStore } from './routes/siwx';
import type { AnalyticsEvent, AnalyticsQuery, ProfileName, RecordedRequest, SmartSession, WalletEntry } from '../../src/core/api';
import type { ChainsInfo } from '../chains/types';
import type { Chains } from './chains';
import type { Faucet } from './faucet';
import type { Indexer } from './indexer';
import type { SolanaIndexer } from './solanaIndexer';
import type { TokenDirectory } from './tokenDirectory';

export interface ApiOptions {
  port: number;
  chains: ChainsInfo;
  /** the origin the API is reached at (URLs it hands out); default http://127.0.0.1:{port} */
  publicOrigin?: string;
  log?: (line: string) => void;
  /** the WalletConnect sandbox wallet page (catalogue links); default http://127.0.0.1:{port+7}/ (base+8) */
  walletConnectWalletUrl?: string;
  /** history page size; default 20 */
  historyPageSize?: number;
  /** how often the indexer polls for new blocks; default 100 ms */
  indexerIntervalMs?: number;
  /** overrides env SANDBOX_ANALYTICS (=off disables) */
  analyticsEnabled?: boolean;
  /**
   * how long a completed on-ramp purchase stays in progress before the faucet pays, as a provider takes a while to
   * settle (history with onramp=coinbase shows it pending meanwhile); default 0
   */
  onrampSettleMs?: number;
}

export interface StoredName extends ProfileName {
  owner: string;
}

export interface OnrampPurchase {
  /** the provider's id of the purchase (known from the start; the chain transaction's hash comes when it settles) */
  id: string;
  /** the faucet's transaction, once paid */
  hash: string | null;
  status: 'in_progress' | 'success' | 'failed';
  chainId: string;
  address: string;
  amount: string;
  at: Date;
}

/**
 * Test control of when purchases settle (routes/onramp.ts), so a test says when the provider pays instead of waiting
 * out the settle time: `held` makes the next purchase wait for a settle; `waiting` releases each one still unpaid.
 */
export interface OnrampSettling {
  held: boolean;
  waiting: Map<string, () => void>;
}

/** Everything one running API holds; nothing is module-global, so two APIs in one process never share. */
export interface ApiContext {
  origin: string;
  options: ApiOptions;
  chains: Chains;
  indexer: Indexer;
  /** history of the sandbox Solana cluster (SOL and SPL transfers) */
  solanaIndexer: SolanaIndexer;
  tokens: TokenDirectory;
  faucet: Faucet;
  catalog: WalletEntry[];
  names: Map<string, StoredName>;
  sessions: Map<string, SmartSession[]>;
  /** the default sign-in server's nonces and sessions (routes/siwx.ts) */
  siwx: SiwxStore;
  purchases: OnrampPurchase[];
  onrampSettling: OnrampSettling;
  analytics: { query: AnalyticsQuery; event: AnalyticsEvent; receivedAt: string }[];
  requests: RecordedRequest[];
  log: (line: string) => void;
}
