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
const clientsByOwner = new WeakMap<object, Map<string, { client: Client; used: () => void }>>();

/** Wakes whoever waits for the next read (the ranking's next sample). */
function activity() {
  let waiting: (() => void)[] = [];
  return {
    next: () => new Promise<void>((resolve) => waiting.push(resolve)),
    notify() {
      const wake = waiting;
      waiting = [];
      for (const resolve of wake) resolve();
    },
  };
}

export function rpcClient(owner: object, urls: readonly string[]): Client {
  let clients = clientsByOwner.get(owner);
  if (!clients) clientsByOwner.set(owner, (clients = new Map()));
  const key = urls.join(' ');
  let entry = clients.get(key);
  if (!entry) {
    // the ranking samples only as reads happen: an idle page (or one being time-travelled) sends nothing
    const reads = activity();
    entry = { client: createClient({ transport: rankedTransport(urls, { beforePing: reads.next }) }), used: reads.notify };
    clients.set(key, entry);
  }
  entry.used();
  return entry.client;
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
