/**
 * How WalletGate talks to a Bitcoin wallet, whatever carries it (a Wallet Standard wallet, a sats-connect-style
 * provider, a WalletConnect session): a transport. Types and a registry only — the adapters
 * (bitcoinStandard.ts, bitcoinSatsConnect.ts, walletconnect/bitcoin.ts) and the public provider
 * (bitcoinProvider.ts) load lazily, and only on a site that configured bip122 networks.
 */
import type { BitcoinAccount, SignMessageProtocol } from '../../core/bitcoin';

interface BitcoinSignedMessage {
  address: string;
  /** base64: a BIP-322 simple witness, or a 65-byte compact ECDSA signature */
  signature: string;
  protocol: SignMessageProtocol;
}

export interface BitcoinTransport {
  /** the protocols the wallet signs messages with (BIP-322 first when it has both) */
  readonly messageProtocols: readonly SignMessageProtocol[];
  /** asks for the payment and ordinals accounts (silent: only if the site was authorized before) */
  connect(options: { silent: boolean; chain: string }): Promise<BitcoinAccount[]>;
  disconnect(): Promise<void>;
  signMessage(params: { address: string; message: string; protocol: SignMessageProtocol; chain: string }): Promise<BitcoinSignedMessage>;
  /** the PSBT signed (base64), and its txid when the wallet broadcast it */
  signPsbt(params: { psbt: string; signInputs: Record<string, number[]>; broadcast: boolean; chain: string }): Promise<{ psbt: string; txid?: string }>;
  /** the wallet's accounts changed (empty: it let the site go); returns the unsubscribe */
  onAccountsChanged(listener: (accounts: BitcoinAccount[]) => void): () => void;
}

/**
 * What `getWalletProvider('bip122')` / `useWalletProvider('bip122')` return. Params are checked first and a bad
 * one is refused with a BitcoinRequestError (code -32602) before the wallet is asked.
 */
export interface BitcoinWalletProvider {
  readonly namespace: 'bip122';
  /** the account in use (the payment one unless the visitor switched) */
  readonly address: string;
  /** the CAIP-2 id of the active Bitcoin network */
  readonly chainId: string;
  /** every account the wallet shared, with its purpose */
  readonly accounts: readonly BitcoinAccount[];
  /** BIP-322 simple by default; `protocol: 'ecdsa'` (or a wallet offering only that) gives a legacy signed message */
  signMessage(params: { message: string; address?: string; protocol?: SignMessageProtocol }): Promise<BitcoinSignedMessage>;
  signPsbt(params: { psbt: string; signInputs?: Record<string, number[]>; broadcast?: boolean }): Promise<{ psbt: string; txid?: string }>;
}

/** Where a discovered wallet came from; its transport is made from it on first use. */
export type BitcoinSource =
  | { kind: 'standard'; wallet: object }
  | { kind: 'satsConnect'; provider: { request(method: string, params?: unknown): Promise<unknown> } }
  | { kind: 'transport' };

export interface BitcoinEntry {
  source: BitcoinSource;
  transport?: BitcoinTransport;
  provider?: BitcoinWalletProvider;
}

export type BitcoinRegistry = Map<string, BitcoinEntry>;
