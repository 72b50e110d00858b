/**
 * How WalletGate talks to a Solana wallet, whatever carries it (Wallet Standard extension, WalletConnect, the
 * embedded wallet): a transport of bytes in and bytes out. Types and a registry only — no code a first load
 * would pay for; the adapters (solanaStandard.ts, …) and the public provider (solanaProvider.ts) load lazily.
 */
import type { SolanaSendOptions } from '../../core/solana';

export type { SolanaSendOptions } from '../../core/solana';

export interface SolanaTransport {
  /** the chains the wallet says it serves (Wallet Standard `solana:mainnet`…, or CAIP-2 ids) */
  readonly chains: readonly string[];
  /** asks the wallet for its accounts (silent: only if the site was authorized before); base58 public keys, selected first */
  connect(options: { silent: boolean }): Promise<string[]>;
  /** the site forgets the wallet; wallets that cannot say so resolve at once */
  disconnect(): Promise<void>;
  /** signs arbitrary bytes with `account`; the 64-byte ed25519 signature */
  signMessage(message: Uint8Array, account: string): Promise<Uint8Array>;
  /** signs serialized transactions (wire format, legacy or v0) with `account`; the signed wire bytes, same order */
  signTransactions(transactions: Uint8Array[], account: string, chain: string): Promise<Uint8Array[]>;
  /** signs and submits one serialized transaction; its 64-byte signature */
  signAndSendTransaction(transaction: Uint8Array, account: string, chain: string, options: SolanaSendOptions): Promise<Uint8Array>;
  /** the wallet's account list changed (an empty list: it disconnected the site); returns the unsubscribe */
  onAccountsChanged(listener: (accounts: string[]) => void): () => void;
}

/** A serialized transaction, or a @solana/web3.js Transaction / VersionedTransaction. */
export type SolanaTransactionInput = Uint8Array | { serialize: (...args: never[]) => Uint8Array };

/**
 * What `getWalletProvider('solana')` / `useWalletProvider('solana')` return. Every call's params are checked
 * (SPEC §5) and refused with a SolanaRequestError (code -32602) naming the bad field before the wallet is asked.
 */
export interface SolanaWalletProvider {
  readonly namespace: 'solana';
  /** the connected account (base58) */
  readonly publicKey: string;
  /** the CAIP-2 id of the active Solana network */
  readonly chainId: string;
  /** SPEC §5: needs message (bytes or text) and pubkey (the connected account); resolves to the 64-byte signature */
  signMessage(params: { message: Uint8Array | string; pubkey: string }): Promise<Uint8Array>;
  /** the transaction signed, of the kind given (bytes in, bytes out; web3.js object in, web3.js object out) */
  signTransaction<T extends SolanaTransactionInput>(params: { transaction: T }): Promise<T>;
  signAllTransactions<T extends SolanaTransactionInput>(params: { transactions: T[] }): Promise<T[]>;
  /** SPEC §5 options: skipPreflight, preflightCommitment (processed … max), maxRetries, minContextSlot; the base58 signature */
  signAndSendTransaction(params: { transaction: SolanaTransactionInput; options?: SolanaSendOptions }): Promise<string>;
}

/** One Solana connector's transport, and the public provider once connected. Per instance, never in the store. */
export interface SolanaEntry {
  transport: SolanaTransport;
  provider?: SolanaWalletProvider;
}

export interface SolanaRegistry {
  get(connectorId: string): SolanaEntry | undefined;
  set(connectorId: string, entry: SolanaEntry): void;
  has(connectorId: string): boolean;
  delete(connectorId: string): void;
}

export function createSolanaRegistry(): SolanaRegistry {
  const byId = new Map<string, SolanaEntry>();
  return {
    get: (id) => byId.get(id),
    set: (id, entry) => void byId.set(id, entry),
    has: (id) => byId.has(id),
    delete: (id) => void byId.delete(id),
  };
}
