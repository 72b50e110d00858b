/**
 * What the shared wallet flows (connect, restore, follow, disconnect, network switch, getWalletProvider) ask of a
 * chain namespace. One driver per namespace, in its own folder under sagas/chains/; docs/ADDING-A-CHAIN.md says how
 * to add one. The driver itself is small, since the first bundle holds it (the provider a site gets); its flows load
 * with the wallet flows, and its chain libraries with its own chunk, on first use.
 */
import type { Connection } from '../../slices';
import type { Network, ValidOptions } from '../../src/core/options';
import type { WalletGateDeps } from '../deps';
import type { TokenBalance } from '../../src/core/api/account';
import type { ChainCapability } from '../../src/core/chainCapabilities';
import type { ErrorInfo } from '../../src/core/errors/catalogue';
import type { SendIssue } from '../../src/core/send';
import type { SendState } from '../../slices/send';
import type { AccountContext } from '../account/context';
import type { UniversalProviderLike, WcSession } from '../../src/services/walletconnect/types';
import type { EmbeddedContext } from '../embedded/context';

/** The wallet behind a connector that stands for many (WalletConnect's peer), or the one stored for a restore. */
interface WalletHint {
  name: string;
  icon?: string;
}

export interface ConnectOptions {
  /** a restore: the wallet answers without asking the visitor, or not at all */
  silent: boolean;
  wallet?: WalletHint;
}

/** A saga the shared flows `call`; it returns `R`. */
type Flow<A extends unknown[], R = void> = (...args: A) => Generator<unknown, R, never>;

export interface ChainFlows {
  /** This page can use the connector now: its wallet was discovered, or a flow registered it. */
  has(deps: WalletGateDeps, connectorId: string): boolean;
  /**
   * Asks the wallet behind `connectorId` for its accounts and puts `connected` (establishConnection). True when it
   * connected; false when a silent ask found no account; throws what the wallet threw (SPEC §8 wallet errors).
   */
  connect: Flow<[WalletGateDeps, string, ConnectOptions], boolean>;
  /** Follows a connection (accounts, chain, the wallet letting go) until its namespace disconnects or reconnects. */
  follow: Flow<[WalletGateDeps, Connection]>;
  /** The site forgets the wallet: whatever the wallet offers to revoke, never blocking the teardown. */
  forget: Flow<[WalletGateDeps, string]>;
  /** Asks the wallet to move to `network`; absent where the site's choice is the network (no wallet to ask). */
  switchNetwork?: Flow<[WalletGateDeps, string, Network]>;
  /** The native balance (SPEC §4): the URLs to ask, the ask in base units, and their decimals. Absent: none shown. */
  nativeBalance?: {
    urls(network: Network, config: ValidOptions): string[];
    read: Flow<[WalletGateDeps, string[], string], bigint>;
    decimals(network: Network): number;
  };
  /** The token balances as the wallet itself reports them, or null to ask the balance API (SPEC §4). */
  walletBalances?: Flow<[WalletGateDeps, string, string, Network], TokenBalance[] | null>;
  /**
   * Sign-in (SPEC §4, sagas/siwx/flow.ts): the wallet behind `connectorId` signs the message as `address`; returns the
   * signature as 0x-hex, throws what the wallet threw. Absent: the namespace has no sign-in. The message itself is
   * built by src/core/siwx.ts from the CAIP-2 network (EIP-4361, or CAIP-122 for solana).
   */
  signMessage?: Flow<[WalletGateDeps, string, string, string], string>;
  /** The visitor picked another of the accounts the wallet shared (Account's switcher). */
  selectAccount?: Flow<[WalletGateDeps, string]>;
  /** Send (SPEC §4) in this namespace, loaded with the account flows; present when the driver `can` 'send'. */
  send?(): Promise<ChainSend>;
  /**
   * A wallet that is not installed but opens the site in its own browser (SPEC §7: Phantom and Coinbase Wallet on
   * Solana): the link for the page at `pageUrl`, or null. Asked when the site configured a network in the namespace.
   */
  deepLink?(walletName: string, pageUrl: string): string | null;
  /** A connector whose restore another flow performs (the embedded wallet's own): the shared restore only waits for it. */
  restoredElsewhere?(connectorId: string): boolean;
  /**
   * A connector the visitor picked that this namespace registers shortly (picked, say headless, before its wallet
   * registry's code loaded): connect waits for it to be announced before deciding how to connect.
   */
  registering?(deps: WalletGateDeps, connectorId: string): boolean;
  /** What a WalletConnect session gives this namespace (SPEC §4); absent: WalletConnect does not connect it. */
  walletConnect?: WalletConnectPart;
  /** The embedded wallet's account in this namespace, besides the eip155 one its login connects; loaded with its flows. */
  embedded?(): Promise<EmbeddedPart>;
}

/** A namespace's side of the embedded wallet (SPEC §4: one login connects every configured namespace the frame serves). */
export interface EmbeddedPart {
  /**
   * Connects the frame's account in this namespace; true when it did. `restore`: the login was remembered with this
   * namespace connected through it: silently, and a failure marks the namespace's restore failed (restoreFailed).
   */
  join: Flow<[EmbeddedContext, { restore: boolean }], boolean>;
}

/**
 * A namespace's side of a WalletConnect session. The shared pairing (sagas/walletconnect/pairing.ts) asks each
 * configured namespace's part whether the approved session holds its accounts, and joins those that do; a restore
 * (sagas/walletconnect/client.ts) attaches the parts the kept session holds before the wallet flows restore them.
 */
export interface WalletConnectPart {
  /** the session holds accounts in this namespace */
  holds(session: WcSession): boolean;
  /** the session becomes the WalletConnect connector's wallet in this namespace (its transport in deps) */
  attach?(deps: WalletGateDeps, up: UniversalProviderLike): Promise<void>;
  /** connects the approved session's accounts in this namespace (after `attach`); throws when there are none */
  join: Flow<[WalletGateDeps, WalletHint | undefined]>;
}

/** What Send asks of the wallet; `transfer` puts the outcome (sendStarted, sendSucceeded or sendFailed, the notices). */
export interface ChainSend {
  /** Send opened: read what the form shows besides the amount (eip155: the gas price, gasPriceFetched) */
  prepare?: Flow<[WalletGateDeps, AccountContext]>;
  /** the node's look at a complete form (SPEC §8 node errors): the refusal, or null when it would go through or cannot tell */
  preflight?: Flow<[WalletGateDeps, AccountContext, SendState, bigint], ErrorInfo | null>;
  /** the visitor pressed Send: the wallet sends the form's token; returns a transaction to follow until mined, or null */
  transfer: Flow<[WalletGateDeps, AccountContext, SendAsk], SentTransaction | null>;
}

export interface SendAsk {
  send: SendState;
  issue: SendIssue | null;
  isSmartAccount: boolean;
}

/** A sent transaction: the shared flow reads the balances (past the caches, `forceUpdate`) once `mined` returns. */
export interface SentTransaction {
  mined: () => Generator<unknown, unknown, never>;
  forceUpdate: string;
}

export interface ProviderAsk {
  namespace: string;
  /** the namespace's connector (none for a namespace only a WalletConnect session serves) */
  connectorId: string | undefined;
  /** the site named this namespace (getWalletProvider(ns)); without it only an EIP-1193 provider is given */
  named: boolean;
  /** the connector in use on every namespace (a WalletConnect session spans several) */
  connectorIds: Readonly<Record<string, string | undefined>>;
}

export interface ChainDriver {
  /** the CAIP-2 namespaces it serves (one, or the WalletConnect-only ones) */
  namespaces: readonly string[];
  /** what the namespace offers (Send, names, buy, …): the modal and the flows ask these, never the namespace's name */
  can?: readonly ChainCapability[];
  /** served only through a WalletConnect session, with no adapter (SPEC §4's other namespaces): options check these apart */
  walletConnectOnly?: true;
  /** Finds the namespace's wallets in the page and announces each (connectorAnnounced); runs from the start. */
  discover?: Flow<[WalletGateDeps]>;
  /** the provider a site gets for a connection (it never enters the store) */
  provider(deps: WalletGateDeps, ask: ProviderAsk): unknown;
  /** the driver's flows, loaded on first use; null for a namespace that only WalletConnect's own flows connect */
  load(): Promise<ChainFlows | null>;
}
