/** Connector rules of SPEC §3 and the wallet-list order of SPEC §9, as pure functions. */
import type { ChainNamespace } from './caip';

export type ConnectorType = 'ANNOUNCED' | 'AUTH' | 'MULTI_CHAIN' | 'INJECTED' | 'WALLET_CONNECT' | 'EXTERNAL';

export interface Connector {
  id: string;
  name: string;
  type: ConnectorType;
  chain: ChainNamespace;
  imageUrl?: string;
  imageId?: string;
  explorerId?: string;
  rdns?: string;
  /** on a merged multi-chain entry: the per-chain connectors it stands for */
  connectors?: { id: string; chain: ChainNamespace; type: ConnectorType }[];
}

/** 'Trust Wallet' is treated as Trust (SPEC §3). */
function normalizeWalletName(name: string): string {
  return name.trim() === 'Trust Wallet' ? 'Trust' : name.trim();
}

/**
 * Connectors sharing a name across chains merge into one multi-chain entry with chain eip155;
 * an AUTH connector stays AUTH (SPEC §3). Order of first appearance is kept.
 */
export function mergeConnectors(list: readonly Connector[]): Connector[] {
  const byName = new Map<string, Connector[]>();
  for (const c of list) {
    const key = normalizeWalletName(c.name);
    byName.set(key, [...(byName.get(key) ?? []), c]);
  }
  const merged: Connector[] = [];
  for (const [name, group] of byName) {
    const chains = new Set(group.map((c) => c.chain));
    const first = group[0]!;
    if (group.length === 1 || chains.size === 1) {
      merged.push(...group.map((c) => ({ ...c, name: normalizeWalletName(c.name) })));
      continue;
    }
    const isAuth = group.some((c) => c.type === 'AUTH');
    const withImage = group.find((c) => c.imageUrl || c.imageId);
    const entry: Connector = {
      id: first.id,
      name,
      type: isAuth ? 'AUTH' : 'MULTI_CHAIN',
      chain: 'eip155',
      connectors: group.map((c) => ({ id: c.id, chain: c.chain, type: c.type })),
    };
    if (withImage?.imageUrl) entry.imageUrl = withImage.imageUrl;
    if (withImage?.imageId) entry.imageId = withImage.imageId;
    const rdns = group.find((c) => c.rdns)?.rdns;
    if (rdns) entry.rdns = rdns;
    merged.push(entry);
  }
  return merged;
}

/** What of a catalogue entry an installed connector is linked by (SPEC §3 connector imageId / explorerId). */
export interface CatalogRef {
  id: string;
  name: string;
  image_id: string;
  rdns?: string | null | undefined;
}

const sameName = (a: string, b: string) => normalizeWalletName(a).toLowerCase() === normalizeWalletName(b).toLowerCase();

/**
 * SPEC §3: an installed wallet carries its catalogue entry's id (explorerId) and image (imageId) — an EIP-6963
 * wallet when its rdns matches the entry's, a Wallet Standard wallet (no rdns) by name — so the same wallet is never
 * shown twice (installed and catalogue). WalletConnect and auth connectors are not catalogue wallets.
 */
export function linkToCatalog(connectors: readonly Connector[], catalog: readonly CatalogRef[]): Connector[] {
  if (catalog.length === 0) return connectors as Connector[];
  return connectors.map((c) => {
    if (c.type === 'AUTH' || c.type === 'WALLET_CONNECT' || c.explorerId) return c;
    const entry = catalog.find((w) => (c.rdns ? w.rdns === c.rdns : sameName(w.name, c.name)));
    return entry ? { ...c, explorerId: entry.id, imageId: entry.image_id } : c;
  });
}

export interface RecentWallet {
  id: string;
  name: string;
  imageUrl?: string;
  rdns?: string;
}

/** Adds a wallet at the front of the recent list, without duplicates, keeping at most `max` (SPEC §9: 2). */
export function addRecentWallet(list: readonly RecentWallet[], wallet: RecentWallet, max: number): RecentWallet[] {
  return [wallet, ...list.filter((w) => w.id !== wallet.id)].slice(0, max);
}

/** An image URL worth storing: an object URL (a catalogue image) dies with the page. */
export const storableImageUrl = (url: string | undefined): string | undefined => (url && !url.startsWith('blob:') ? url : undefined);

/** What of the recent wallets survives a reload. */
export function recentWalletsToStore(list: readonly RecentWallet[]): RecentWallet[] {
  return list.map(({ imageUrl, ...wallet }) => {
    const kept = storableImageUrl(imageUrl);
    return kept ? { ...wallet, imageUrl: kept } : wallet;
  });
}

export type WalletListSource = 'walletConnect' | 'recent' | 'injected' | 'featured' | 'custom' | 'external' | 'recommended';

export interface WalletListItem {
  id: string;
  name: string;
  source: WalletListSource;
  imageUrl?: string;
  rdns?: string;
  /** the connector to use when it is installed in this browser */
  connectorId?: string;
  /** the chains an installed wallet serves, when it is a Solana or multi-chain one (its logo shows them) */
  chains?: ChainNamespace[];
}

/**
 * The Connect view's wallet list in the order of SPEC §9: walletConnect, recent, injected, featured, custom,
 * external, recommended — a wallet appears once, in its first section.
 */
export function orderWalletList(sections: Partial<Record<WalletListSource, WalletListItem[]>>, order: readonly WalletListSource[]): WalletListItem[] {
  const seen = new Set<string>();
  const out: WalletListItem[] = [];
  for (const source of order) {
    for (const item of sections[source] ?? []) {
      const key = item.rdns ?? item.id;
      // a catalogue entry linked to an installed wallet (SPEC §3 explorerId) is that wallet: shown once
      if (seen.has(key) || seen.has(item.id) || (item.connectorId && seen.has(item.connectorId))) continue;
      seen.add(key);
      seen.add(item.id);
      out.push(item);
    }
  }
  return out;
}

/** What picking a wallet in any list says (the connection saga decides the rest); absent fields are left out. */
export function walletSelection(wallet: { id: string; name: string; connectorId?: string | undefined; rdns?: string | null | undefined; imageUrl?: string | undefined }) {
  return {
    walletId: wallet.id,
    name: wallet.name,
    ...(wallet.connectorId ? { connectorId: wallet.connectorId } : {}),
    ...(wallet.rdns ? { rdns: wallet.rdns } : {}),
    ...(wallet.imageUrl ? { imageUrl: wallet.imageUrl } : {}),
  };
}
