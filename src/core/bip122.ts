/** The bip122 rules the WalletConnect proposal needs, apart from the rest of Bitcoin's (no zod: this rides with WalletConnect's flows). */
const BIP122_NETWORK_ID = /^bip122:[0-9a-f]{32}$/;
export const isBip122NetworkId = (value: unknown): value is `bip122:${string}` => typeof value === 'string' && BIP122_NETWORK_ID.test(value);

/** What the site asks a WalletConnect wallet for on bip122 (WalletConnect's Bitcoin JSON-RPC). */
export const BIP122_METHODS = ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer'] as const;
export const BIP122_EVENTS = ['bip122_addressesChanged'] as const;

/** The Bitcoin accounts a WalletConnect session holds (CAIP-10 `bip122:<ref>:<address>`), and its chains. */
export function sessionBitcoin(namespaces: Record<string, { accounts: string[]; chains?: string[] } | undefined>): { accounts: string[]; chains: string[] } {
  const ns = namespaces.bip122;
  if (!ns) return { accounts: [], chains: [] };
  const accounts = [...new Set(ns.accounts.filter((a) => isBip122NetworkId(a.split(':').slice(0, 2).join(':'))).map((a) => a.split(':')[2] ?? '').filter(Boolean))];
  const chains = [...new Set(ns.chains?.length ? ns.chains : ns.accounts.map((a) => a.split(':').slice(0, 2).join(':')))];
  return { accounts, chains };
}
