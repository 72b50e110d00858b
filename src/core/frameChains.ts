/**
 * SPEC §9 frame chains, eip155 side: the networks the embedded wallet's secure frame switches to (Ethereum mainnet and
 * its testnets, Optimism, Arbitrum, Polygon, Celo, Aurora, BNB, Avalanche, zkSync, Gnosis, Base, Zora); the Solana
 * side is the three clusters of src/core/solana.ts. A switch to a chain outside the list is refused with SPEC §8's
 * 'Chain is not supported'. Its own module: only the frame and the embedded flows read it.
 */
export const FRAME_EVM_CHAINS = [
  { chainId: 1, name: 'Ethereum' },
  { chainId: 11155111, name: 'Sepolia' },
  { chainId: 17000, name: 'Holesky' },
  { chainId: 10, name: 'OP Mainnet' },
  { chainId: 42161, name: 'Arbitrum One' },
  { chainId: 137, name: 'Polygon' },
  { chainId: 42220, name: 'Celo' },
  { chainId: 1313161554, name: 'Aurora' },
  { chainId: 56, name: 'BNB Smart Chain' },
  { chainId: 43114, name: 'Avalanche' },
  { chainId: 324, name: 'zkSync' },
  { chainId: 100, name: 'Gnosis' },
  { chainId: 8453, name: 'Base' },
  { chainId: 7777777, name: 'Zora' },
] as const;

export const isFrameEvmChain = (chainId: number): boolean => FRAME_EVM_CHAINS.some((c) => c.chainId === chainId);
