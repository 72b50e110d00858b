import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { shallowEqual } from 'react-redux';
import {
  selectAccount,
  selectAccountInfo,
  selectActiveConnectorIds,
  selectActiveNetwork,
  selectConnectionStatus,
  selectCurrentNamespace,
  selectIsOpen,
  selectLocale,
  selectWalletGate,
  type ConnectedWalletInfo,
  type OpenRequest,
} from '../../slices';
import type { ChainNamespace } from '../core/caip';
import type { Network } from '../core/options';
import { useGateSelector } from '../ui/context';
import { selectSignIn } from '../../slices/siwxRequests';
import type { GateEvent } from '../events/bus';
import type { AccountInfo, NetworkInfo } from '../instance';
import type { Eip1193Provider } from '../services/providers';
import type { SolanaWalletProvider } from '../services/chains/solana';
import type { PolkadotWalletProvider } from '../services/chains/polkadot';
import type { BitcoinWalletProvider } from '../services/chains/bitcoin';
import { useInstance } from './context';

/** `{ open, close, isOpen }` — isOpen re-renders with the modal. */
export function useWalletGate() {
  const instance = useInstance();
  const isOpen = useGateSelector(selectIsOpen);
  const open = useCallback((request?: OpenRequest) => instance.open(request), [instance]);
  const close = useCallback(() => instance.close(), [instance]);
  return { open, close, isOpen };
}

/** The locale the modal shows (a BCP-47 code such as 'ar' or 'pt-BR'); re-renders when it changes. */
export function useLocale() {
  return useGateSelector(selectLocale);
}

/**
 * Switches the modal's language at runtime, open or not: `setLocale('ar')`; `null` follows the browser's languages.
 * The returned promise resolves once the locale's strings have loaded and it shows.
 */
export function useSetLocale() {
  const instance = useInstance();
  return useCallback((locale: string | null) => instance.setLocale(locale), [instance]);
}

/** WalletGate's whole state, plain and serializable. */
export function useWalletGateState() {
  return useGateSelector(selectWalletGate);
}

/** Calls `callback` for every tracking event on this instance's bus. */
export function useGateEvents(callback: (event: GateEvent) => void) {
  const instance = useInstance();
  const latest = useRef(callback);
  latest.current = callback;
  useEffect(() => instance.subscribeEvents((event) => latest.current(event)), [instance]);
}

/** The account of `namespace` (default: the current one), as `getAccount` gives it; re-renders only when a field changes. */
export function useAccount(namespace?: ChainNamespace): AccountInfo {
  return useGateSelector((state) => selectAccountInfo(state, namespace), shallowEqual);
}

export interface UseNetworkResult extends NetworkInfo {
  /** Asks the wallet to switch; resolves once the network is active. */
  switchNetwork(network: Network | string): Promise<void>;
}

/** The active network (`getNetwork`) and a way to switch it. */
export function useNetwork(): UseNetworkResult {
  const instance = useInstance();
  const caipNetwork = useGateSelector(selectActiveNetwork);
  const switchNetwork = useCallback((network: Network | string) => instance.switchNetwork(network), [instance]);
  return useMemo(
    () => ({ caipNetwork, caipNetworkId: caipNetwork?.caipNetworkId ?? null, chainId: caipNetwork?.id ?? null, switchNetwork }),
    [caipNetwork, switchNetwork],
  );
}

/** `{ disconnect(namespace?) }`: resolves once the namespace (default: all) is disconnected. */
export function useDisconnect() {
  const instance = useInstance();
  const disconnect = useCallback((namespace?: ChainNamespace) => instance.disconnect(namespace), [instance]);
  return useMemo(() => ({ disconnect }), [disconnect]);
}

/**
 * SPEC §4 sign-in for sites with their own UI: `{ signIn, signOut, status, session, error }`. `session` is the
 * public data only (network, address, message, expiry); signIn() rejects with 'SIWX is not enabled' without the option.
 */
export function useSignIn() {
  const instance = useInstance();
  const info = useGateSelector(selectSignIn);
  const signIn = useCallback(() => instance.signIn(), [instance]);
  const signOut = useCallback(() => instance.signOut(), [instance]);
  return useMemo(() => ({ ...info, signIn, signOut }), [info, signIn, signOut]);
}

/** The connected wallet of the current namespace (name, icon, rdns, type), or null. */
export function useWalletInfo(): ConnectedWalletInfo | null {
  return useGateSelector((state) => selectAccount(state, selectCurrentNamespace(state))?.connectedWalletInfo ?? null);
}

/**
 * The connected wallet's provider for `namespace`, as `getWalletProvider(namespace)` gives it (default: the current
 * namespace's EIP-1193 one). Providers never enter the store, so this asks the instance again whenever the active
 * connector or the connection status changes.
 */
export function useWalletProvider(namespace: 'solana'): SolanaWalletProvider | undefined;
export function useWalletProvider(namespace: 'polkadot'): PolkadotWalletProvider | undefined;
export function useWalletProvider(namespace: 'bip122'): BitcoinWalletProvider | undefined;
export function useWalletProvider(namespace?: Exclude<ChainNamespace, 'solana' | 'polkadot' | 'bip122'>): Eip1193Provider | undefined;
export function useWalletProvider(namespace?: ChainNamespace): Eip1193Provider | SolanaWalletProvider | PolkadotWalletProvider | BitcoinWalletProvider | undefined {
  const instance = useInstance();
  const ns = useGateSelector((state) => namespace ?? selectCurrentNamespace(state));
  const connectorId = useGateSelector((state) => selectActiveConnectorIds(state)[ns]);
  const status = useGateSelector((state) => selectConnectionStatus(state, ns));
  // the instance's own getWalletProvider answers, through the namespace's chain driver: one rule for both
  return useMemo(
    () => (instance.getWalletProvider as (namespace?: ChainNamespace) => ReturnType<typeof useWalletProvider>)(namespace),
    [instance, namespace, ns, connectorId, status],
  );
}

/** What walletgate/ethers and walletgate/ethers5 adapters offer the hooks below (no ethers code is imported here). */
export interface EthersAdapterLike<P, C> {
  subscribe(listener: () => void): () => void;
  getProvider(): P | undefined;
  getConnection(): C;
}

/**
 * The ethers provider (BrowserProvider for walletgate/ethers, Web3Provider for walletgate/ethers5) of the active
 * EVM wallet and chain, re-rendering when they change; undefined while none is connected.
 */
export function useEthersProvider<P, C>(adapter: EthersAdapterLike<P, C>): P | undefined {
  return useSyncExternalStore(
    (onChange) => adapter.subscribe(onChange),
    () => adapter.getProvider(),
    () => undefined,
  );
}

/** WalletGate's EVM connection as an ethers adapter sees it ({ status, accounts, chainId }), re-rendering on change. */
export function useEthersConnection<P, C>(adapter: EthersAdapterLike<P, C>): C {
  return useSyncExternalStore(
    (onChange) => adapter.subscribe(onChange),
    () => adapter.getConnection(),
    () => adapter.getConnection(),
  );
}
