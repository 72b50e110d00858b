import { createSelector } from '@reduxjs/toolkit';
import { MESSAGES } from '../src/core/errors/catalogue';
import { originsOf } from '../src/core/imageUrl';
import type { ConnectMethod, Network } from '../src/core/options';
import { isEvmNamespace, type ChainNamespace } from '../src/core/caip';
import { linkToCatalog, mergeConnectors, orderWalletList, type WalletListItem } from '../src/core/connectors';
import { CONNECTOR_ORDER } from '../src/core/constants';
import { WALLET_CONNECT_ID, WALLET_CONNECT_IMAGE_ID, WALLET_CONNECT_NAME } from '../src/core/walletConnectConnector';
import { selectConfig } from './options';
import { selectAllConnectors, selectRecentWallets } from './connectors';
import { selectConnection } from './connection';
import { selectNetworkState } from './network';
import { selectAccounts } from './account';
import { selectCatalogWalletEntities, selectFeaturedWallets, selectRecommendedWallets, type CatalogWallet } from './walletCatalog';
import { selectAssets } from './assets';
import type { WalletGateRootState } from './root';

/** SPEC §5: the configured API origins, where an http: image may come from (besides loopback). */
export const selectImageOrigins = createSelector([selectConfig], (config): string[] =>
  config ? originsOf([config.endpoints.blockchainApi, config.endpoints.catalogApi]) : [],
);

/** SPEC §6: the supported auth chains, for social login and sign-in. */
const AUTH_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana'];

/** The Connect view's sections in the configured order (SPEC §1), each present only when its feature is on. */
export const selectConnectSections = createSelector([selectConfig], (config): ConnectMethod[] => {
  if (!config) return [];
  const { features } = config;
  // SPEC §6: social login (and email, through the same embedded wallet) only with an auth chain configured
  const authChain = config.networks.some((n) => AUTH_NAMESPACES.includes(n.chainNamespace));
  return features.connectMethodsOrder.filter((method) => {
    if (method === 'email') return features.email && authChain;
    if (method === 'social') return features.socials.length > 0 && authChain;
    return true;
  });
});

export const selectRequestedNetworks = createSelector([selectConfig], (config): Network[] => config?.networks ?? []);

/** The namespace the visitor acts in: the connected one, else the default network's. */
export const selectCurrentNamespace = createSelector(
  [selectConnection, selectConfig],
  (connection, config): ChainNamespace => connection.activeNamespace ?? ((config?.defaultNetwork.split(':')[0] as ChainNamespace | undefined) ?? 'eip155'),
);

export const selectActiveCaipNetworkId = createSelector(
  [selectCurrentNamespace, selectNetworkState, selectConfig],
  (namespace, network, config): string | null => network.active[namespace] ?? config?.defaultNetwork ?? null,
);

/** The active network; one the site did not configure is described from its id alone. */
export const selectActiveNetwork = createSelector(
  [selectActiveCaipNetworkId, selectRequestedNetworks],
  (id, requested): Network | null => {
    if (!id) return null;
    const known = requested.find((n) => n.caipNetworkId === id);
    if (known) return known;
    const [namespace, reference] = id.split(':') as [ChainNamespace, string];
    return {
      id: /^\d+$/.test(reference) ? Number(reference) : reference,
      caipNetworkId: id as Network['caipNetworkId'],
      chainNamespace: namespace,
      // SPEC §8 'Unsupported chain': what the network button says on a network the site did not configure
      name: MESSAGES.unsupportedChain,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [] } },
      testnet: false,
    };
  },
);

export const selectIsActiveNetworkSupported = createSelector(
  [selectActiveCaipNetworkId, selectRequestedNetworks],
  (id, requested) => id === null || requested.some((n) => n.caipNetworkId === id),
);

/**
 * SPEC §2: UnsupportedChain shows when the active network is not among the requested ones, network switching
 * is enabled, unsupported chains are not allowed, and the connection is not a basic WalletConnect one.
 */
export const selectShouldShowUnsupported = createSelector(
  [selectIsActiveNetworkSupported, selectConfig, selectConnection],
  (supported, config, connection) =>
    !supported &&
    !!config?.enableNetworkSwitch &&
    !config.allowUnsupportedChain &&
    !connection.wcBasic &&
    Object.values(connection.status).includes('connected'),
);

/** Installed wallets merged across chains (SPEC §3). */
/** The merged connectors (SPEC §3), each installed one linked to its catalogue entry once that entry was loaded. */
export const selectMergedConnectors = createSelector([selectAllConnectors, selectCatalogWalletEntities], (list, entities) =>
  linkToCatalog(mergeConnectors(list), Object.values(entities).filter((w): w is CatalogWallet => w !== undefined)),
);

/** Installed wallets linked to a catalogue entry: the entry's id (explorerId) → the connector id (SPEC §3). */
export const selectInstalledConnectorIdsByExplorerId = createSelector([selectMergedConnectors], (connectors): Record<string, string> => {
  const byId: Record<string, string> = {};
  for (const c of connectors) if (c.explorerId && !(c.explorerId in byId)) byId[c.explorerId] = c.id;
  return byId;
});

/** Installed wallets (announced or injected, not WalletConnect or auth) by rdns → their connector id. */
export const selectInstalledConnectorIdsByRdns = createSelector([selectMergedConnectors], (connectors): Record<string, string> => {
  const byRdns: Record<string, string> = {};
  for (const c of connectors) {
    if (c.rdns && c.type !== 'AUTH' && c.type !== 'WALLET_CONNECT' && !(c.rdns in byRdns)) byRdns[c.rdns] = c.id;
  }
  return byRdns;
});

/**
 * The Connect view's wallet list in the SPEC §9 order: WalletConnect, recent, installed, the catalogue's featured,
 * external, the catalogue's recommended. A wallet appears once, in its first section (matched by id or rdns).
 */
export const selectWalletList = createSelector(
  [selectMergedConnectors, selectRecentWallets, selectFeaturedWallets, selectRecommendedWallets, selectAssets, (s: WalletGateRootState) => !!selectConfig(s)?.projectId],
  (connectors, recent, featured, recommended, assets, walletConnect): WalletListItem[] => {
    const images = assets.wallet;
    // SPEC §3 connector imageId: a connector without an icon of its own shows the registry's image (getAssetImage)
    // (linked to a catalogue entry, SPEC §3 explorerId: the entry's wallet image)
    const connectorImage = (c: { imageUrl?: string; imageId?: string; explorerId?: string }) =>
      c.imageUrl ?? (c.imageId ? (c.explorerId ? images[c.imageId] : assets.connector[c.imageId]) : undefined);
    const walletConnectImage = assets.connector[WALLET_CONNECT_IMAGE_ID];
    const installed = connectors.filter((c) => c.type !== 'AUTH' && c.type !== 'WALLET_CONNECT');
    // a catalogue entry is an installed wallet when linked to it (SPEC §3 explorerId), or by id or rdns
    const byKey = (id: string, rdns?: string) => installed.find((c) => c.id === id || c.explorerId === id || (rdns && c.rdns === rdns));
    const chainsOf = (c: { chain?: ChainNamespace; connectors?: { chain: ChainNamespace }[] }): ChainNamespace[] | undefined =>
      c.connectors ? [...new Set(c.connectors.map((p) => p.chain))] : c.chain && !isEvmNamespace(c.chain) ? [c.chain] : undefined;
    const item = (
      c: { id: string; name: string; imageUrl?: string; imageId?: string; explorerId?: string; rdns?: string; chain?: ChainNamespace; connectors?: { chain: ChainNamespace }[] },
      source: WalletListItem['source'],
      connectorId?: string,
    ): WalletListItem => ({
      id: c.id,
      name: c.name,
      source,
      ...(connectorImage(c) ? { imageUrl: connectorImage(c)! } : {}),
      ...(c.rdns ? { rdns: c.rdns } : {}),
      ...(connectorId ? { connectorId } : {}),
      ...(chainsOf(c) ? { chains: chainsOf(c)! } : {}),
    });
    const fromCatalog = (w: CatalogWallet, source: 'featured' | 'recommended') => {
      const imageUrl = images[w.image_id];
      return item({ id: w.id, name: w.name, ...(imageUrl ? { imageUrl } : {}), ...(w.rdns ? { rdns: w.rdns } : {}) }, source, byKey(w.id, w.rdns ?? undefined)?.id);
    };
    return orderWalletList(
      {
        // offered when the site has a project id (the relay needs one)
        walletConnect: walletConnect
          ? [{ id: WALLET_CONNECT_ID, name: WALLET_CONNECT_NAME, source: 'walletConnect', ...(walletConnectImage ? { imageUrl: walletConnectImage } : {}) }]
          : [],
        recent: recent.map((w) => {
          const installedAs = byKey(w.id, w.rdns);
          return item({ ...w, ...(installedAs ? { chain: installedAs.chain, ...(installedAs.connectors ? { connectors: installedAs.connectors } : {}) } : {}) }, 'recent', installedAs?.id);
        }),
        injected: installed.filter((c) => c.type === 'ANNOUNCED' || c.type === 'INJECTED' || c.type === 'MULTI_CHAIN').map((c) => item(c, 'injected', c.id)),
        featured: featured.map((w) => fromCatalog(w, 'featured')),
        external: installed.filter((c) => c.type === 'EXTERNAL').map((c) => item(c, 'external', c.id)),
        recommended: recommended.map((w) => fromCatalog(w, 'recommended')),
      },
      CONNECTOR_ORDER,
    );
  },
);

/** The public account view of one namespace (getAccount / useAccount). */
export const selectAccountInfo = (state: WalletGateRootState, namespace?: ChainNamespace) => {
  const ns = namespace ?? selectCurrentNamespace(state);
  const account = selectAccounts(state)[ns];
  const status = selectConnection(state).status[ns] ?? 'disconnected';
  return {
    namespace: ns,
    status,
    isConnected: status === 'connected',
    address: account?.address ?? null,
    caipAddress: account?.caipAddress ?? null,
    balance: account?.balance ?? null,
    balanceSymbol: account?.balanceSymbol ?? null,
    walletInfo: account?.connectedWalletInfo ?? null,
    /** SPEC §3: the account's own name and avatar (reverse lookup, identity), for the site's header */
    profileName: account?.profileName ?? null,
    profileImage: account?.profileImage ?? null,
  };
};
