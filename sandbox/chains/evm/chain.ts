import { defineChain, type Chain } from 'viem';

export const nativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const;

/** A viem chain for one sandbox anvil. */
export function sandboxChain(chainId: number, name: string, rpcUrl: string): Chain {
  return defineChain({
    id: chainId,
    name,
    nativeCurrency,
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  });
}
