/** What the chains layer tells the rest of the sandbox once it is up (no private keys except the wallets'). */
type Address = `0x${string}`;

export interface Erc20Info {
  address: Address;
  name: string;
  symbol: string;
  decimals: number;
  /** true for the token whose transfers the API flags as spam */
  spam: boolean;
}

export interface EvmChainInfo {
  chainId: number;
  caipNetworkId: `eip155:${number}`;
  name: string;
  rpcUrl: string;
  /** added: the chain's native currency (ETH, 18 decimals) */
  nativeCurrency: { name: string; symbol: string; decimals: number };
  tokens: Erc20Info[];
  nft: { address: Address; name: string; symbol: string };
  pool: { address: Address; token0: Address; token1: Address };
  /**
   * added for swaps: the router every swap goes through (the visitor approves it), the wrapped native token
   * (also in `tokens`), and every pool (the first is `pool`): sUSD/sGLD, WETH/sUSD, sGLD/sSLV
   */
  swap: { router: Address; wrappedNative: Address; pools: { address: Address; token0: Address; token1: Address }[] };
  /** the smart-account CREATE2 factory, at the same address on every start and chain */
  accountFactory: Address;
}

export interface SolanaChainInfo {
  /** CAIP-2 id of the sandbox cluster */
  caipNetworkId: string;
  rpcUrl: string;
  wsUrl: string;
  accounts: string[];
  splMint?: string;
  /** added: the cluster's genesis hash (base58), as getGenesisHash returns it */
  genesisHash: string;
  /** added: metadata of `splMint` (litesvm has no token-metadata program) */
  splToken?: { mint: string; name: string; symbol: string; decimals: number };
}

export interface ChainsInfo {
  mnemonic: string;
  /** the 10 funded EVM accounts derived from the mnemonic, index order */
  accounts: Address[];
  /** the account the on-ramp faucet pays from */
  faucet: Address;
  evm: EvmChainInfo[];
  solana: SolanaChainInfo;
}

export interface RunningChains {
  info: ChainsInfo;
  stop(): Promise<void>;
}
