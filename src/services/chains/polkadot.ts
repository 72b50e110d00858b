/**
 * How WalletGate talks to a Polkadot wallet, whatever carries it (a `window.injectedWeb3` extension, WalletConnect's
 * `polkadot` namespace): a transport. Types and a registry only — no code a first load would pay for; the
 * adapters (polkadotInjected.ts, walletconnect/polkadot.ts), the address rules (polkadotAddress.ts) and the public
 * provider (polkadotProvider.ts) load with the `polkadot` chunk, on first use.
 */
import type { InjectedAccount, PolkadotSignerResult, SignPayloadParams } from '../../core/polkadot';

export interface PolkadotTransport {
  /** asks the wallet for its accounts (silent: a restore, for a site it authorized before); checked, SS58 */
  connect(options: { silent: boolean }): Promise<InjectedAccount[]>;
  /** the site forgets the wallet; wallets that cannot say so resolve at once */
  disconnect(): Promise<void>;
  /** signs bytes (hex) with `address` (the wallet's own encoding of it) */
  signRaw(raw: { address: string; data: `0x${string}`; type: 'bytes' | 'payload' }): Promise<PolkadotSignerResult>;
  /** signs an extrinsic payload (SignerPayloadJSON) */
  signPayload(payload: SignPayloadParams): Promise<PolkadotSignerResult>;
  /** the accounts the wallet lets this site see changed (an empty list: it let the site go); returns the unsubscribe */
  onAccountsChanged(listener: (accounts: InjectedAccount[]) => void): () => void;
}

/**
 * What `getWalletProvider('polkadot')` / `useWalletProvider('polkadot')` return. Params are checked first and refused
 * with a PolkadotRequestError (code -32602) naming the bad field before the wallet is asked.
 */
export interface PolkadotWalletProvider {
  readonly namespace: 'polkadot';
  /** the selected account, SS58 with the active network's prefix */
  readonly address: string;
  /** every account the wallet lets the site see, SS58 with the active network's prefix */
  readonly accounts: readonly string[];
  /** the CAIP-2 id of the active Polkadot network (`polkadot:<genesis prefix>`) */
  readonly chainId: string;
  /** the extension's signer.signRaw: `data` is hex, or text signed as its UTF-8 bytes; `type` defaults to 'bytes' */
  signRaw(params: { address: string; data: string; type?: 'bytes' | 'payload' }): Promise<PolkadotSignerResult>;
  /** the extension's signer.signPayload with a SignerPayloadJSON */
  signPayload(payload: SignPayloadParams): Promise<PolkadotSignerResult>;
}

/** An extension as discovered in the page (never in the store). */
export interface InjectedExtension {
  key: string;
  enable(origin: string): Promise<unknown>;
}

/** One Polkadot connector: its extension (for injectedWeb3 ones), its transport once made, the provider once connected. */
export interface PolkadotEntry {
  extension?: InjectedExtension;
  transport?: PolkadotTransport;
  provider?: PolkadotWalletProvider;
}

export type PolkadotRegistry = Map<string, PolkadotEntry>;
