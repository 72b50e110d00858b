/** EIP-5792 capabilities and EIP-7811 asset discovery, read live from the sandbox chains. */
import { numberToHex, type Hex } from 'viem';
import { priceOf } from '../../api/prices';
import type { EvmChainInfo } from '../../chains/types';
import { jsonRpc } from './rpc';

/** SPEC §3 "Asset from wallet". */
export interface WalletAsset {
  /** the token contract, or 'native' for the chain's currency (EIP-7811) */
  address: Hex | 'native';
  balance: Hex;
  type: 'ERC20' | 'NATIVE';
  metadata: { name: string; symbol: string; decimals: number; price: number; iconUrl: string };
}

/** What the wallet knows of a sandbox chain. */
export type WalletChain = Pick<EvmChainInfo, 'chainId' | 'name' | 'rpcUrl' | 'nativeCurrency' | 'tokens'>;

export type Capabilities = Record<Hex, { assetDiscovery: { supported: boolean } }>;

export function capabilities(chains: { chainId: number }[], supported: boolean): Capabilities {
  return Object.fromEntries(chains.map((c) => [numberToHex(c.chainId), { assetDiscovery: { supported } }]));
}

const BALANCE_OF = '0x70a08231';

/** Native currency and every seeded, non-spam ERC-20 the account holds on each chain, keyed by chain id (hex). */
export async function walletAssets(chains: WalletChain[], owner: Hex, apiOrigin: string): Promise<Record<Hex, WalletAsset[]>> {
  const icon = (symbol: string) => `${apiOrigin}/public/getTokenImage/${symbol.toLowerCase()}`;
  const entries = await Promise.all(
    chains.map(async (chain): Promise<[Hex, WalletAsset[]]> => {
      const tokens = chain.tokens.filter((t) => !t.spam);
      const [native, ...balances] = await Promise.all([
        jsonRpc<Hex>(chain.rpcUrl, 'eth_getBalance', [owner, 'latest']),
        ...tokens.map((t) =>
          jsonRpc<Hex>(chain.rpcUrl, 'eth_call', [{ to: t.address, data: `${BALANCE_OF}${owner.slice(2).toLowerCase().padStart(64, '0')}` }, 'latest']),
        ),
      ]);
      const { name, symbol, decimals } = chain.nativeCurrency;
      const assets: WalletAsset[] = [];
      if (BigInt(native) > 0n) {
        assets.push({ address: 'native', balance: numberToHex(BigInt(native)), type: 'NATIVE', metadata: { name, symbol, decimals, price: priceOf(symbol), iconUrl: icon(symbol) } });
      }
      tokens.forEach((t, i) => {
        const result = balances[i];
        const raw = result && result !== '0x' ? BigInt(result) : 0n;
        if (raw > 0n) {
          assets.push({
            address: t.address,
            balance: numberToHex(raw),
            type: 'ERC20',
            metadata: { name: t.name, symbol: t.symbol, decimals: t.decimals, price: priceOf(t.symbol), iconUrl: icon(t.symbol) },
          });
        }
      });
      return [numberToHex(chain.chainId), assets];
    }),
  );
  return Object.fromEntries(entries);
}
