/**
 * Polkadot rules, pure: the networks WalletGate knows by genesis hash and their SS58 prefixes, the
 * CAIP-2 form of a Polkadot network (`polkadot:<first 32 hex characters of the genesis hash>`), connector ids of
 * `window.injectedWeb3` extensions, WalletConnect sessions' polkadot accounts. Address encoding needs @polkadot/util-crypto: it lives in services/chains/polkadotAddress.ts and loads
 * with the `polkadot` chunk, and so do the zod schemas every value an extension or a site hands over is checked against (polkadotSchemas.ts): this module stays free of both, for the
 * wallet flows every site loads.
 */

export type { InjectedAccount, PolkadotSignerResult, SignPayloadParams } from './polkadotSchemas';

/** CAIP-2 reference: the genesis hash's first 16 bytes, lower-case hex without 0x. */
const POLKADOT_REFERENCE = /^[0-9a-f]{32}$/;

/** Networks WalletGate knows (ss58 registry); any other Polkadot-SDK network uses the generic Substrate prefix 42. */
export const POLKADOT_NETWORKS = {
  polkadot: { name: 'Polkadot', genesisHash: '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3', ss58Prefix: 0, symbol: 'DOT', decimals: 10 },
  kusama: { name: 'Kusama', genesisHash: '0xb0a8d493285c2df73290dfb7e61f870f17b41801197a149ca93654499ea3dafe', ss58Prefix: 2, symbol: 'KSM', decimals: 12 },
  westend: { name: 'Westend', genesisHash: '0xe143f23803ac50e8f6f8e62695d1ce9e4e1d68aa36c1cd2cfd15340213f3423e', ss58Prefix: 42, symbol: 'WND', decimals: 12 },
} as const;

/** The generic Substrate SS58 prefix (addresses starting with 5). */
const GENERIC_SS58_PREFIX = 42;

/** `polkadot:<reference>` of a genesis hash (0x-prefixed or not, any case). */
export function polkadotCaipNetworkId(genesisHash: string): `polkadot:${string}` {
  const hex = genesisHash.toLowerCase().replace(/^0x/, '');
  if (!/^[0-9a-f]{64}$/.test(hex)) throw new Error(`Not a genesis hash: ${genesisHash}`);
  return `polkadot:${hex.slice(0, 32)}`;
}

/** A well-formed Polkadot CAIP-2 id: `polkadot:` and 32 lower-case hex characters. */
export function isPolkadotCaipNetworkId(value: unknown): value is `polkadot:${string}` {
  if (typeof value !== 'string') return false;
  const [namespace, reference, ...rest] = value.split(':');
  return namespace === 'polkadot' && rest.length === 0 && POLKADOT_REFERENCE.test(reference ?? '');
}

/** The SS58 prefix addresses are shown with on a network: the registry's, else the generic 42. */
export function ss58PrefixOf(caipNetworkId: string): number {
  const reference = caipNetworkId.split(':')[1] ?? '';
  const known = Object.values(POLKADOT_NETWORKS).find((n) => n.genesisHash.slice(2, 34) === reference);
  return known?.ss58Prefix ?? GENERIC_SS58_PREFIX;
}

/** Does an account an extension restricts to one chain (its genesisHash) belong on this network? */
export function accountServesNetwork(genesisHash: string | null | undefined, caipNetworkId: string): boolean {
  if (!genesisHash) return true;
  return genesisHash.toLowerCase().replace(/^0x/, '').startsWith(caipNetworkId.split(':')[1] ?? '-');
}

/** SS58 text: base58 characters only (the checksum is util-crypto's to check). */
export const SS58_TEXT = /^[1-9A-HJ-NP-Za-km-z]{40,60}$/;
const looksLikeSs58 = (value: unknown): value is string => typeof value === 'string' && SS58_TEXT.test(value);

/** Connector ids of injectedWeb3 extensions: the key they inject under, which is stable across reloads. */
const POLKADOT_CONNECTOR_PREFIX = 'polkadot:';
export const polkadotConnectorId = (key: string) => `${POLKADOT_CONNECTOR_PREFIX}${key}`;

/** What well-known extensions inject under, and the name people know them by; others show their key. */
const EXTENSION_NAMES: Record<string, string> = {
  'polkadot-js': 'Polkadot{.js}',
  talisman: 'Talisman',
  'subwallet-js': 'SubWallet',
  enkrypt: 'Enkrypt',
  'fearless-wallet': 'Fearless Wallet',
  'nova-wallet': 'Nova Wallet',
};
export const extensionName = (key: string) => EXTENSION_NAMES[key] ?? key;

export const HEX = /^0x([0-9a-fA-F]{2})*$/;

/** Hex of text's UTF-8 bytes; hex stays as it is (extensions sign hex as bytes). */
export function toHexData(data: string): `0x${string}` {
  if (HEX.test(data)) return data as `0x${string}`;
  return `0x${Array.from(new TextEncoder().encode(data), (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** The Polkadot accounts a WalletConnect session holds (SS58, session order, no repeats) and the chains they are on. */
export function sessionPolkadot(namespaces: Record<string, { accounts: string[]; chains?: string[] } | undefined>): { accounts: string[]; chains: string[] } {
  const ns = namespaces.polkadot;
  if (!ns) return { accounts: [], chains: [] };
  const parts = ns.accounts.map((a) => a.split(':')).filter((p) => p.length === 3 && p[0] === 'polkadot' && looksLikeSs58(p[2]));
  const accounts = [...new Set(parts.map((p) => p[2]!))];
  const chains = [...new Set(ns.chains?.length ? ns.chains : parts.map((p) => `${p[0]}:${p[1]}`))];
  return { accounts, chains };
}
