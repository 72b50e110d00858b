import { erc20Abi, type Address } from 'viem';
import type { EvmChain } from './chains';

export interface TokenMeta {
  name: string;
  symbol: string;
  decimals: number;
  spam: boolean;
}

/** Metadata of the contracts seen in Transfer logs: the seeded tokens from ChainsInfo, any other
 * ERC-20 read once from the chain (name/symbol/decimals) and cached. */
export class TokenDirectory {
  private readonly cache = new Map<string, Promise<TokenMeta>>();

  private key(chain: EvmChain, address: Address): string {
    return `${chain.caip}/${address.toLowerCase()}`;
  }

  get(chain: EvmChain, address: Address): Promise<TokenMeta> {
    const known = chain.info.tokens.find((t) => t.address.toLowerCase() === address.toLowerCase());
    if (known) return Promise.resolve({ name: known.name, symbol: known.symbol, decimals: known.decimals, spam: known.spam });
    const key = this.key(chain, address);
    let pending = this.cache.get(key);
    if (!pending) {
      pending = this.read(chain, address);
      this.cache.set(key, pending);
    }
    return pending;
  }

  private async read(chain: EvmChain, address: Address): Promise<TokenMeta> {
    const call = <T>(functionName: 'name' | 'symbol' | 'decimals', fallback: T): Promise<T> =>
      (chain.client.readContract({ address, abi: erc20Abi, functionName }) as Promise<T>).catch(() => fallback);
    const [name, symbol, decimals] = await Promise.all([
      call('name', 'Unknown token'),
      call('symbol', '???'),
      call('decimals', 18),
    ]);
    return { name, symbol, decimals: Number(decimals), spam: false };
  }
}
