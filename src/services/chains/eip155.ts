/**
 * EVM reads through viem, imported narrowly (TOOLCHAIN.md: createClient + viem/actions ≈ 7 KiB gzip).
 * Loaded with a dynamic import once a wallet connects, so it stays out of the bytes before the first click.
 */
import { createClient, type Client } from 'viem';
import { getBalance } from 'viem/actions';
import { rankedTransport } from './transport';

/**
 * One client per RPC URL list and per owner (a WalletGate instance's deps): the fallback transport keeps its
 * ranking in the client, so it must outlive a single read; two instances on a page share none of it.
 */
const clientsByOwner = new WeakMap<object, Map<string, Client>>();

export function rpcClient(owner: object, urls: readonly string[]): Client {
  let clients = clientsByOwner.get(owner);
  if (!clients) clientsByOwner.set(owner, (clients = new Map()));
  const key = urls.join(' ');
  let client = clients.get(key);
  if (!client) clients.set(key, (client = createClient({ transport: rankedTransport(urls) })));
  return client;
}

export interface ChainRead {
  /** whose clients to use (the instance's deps) */
  owner: object;
  /** the network's RPC URLs, the blockchain API's endpoint last (src/core/rpcUrls.ts) */
  urls: readonly string[];
}

export async function getNativeBalance({ owner, urls, address }: ChainRead & { address: string }): Promise<bigint> {
  return getBalance(rpcClient(owner, urls), { address: address as `0x${string}` });
}
