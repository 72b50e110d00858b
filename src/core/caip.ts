/** CAIP-2 / CAIP-10 rules of SPEC §5. */
export type ChainNamespace = 'eip155' | 'solana' | 'polkadot' | 'bip122';
export const CHAIN_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana', 'polkadot', 'bip122'];

/**
 * SPEC §4 "per-namespace RPC providers": the namespaces besides CHAIN_NAMESPACES that a WalletConnect session can
 * carry. With no adapter (universal) a site may configure networks in them; requests go through
 * `getWalletProvider(namespace)` to the wallet, and the modal shows no account of its own for them.
 */
export const UNIVERSAL_NAMESPACES = ['algorand', 'cosmos', 'near', 'tezos', 'cip34', 'elrond', 'multiversx'] as const;
export type UniversalNamespace = (typeof UNIVERSAL_NAMESPACES)[number];
export const isUniversalNamespace = (value: unknown): value is UniversalNamespace =>
  typeof value === 'string' && (UNIVERSAL_NAMESPACES as readonly string[]).includes(value);

/**
 * CAIP-2's namespace of EVM chains (`eip155`): what the EVM adapters (wagmi, ethers) serve, and the Connect list's
 * default kind of wallet, shown without a chain badge.
 */
export const isEvmNamespace = (namespace: string): boolean => namespace === 'eip155';

/** CAIP-2: a namespace is 3 to 8 of lowercase letters, digits and '-'. */
export const CAIP_NAMESPACE = /^[-a-z0-9]{3,8}$/;

const nonEmptyParts = (value: string, count: number): string[] | null => {
  const parts = value.split(':');
  return parts.length === count && parts.every((p) => p.length > 0) ? parts : null;
};

/** CAIP-2 network id: exactly two non-empty colon-separated parts. */
export function isCaipNetworkId(value: unknown): value is `${string}:${string}` {
  return typeof value === 'string' && nonEmptyParts(value, 2) !== null;
}

/** CAIP-10 address: exactly three non-empty colon-separated parts. */
export function isCaipAddress(value: unknown): value is `${string}:${string}:${string}` {
  return typeof value === 'string' && nonEmptyParts(value, 3) !== null;
}

export function parseCaipAddress(value: string): { namespace: string; chainId: string; address: string } {
  const parts = nonEmptyParts(value, 3);
  if (!parts) throw new Error('Invalid CAIP Address');
  const [namespace, chainId, address] = parts as [string, string, string];
  return { namespace, chainId, address };
}

