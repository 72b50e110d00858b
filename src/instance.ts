/** The instance API shared by all three ways of using WalletGate (ARCHITECTURE: "Who uses it"). */
import type { Store } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import {
  closeRequested,
  configFailed,
  configured,
  openRequested,
  selectIsOpen,
  selectLocale,
  selectWalletGate,
  themeModeChanged,
  themeVariablesChanged,
  type OpenRequest,
  type ThemeMode,
  type ThemeVariables,
  type WalletGateRootState,
  type WalletGateState,
  selectAccountInfo,
  selectActiveNetwork,
  selectActiveConnectorIds,
  selectConfig,
  selectCurrentNamespace,
  switchNetworkRequested,
  disconnectRequested,
  networkAdded,
  networkRemoved,
  selectRequestedNetworks,
  selectAccounts,
  addressLabelSet,
} from '../slices';
import {
  ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND,
  CAIP_NETWORK_NOT_FOUND,
  CAIP_NETWORK_UNDEFINED,
  CHAIN_ADAPTER_NOT_FOUND,
  INVALID_CAIP_ADDRESS,
  NO_ACTIVE_CAIP_ADDRESS,
} from './core/errors/instance';
import { englishOf } from './core/errors/catalogue';
import { isCaipAddress, isCaipNetworkId, parseCaipAddress } from './core/caip';
import { AUTH_CONNECTOR_ID } from './core/embedded';
import { accountTypeRequested } from '../slices/embeddedWalletRequests';
import type { ChainNamespace, UniversalNamespace } from './core/caip';
import type { UniversalNamespaceProvider } from './services/walletconnect/namespace';
import { driverOf, servedChains } from '../sagas/chains/registry';
import type { Network } from './core/options';
import type { Eip1193Provider } from './services/providers';
import type { SolanaWalletProvider } from './services/chains/solana';
import type { PolkadotWalletProvider } from './services/chains/polkadot';
import type { BitcoinWalletProvider } from './services/chains/bitcoin';
import { parseOptions, type WalletGateOptions } from './core/options';
import type { LocaleCode } from './core/locale';
import type { GateEvent, TrackingEventName } from './events/bus';
import type { WalletGateDeps } from '../sagas/deps';
import { renderButton, type MountButtonOptions } from './button/dom';
import type { LogEntry } from './events/logBuffer';
import type { AdapterContext, WalletGateAdapter } from './adapter';
import { STORED } from './core/storageKeys';
import type { SiwxSession } from './core/siwxTypes';
import { selectSignIn, type SignInInfo } from '../slices/siwxRequests';
import { until } from './until';

export interface WalletGateInstance {
  /** The Redux store holding WalletGate's state (the host's own store when attached). */
  readonly store: Store<WalletGateRootState>;
  open(request?: OpenRequest): Promise<void>;
  close(): Promise<void>;
  isOpen(): boolean;
  getState(): WalletGateState;
  subscribeState(callback: (state: WalletGateState) => void): () => void;
  setThemeMode(mode: ThemeMode): void;
  setThemeVariables(variables: ThemeVariables): void;
  /**
   * Shows the modal in another language at once, open or not: a shipped code (`'ar'`, `'pt-BR'`), or any
   * tag whose language is shipped (`'pt-PT'` → pt-BR); `null` follows the browser's languages again. Resolves once
   * the locale's strings have loaded and it shows; rejects for a language WalletGate does not speak.
   */
  setLocale(locale: string | null): Promise<void>;
  /** The locale the modal shows (a BCP-47 code). */
  getLocale(): LocaleCode;
  getAccount(namespace?: ChainNamespace): AccountInfo;
  subscribeAccount(callback: (account: AccountInfo) => void, namespace?: ChainNamespace): () => void;
  getNetwork(): NetworkInfo;
  subscribeNetwork(callback: (network: NetworkInfo) => void): () => void;
  /** Asks the wallet to switch (or, disconnected, picks the network to connect on). Resolves once it is active. */
  switchNetwork(network: Network | string): Promise<void>;
  /**
   * Adds a network the site can switch to (SPEC §5): rejects with 'Adapter not found' for a namespace nothing serves,
   * 'CaipNetwork is undefined' without a network, and the option error for an invalid one.
   */
  addNetwork(namespace: ChainNamespace, network: unknown): Promise<void>;
  /**
   * Removes a configured network (SPEC §5): rejects with the §5 namespace error for an unconfigured namespace, 'Network not
   * found' for an unknown network, and refuses the last network of its namespace.
   */
  removeNetwork(namespace: ChainNamespace, caipNetworkId: string): Promise<void>;
  disconnect(namespace?: ChainNamespace): Promise<void>;
  /**
   * SPEC §4 sign-in, for sites with their own UI: the connected account signs the sign-in message. Resolves with the
   * session's public data; rejects with 'SIWX is not enabled' without the siwx option, or with why it failed
   * ('Signature declined' …).
   */
  signIn(): Promise<SiwxSession>;
  /** Ends the connected account's sign-in session (revoked on the server). */
  signOut(): Promise<void>;
  /** Where sign-in stands: status, the session's public data, the last error. */
  getSignIn(): SignInInfo;
  /**
   * SPEC §6: the embedded wallet's account type (its EOA or its smart account). Rejects with 'Address or auth
   * connector not found' (SPEC §8) unless the namespace is connected through the embedded wallet.
   */
  setPreferredAccountType(type: 'eoa' | 'smartAccount', namespace?: ChainNamespace): Promise<void>;
  /**
   * SPEC §3 addressLabels: names an address of a connected account (e.g. "Savings" for the smart account), shown
   * wherever its addresses are listed. Throws 'Invalid CAIP Address' for anything but a CAIP-10 address (SPEC §5),
   * 'No ActiveCaipAddress found' when its namespace has no connected account (SPEC §8).
   */
  setAddressLabel(caipAddress: string, label: string): void;
  /**
   * The connected wallet's provider (it never enters the store): EIP-1193 on eip155; on solana a
   * SolanaWalletProvider (signMessage, signTransaction, signAllTransactions, signAndSendTransaction; SPEC §5).
   */
  getWalletProvider(namespace: 'solana'): SolanaWalletProvider | undefined;
  /** on polkadot a PolkadotWalletProvider (address, accounts, chainId, signRaw, signPayload) */
  getWalletProvider(namespace: 'polkadot'): PolkadotWalletProvider | undefined;
  /** on bip122 a BitcoinWalletProvider: signMessage (BIP-322, or ECDSA), signPsbt, the accounts with their purposes */
  getWalletProvider(namespace: 'bip122'): BitcoinWalletProvider | undefined;
  /**
   * With no adapter, a network in SPEC §4's other namespaces (cosmos, near, …) is served by the WalletConnect
   * session: its provider sends each request to the wallet on that namespace. Before WalletConnect has started
   * (a stored session still restoring) every request is refused with 'Sign Client is not initialized' (SPEC §8).
   */
  getWalletProvider(namespace: UniversalNamespace): UniversalNamespaceProvider | undefined;
  /** without a namespace: the current one's EIP-1193 provider (a Solana, Polkadot or Bitcoin provider is asked for by name) */
  getWalletProvider(namespace?: Exclude<ChainNamespace, 'solana' | 'polkadot' | 'bip122'>): Eip1193Provider | undefined;
  /** SPEC §9 log buffer: this instance's warnings and errors, oldest first (at most 1,024,000 bytes), for support */
  getLogs(): LogEntry[];
  on(event: TrackingEventName, callback: (event: GateEvent) => void): () => void;
  subscribeEvents(callback: (event: GateEvent) => void): () => void;
  /**
   * Renders the connect button into `el` (e.g. a `<walletgate-button>` on the page), in its shadow root, without
   * React: "Connect Wallet" while disconnected, then the account button (avatar, address, balance, network) that
   * opens Account. Returns the unmount; destroy() unmounts it too.
   */
  mountButton(el: HTMLElement, options?: MountButtonOptions): () => void;
  /**
   * With `disableAppend: true` (SPEC §1) nothing is appended to the page body: the site places the modal in its own
   * element with this. Resolves to the unmount; destroy() unmounts it too.
   */
  mountModal(el: HTMLElement): Promise<() => void>;
  destroy(): void;
}

export type AccountInfo = ReturnType<typeof selectAccountInfo>;
export interface NetworkInfo {
  caipNetwork: Network | null;
  caipNetworkId: string | null;
  chainId: number | string | null;
}

function networkInfo(state: WalletGateRootState): NetworkInfo {
  const network = selectActiveNetwork(state);
  return { caipNetwork: network, caipNetworkId: network?.caipNetworkId ?? null, chainId: network?.id ?? null };
}

/** Calls back with `pick(state)` whenever it changes, compared field by field. */
function subscribePicked<T extends object>(store: Store<WalletGateRootState>, pick: (s: WalletGateRootState) => T, callback: (value: T) => void) {
  let last = pick(store.getState());
  return store.subscribe(() => {
    const next = pick(store.getState());
    const changed = (Object.keys(next) as (keyof T)[]).some((k) => next[k] !== last[k]);
    if (changed) {
      last = next;
      callback(next);
    }
  });
}

export interface UiHandle {
  unmount(): void;
}

/** Validates the options into the store. Returns false when the configuration is unusable (the modal then shows why). */
export function configureStoreOptions(store: Store, options: WalletGateOptions, deps: Pick<WalletGateDeps, 'drivers'> = {}): boolean {
  const chains = servedChains(deps);
  const result = parseOptions(options, Object.keys(chains));
  if (!result.ok) {
    store.dispatch(configFailed(result.error));
    return false;
  }
  store.dispatch(configured({ config: result.options, alerts: result.alerts, chains }));
  if (result.themeMode) store.dispatch(themeModeChanged(result.themeMode));
  if (result.themeVariables) store.dispatch(themeVariablesChanged(result.themeVariables));
  return true;
}

/** not SPEC: why a switchNetwork() call overtaken by a later one rejects (kept here: the first bundle carries it). */
const SWITCH_SUPERSEDED = 'Another network switch replaced this one';

/** SPEC §5 runtime network rules: loaded on a site's first addNetwork / removeNetwork. */
const loadNetworkRules = () => import(/* webpackChunkName: "network-rules" */ './core/runtimeNetworks');

const loadSignIn = () => import(/* webpackChunkName: "sign-in" */ './signIn');

export function createInstance(parts: {
  store: Store<WalletGateRootState>;
  deps: WalletGateDeps;
  task: Task;
  ui: Promise<UiHandle | null>;
  /** loads the UI and mounts the modal into a site's element (disableAppend) */
  mountInto?: (store: Store<WalletGateRootState>, el: HTMLElement) => Promise<UiHandle>;
  ownsStore: boolean;
  /** the site's adapters, bound once the options proved valid (configureStoreOptions returned true) */
  adapters?: readonly WalletGateAdapter[];
}): WalletGateInstance {
  const { store, deps, task } = parts;
  const detachers: (() => void)[] = [];
  let destroyed = false;
  const buttons = new Set<() => void>();
  const placed = new Set<UiHandle>();
  const instance: WalletGateInstance = {
    store,
    open(request) {
      store.dispatch(openRequested(request));
      return until(store, selectIsOpen);
    },
    close() {
      store.dispatch(closeRequested());
      return until(store, (s) => !selectIsOpen(s));
    },
    isOpen: () => selectIsOpen(store.getState()),
    getState: () => selectWalletGate(store.getState()),
    subscribeState(callback) {
      let last = selectWalletGate(store.getState());
      return store.subscribe(() => {
        const next = selectWalletGate(store.getState());
        if (next !== last) {
          last = next;
          callback(next);
        }
      });
    },
    getAccount: (namespace) => selectAccountInfo(store.getState(), namespace),
    subscribeAccount: (callback, namespace) => subscribePicked(store, (s) => selectAccountInfo(s, namespace), callback),
    getNetwork: () => networkInfo(store.getState()),
    subscribeNetwork: (callback) => subscribePicked(store, networkInfo, callback),
    switchNetwork(network) {
      // SPEC §8 thrown errors instead of a TypeError on a bad call; the saga answers the rest (§5 namespace, not found)
      if (network === undefined || network === null) return Promise.reject(new Error(CAIP_NETWORK_UNDEFINED));
      const caipNetworkId: unknown = typeof network === 'string' ? network : (network as Partial<Network>).caipNetworkId;
      if (!isCaipNetworkId(caipNetworkId)) return Promise.reject(new Error(CAIP_NETWORK_NOT_FOUND));
      store.dispatch(switchNetworkRequested({ caipNetworkId }));
      const namespace = caipNetworkId.split(':')[0] as ChainNamespace;
      return until(store, (s) => {
        const { active, switching, switchError } = selectWalletGate(s).network;
        if (switching === caipNetworkId) return false;
        if (switchError) return new Error(englishOf(switchError));
        if (active[namespace] === caipNetworkId) return true;
        // another switch took over (still going, or done elsewhere): this one will not finish
        return new Error(SWITCH_SUPERSEDED);
      });
    },
    async addNetwork(namespace, network) {
      const rules = await loadNetworkRules();
      store.dispatch(networkAdded(rules.checkAddNetwork(namespace, network)));
    },
    async removeNetwork(namespace, caipNetworkId) {
      const rules = await loadNetworkRules();
      rules.checkRemoveNetwork(namespace, caipNetworkId, selectRequestedNetworks(store.getState()));
      store.dispatch(networkRemoved({ caipNetworkId }));
    },
    disconnect(namespace) {
      // SPEC §8 'Chain adapter not found': a namespace none of the site's networks is in has nothing to disconnect
      if (namespace && !selectRequestedNetworks(store.getState()).some((n) => n.chainNamespace === namespace)) {
        return Promise.reject(new Error(CHAIN_ADAPTER_NOT_FOUND));
      }
      store.dispatch(disconnectRequested(namespace ? { namespace } : undefined));
      return until(store, (s) => {
        const { status, disconnectError } = selectWalletGate(s).connection;
        if (disconnectError) return new Error(englishOf(disconnectError));
        return namespace ? status[namespace] !== 'connected' : !Object.values(status).includes('connected');
      });
    },
    // SPEC §4 headless sign-in: its waiting loads on the first call (src/signIn.ts)
    signIn: () => loadSignIn().then((m) => m.signIn(store)),
    signOut: () => loadSignIn().then((m) => m.signOut(store)),
    getSignIn: () => selectSignIn(store.getState()),
    setPreferredAccountType(type, namespace = 'eip155') {
      const state = store.getState();
      const account = selectAccounts(state)[namespace];
      if (!account?.address || selectActiveConnectorIds(state)[namespace] !== AUTH_CONNECTOR_ID) {
        return Promise.reject(new Error(ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND));
      }
      store.dispatch(accountTypeRequested({ type }));
      // the embedded flows are loaded (the namespace is connected through them): they settle the request
      return until(store, (s) => !selectWalletGate(s).embeddedWallet?.accountTypeBusy);
    },
    setAddressLabel(caipAddress, label) {
      if (typeof caipAddress !== 'string' || !isCaipAddress(caipAddress)) throw new Error(INVALID_CAIP_ADDRESS);
      const { namespace, address } = parseCaipAddress(caipAddress);
      const account = selectAccounts(store.getState())[namespace as ChainNamespace];
      if (!account?.caipAddress) throw new Error(NO_ACTIVE_CAIP_ADDRESS);
      store.dispatch(addressLabelSet({ namespace: namespace as ChainNamespace, address, label: String(label) }));
    },
    getWalletProvider: ((namespace?: ChainNamespace | UniversalNamespace) => {
      const state = store.getState();
      const { status } = selectWalletGate(state).connection;
      const stored = deps.storage.get(STORED.connectedConnectorIds.key, STORED.connectedConnectorIds.schema) ?? {};
      // a stored connection being restored counts with its stored connector (SPEC §4: 'connecting' at startup)
      const ids = { ...Object.fromEntries(Object.entries(stored).filter(([n]) => status[n as ChainNamespace] === 'connecting')), ...selectActiveConnectorIds(state) };
      // a namespace the site did not configure has no provider
      const configured = [...selectRequestedNetworks(state), ...(selectConfig(state)?.walletConnectNetworks ?? [])];
      if (namespace && !configured.some((n) => n.chainNamespace === namespace)) return undefined;
      const ns: string = namespace ?? selectCurrentNamespace(state);
      return driverOf(deps, ns)?.provider(deps, { namespace: ns, connectorId: ids[ns as ChainNamespace], named: !!namespace, connectorIds: ids });
    }) as WalletGateInstance['getWalletProvider'],
    getLogs: () => deps.logs?.read() ?? [],
    setThemeMode: (mode) => void store.dispatch(themeModeChanged(mode)),
    setThemeVariables: (variables) => void store.dispatch(themeVariablesChanged(variables)),
    // with the locale loader: a site that never switches languages carries none of it
    setLocale: (locale) => import(/* webpackChunkName: "locale-load" */ './instanceLocale').then((m) => m.setLocale(store, locale)),
    getLocale: () => selectLocale(store.getState()),
    on: (event, callback) => deps.bus.onEvent(event, callback),
    subscribeEvents: (callback) => deps.bus.on(callback),
    mountButton(el, options) {
      const unmountButton = renderButton(el, store, instance.open, options);
      const unmount = () => {
        if (buttons.delete(unmount)) unmountButton();
      };
      buttons.add(unmount);
      return unmount;
    },
    async mountModal(el) {
      if (!parts.mountInto) throw new Error('This WalletGate build has no UI to mount');
      const ui = await parts.mountInto(store, el);
      if (destroyed) {
        ui.unmount();
        return () => undefined;
      }
      placed.add(ui);
      return () => {
        if (placed.delete(ui)) ui.unmount();
      };
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      for (const unmount of [...buttons]) unmount();
      for (const ui of [...placed]) ui.unmount();
      placed.clear();
      for (const detach of detachers.splice(0)) detach();
      task.cancel();
      deps.bus.clear();
      void parts.ui.then((ui) => ui?.unmount());
    },
  };
  if (parts.adapters?.length) {
    const context: AdapterContext = { storage: deps.storage };
    for (const adapter of parts.adapters) if (adapter.attach) detachers.push(adapter.attach(instance, context));
  }
  return instance;
}
