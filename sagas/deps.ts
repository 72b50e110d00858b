import type { FetchLike } from '../src/services/http';
import type { Storage } from '../src/services/storage';
import type { Bus } from '../src/events/bus';
import type { LogBuffer } from '../src/events/logBuffer';
import type { ProviderRegistry } from '../src/services/providers';
import type { WalletConnectModule } from '../src/services/walletconnect/types';
import type { SolanaRegistry } from '../src/services/chains/solana';
import type { LocaleCode } from '../src/core/locale';
import type { StandardWalletRegistry } from './channels/walletStandard';
import type { PolkadotRegistry } from '../src/services/chains/polkadot';
import type { BitcoinRegistry } from '../src/services/chains/bitcoin';
import type { UniversalNamespaceProvider } from '../src/services/walletconnect/namespace';
import type { ChainDriver } from './chains/driver';

export interface Logger {
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

/** Everything a saga may touch outside the store, injected per instance (no module singletons). */
export interface WalletGateDeps {
  fetch: FetchLike;
  /** localStorage, namespaced */
  storage: Storage;
  /** sessionStorage, namespaced */
  session: Storage;
  bus: Bus;
  now(): number;
  randomId(): string;
  /** the page the widget runs on (null outside a browser) */
  location: { href: string; hostname: string } | null;
  logger: Logger;
  /** SPEC §9 log buffer: the warnings and errors `logger` was given, capped (createDeps wraps the logger) */
  logs?: LogBuffer;
  /** the page's window, for wallet discovery (null outside a browser) */
  window: Window | null;
  /** wallet providers by connector id, for this instance only */
  providers: ProviderRegistry;
  /** Solana transports (and, once connected, the public provider) by connector id, for this instance only */
  solana: SolanaRegistry;
  /** Wallet Standard wallets discovered in the page, by connector id (their transport is made lazily, on use) */
  standardWallets: StandardWalletRegistry;
  /** Polkadot connectors (injectedWeb3 extensions, WalletConnect) by connector id: extension, transport, provider */
  polkadot: PolkadotRegistry;
  /** Bitcoin wallets by connector id (Wallet Standard, sats-connect, WalletConnect): their transport and, once connected, the public provider */
  bitcoin: BitcoinRegistry;
  /** The WalletConnect session's providers for SPEC §4's other namespaces (cosmos, near, …), by namespace */
  universal: Map<string, UniversalNamespaceProvider>;
  /** the chain drivers this instance serves (default: sagas/chains/registry.ts CHAIN_DRIVERS); a test may add its own */
  drivers?: readonly ChainDriver[];
  /** resolves once the browser has painted the current frame (at once outside a browser) */
  afterPaint(): Promise<void>;
  /** copies text for the visitor (navigator.clipboard in a browser) */
  copyText(text: string): Promise<void>;
  /**
   * loads the WalletConnect chunk (UniversalProvider, ~130 KiB gzip) on first use; tests inject a fake. Default:
   * a dynamic import made by the WalletConnect flows (sagas/walletconnect), so not even its stub is in the first bundle.
   */
  loadWalletConnect?(): Promise<WalletConnectModule>;
  /** SPEC §1 siwx / siweConfig as the site passed it, its functions included (they never enter the store) */
  siwxHost?: unknown;
  /** the visitor's languages, best first (navigator.languages); none outside a browser */
  languages?(): readonly string[];
  /**
   * The locale serving these language preferences (`explicit`: one tag a site asked for, which must be served;
   * else the browser's, English when none is), its strings loaded (their own chunk) where the UI reads them.
   */
  loadLocale(preferences: readonly string[], explicit: boolean): Promise<LocaleCode>;
  /** the visitor's IANA time zone (SPEC §9 restricted time zones); default: the browser's (tests inject one) */
  timeZone?(): string | null;
}
