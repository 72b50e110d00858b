/** Token balance rules of SPEC §3, §5, §6: wallet assets (EIP-7811) checked and converted, zero-decimal tokens dropped. */
import { formatUnits, isHex } from 'viem';
import { z } from 'zod/mini';
import type { ChainNamespace } from './caip';
import type { TokenBalance } from './api/account';

/** SPEC §6: balances are enabled for eip155 and solana only. */
export const BALANCE_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana'];

/** SPEC §3 "Asset from wallet"; §5: the response counts only if every asset has its string fields and type ERC20 or NATIVE. */
const WalletAssetSchema = z.object({
  address: z.string(),
  balance: z.string().check(z.refine((v) => v.length > 2 && isHex(v, { strict: true }))),
  type: z.enum(['ERC20', 'NATIVE']),
  metadata: z.object({
    name: z.string(),
    symbol: z.string(),
    decimals: z.int().check(z.gte(0), z.lte(255)),
    price: z.number(),
    iconUrl: z.string(),
  }),
});

/** wallet_getAssets answers assets keyed by hex chain id. */
export const WalletAssetsResponseSchema = z.record(z.string(), z.array(WalletAssetSchema));

/** `wallet_getCapabilities` → does the wallet discover assets on this chain (hex id)? Anything malformed means no. */
export function supportsAssetDiscovery(capabilities: unknown, hexChainId: string): boolean {
  if (!capabilities || typeof capabilities !== 'object') return false;
  const entry = (capabilities as Record<string, unknown>)[hexChainId];
  const discovery = entry && typeof entry === 'object' ? (entry as { assetDiscovery?: { supported?: unknown } }).assetDiscovery : undefined;
  return discovery?.supported === true;
}

/** The wallet's assets on one chain as SPEC §3 token balances (native has no address). Null when the answer is malformed. */
export function walletAssetsToBalances(response: unknown, hexChainId: string, caipNetworkId: string): TokenBalance[] | null {
  const parsed = WalletAssetsResponseSchema.safeParse(response);
  if (!parsed.success) return null;
  const key = Object.keys(parsed.data).find((k) => k.toLowerCase() === hexChainId.toLowerCase());
  const assets = key ? parsed.data[key]! : [];
  return assets.map((asset) => {
    const { name, symbol, decimals, price, iconUrl } = asset.metadata;
    const numeric = formatUnits(BigInt(asset.balance), decimals);
    return {
      name,
      symbol,
      chainId: caipNetworkId,
      ...(asset.type === 'NATIVE' ? {} : { address: `${caipNetworkId}:${asset.address}` }),
      value: Number(numeric) * price,
      price,
      quantity: { decimals: String(decimals), numeric },
      iconUrl,
    };
  });
}

/** SPEC §5: token balances with zero decimals are dropped (collectibles and other low-quality entries). */
export function dropZeroDecimals(balances: TokenBalance[]): TokenBalance[] {
  return balances.filter((b) => b.quantity.decimals !== '0');
}

/** The entry of the network's own currency (it has no token address). */
export function nativeBalanceOf(balances: readonly TokenBalance[], caipNetworkId: string): TokenBalance | undefined {
  return balances.find((b) => !b.address && b.chainId === caipNetworkId);
}

/** SPEC §7 fungible/price: how the API names a chain's native coin among token addresses. */
const NATIVE_TOKEN_ID: Partial<Record<string, string>> = {
  eip155: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  solana: 'So11111111111111111111111111111111111111112',
};

/** The CAIP-10 ids of the balances that came without a price (POST /v1/fungible/price asks for them). */
export function unpricedTokenIds(balances: readonly TokenBalance[]): string[] {
  const ids = balances
    .filter((b) => !(b.price > 0))
    .map((b) => {
      if (b.address) return b.address;
      const native = NATIVE_TOKEN_ID[b.chainId.split(':')[0] ?? ''];
      return native ? `${b.chainId}:${native}` : null;
    })
    .filter((id): id is string => id !== null);
  return [...new Set(ids)];
}

/** Prices from fungible/price (matched by symbol, as the API answers no address), each value recomputed. */
export function applyPrices(balances: readonly TokenBalance[], fungibles: readonly { symbol: string; price: number }[]): TokenBalance[] {
  const bySymbol = new Map(fungibles.filter((f) => f.price > 0).map((f) => [f.symbol.toLowerCase(), f.price]));
  return balances.map((b) => {
    const price = b.price > 0 ? undefined : bySymbol.get(b.symbol.toLowerCase());
    return price === undefined ? b : { ...b, price, value: price * Number(b.quantity.numeric) };
  });
}

/** SPEC §6: balances (and the Tokens / NFTs / Activity area) exist for eip155 and solana only. */
export const hasBalances = (namespace: ChainNamespace) => BALANCE_NAMESPACES.includes(namespace);
