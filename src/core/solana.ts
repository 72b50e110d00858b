/** Solana rules: SPEC §5 request validation, SPEC §9 decimals, cluster names, SPEC §7 deep links. Pure. */
import { z } from 'zod/mini';

/** Connector ids of Wallet Standard wallets: the standard gives wallets no id, so their name is it (stable across reloads). */
export const STANDARD_WALLET_PREFIX = 'walletStandard:';
export const standardWalletId = (name: string) => `${STANDARD_WALLET_PREFIX}${name}`;

/** SPEC §9: SOL has 9 decimals. */
export const SOL_DECIMALS = 9;

/** SPEC §5: the commitments a sign-and-send may ask preflight at. */
export const PREFLIGHT_COMMITMENTS = ['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'] as const;

const BASE58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
export const isSolanaAddress = (value: unknown): value is string => typeof value === 'string' && BASE58_ADDRESS.test(value);

/** A message: bytes, or text (signed as its UTF-8 bytes). */
const message = z.union([z.instanceof(Uint8Array), z.string().check(z.minLength(1))]);
/** A transaction: its wire bytes, or a @solana/web3.js Transaction / VersionedTransaction (anything that serializes). */
const transaction = z.union([
  z.instanceof(Uint8Array).check(z.minLength(1)),
  z.custom<{ serialize: (...args: never[]) => Uint8Array }>((t) => typeof (t as { serialize?: unknown } | null)?.serialize === 'function', 'must be a transaction'),
]);

/** SPEC §5 sign-and-send options; any other key is refused rather than passed to the wallet unread. */
const solanaSendOptionsSchema = z.strictObject({
  skipPreflight: z.optional(z.boolean()),
  preflightCommitment: z.optional(z.enum(PREFLIGHT_COMMITMENTS)),
  maxRetries: z.optional(z.int().check(z.gte(0))),
  minContextSlot: z.optional(z.int().check(z.gte(0))),
});
export type SolanaSendOptions = z.infer<typeof solanaSendOptionsSchema>;

/** SPEC §5: sign message needs message and pubkey; sign transaction a transaction; sign all a list; sign-and-send its options. */
export const SOLANA_REQUESTS = {
  solana_signMessage: z.object({ message, pubkey: z.string().check(z.regex(BASE58_ADDRESS, 'must be a base58 public key')) }),
  solana_signTransaction: z.object({ transaction }),
  solana_signAllTransactions: z.object({ transactions: z.array(transaction).check(z.minLength(1)) }),
  solana_signAndSendTransaction: z.object({ transaction, options: z.optional(solanaSendOptionsSchema) }),
} as const;
export type SolanaRequestMethod = keyof typeof SOLANA_REQUESTS;
export type SolanaRequestParams<M extends SolanaRequestMethod> = z.infer<(typeof SOLANA_REQUESTS)[M]>;

/** An error a site developer can read: which method, which field, what was expected (JSON-RPC -32602 invalid params). */
export class SolanaRequestError extends Error {
  readonly code = -32602;
  constructor(method: string, detail: string) {
    super(`Invalid params for ${method}: ${detail}`);
    this.name = 'SolanaRequestError';
  }
}

/** Parses one request's params, or throws SolanaRequestError naming the first bad field. */
export function parseSolanaRequest<M extends SolanaRequestMethod>(method: M, params: unknown): SolanaRequestParams<M> {
  const parsed = SOLANA_REQUESTS[method].safeParse(params);
  if (parsed.success) return parsed.data as SolanaRequestParams<M>;
  const issue = parsed.error.issues[0];
  const path = issue?.path.length ? issue.path.join('.') : 'params';
  let detail = issue?.message ?? 'invalid';
  if (issue?.path.at(-1) === 'preflightCommitment') detail = `must be one of ${PREFLIGHT_COMMITMENTS.join(', ')}`;
  throw new SolanaRequestError(method, `${path} ${detail}`);
}

/**
 * Wallet Standard wallets name clusters `solana:mainnet`, `solana:devnet`… while CAIP-2 (and the site's networks)
 * use the first 32 characters of the genesis hash. A local cluster's genesis is the one the site configured.
 */
const CLUSTERS: Record<string, string> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'solana:devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
};

/** The chain identifier to hand a wallet for a CAIP-2 network: the one it lists, else the cluster name it knows. */
export function walletChainFor(caipNetworkId: string, walletChains: readonly string[]): string {
  if (walletChains.includes(caipNetworkId)) return caipNetworkId;
  const reference = caipNetworkId.split(':')[1] ?? '';
  const cluster = CLUSTERS[reference];
  if (cluster) return cluster;
  return walletChains.includes('solana:localnet') ? 'solana:localnet' : caipNetworkId;
}

/** SPEC §7: Phantom's browse link and Coinbase Wallet's dapp link open the site inside the wallet's own browser. */
export type SolanaDeepLinkWallet = 'phantom' | 'coinbase';

export function solanaDeepLinkWallet(name: string): SolanaDeepLinkWallet | null {
  const n = name.toLowerCase();
  if (n.includes('phantom')) return 'phantom';
  if (n.includes('coinbase')) return 'coinbase';
  return null;
}

export function solanaDeepLink(wallet: SolanaDeepLinkWallet, pageUrl: string): string {
  const url = encodeURIComponent(pageUrl);
  if (wallet === 'phantom') return `https://phantom.app/ul/browse/${url}?ref=${encodeURIComponent(new URL(pageUrl).origin)}`;
  return `https://go.cb-w.com/dapp?cb_url=${url}`;
}

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Base58 text of bytes (a transaction signature, as Solana RPCs and explorers show it). */
export function toBase58(bytes: Uint8Array): string {
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++;
  let n = 0n;
  for (const b of bytes) n = n * 256n + BigInt(b);
  let out = '';
  while (n > 0n) {
    out = ALPHABET[Number(n % 58n)]! + out;
    n /= 58n;
  }
  return '1'.repeat(zeros) + out;
}
