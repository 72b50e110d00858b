import { formatUnits, type Address } from 'viem';
import {
  BalanceParamsSchema,
  BalanceQuerySchema,
  FungiblePriceRequestSchema,
  SupportedChainsResponseSchema,
  type BalanceResponse,
  type FungiblePriceResponse,
  type TokenBalance,
} from '../../../src/core/api';
import { tokenAbi } from '../../chains/evm/abi';
import { isEvmAddress, type EvmChain } from '../chains';
import type { ApiContext } from '../context';
import { HttpError, json, parse, type Router } from '../http';
import { priceOf } from '../prices';

const round = (n: number) => Math.round(n * 1e6) / 1e6;

function balanceEntry(
  ctx: ApiContext,
  chainId: string,
  asset: { name: string; symbol: string; decimals: number; address?: string },
  raw: bigint,
): TokenBalance {
  const numeric = formatUnits(raw, asset.decimals);
  const price = priceOf(asset.symbol);
  return {
    name: asset.name,
    symbol: asset.symbol,
    chainId,
    ...(asset.address ? { address: `${chainId}:${asset.address}` } : {}),
    value: round(Number(numeric) * price),
    price,
    quantity: { decimals: String(asset.decimals), numeric },
    iconUrl: `${ctx.origin}/public/getTokenImage/${asset.symbol.toLowerCase()}`,
  };
}

/** Native + every seeded ERC-20 on one chain, read live (one batched HTTP request). */
async function evmBalances(ctx: ApiContext, chain: EvmChain, owner: Address): Promise<TokenBalance[]> {
  const [native, ...tokens] = await Promise.all([
    chain.client.getBalance({ address: owner }),
    ...chain.info.tokens.map((t) =>
      chain.client.readContract({ address: t.address, abi: tokenAbi, functionName: 'balanceOf', args: [owner] }),
    ),
  ]);
  const out: TokenBalance[] = [];
  if (native > 0n) out.push(balanceEntry(ctx, chain.caip, chain.info.nativeCurrency, native));
  chain.info.tokens.forEach((t, i) => {
    const raw = tokens[i] ?? 0n;
    if (raw > 0n) out.push(balanceEntry(ctx, chain.caip, t, raw));
  });
  return out;
}

async function solanaRpc<T>(ctx: ApiContext, method: string, params: unknown[]): Promise<T> {
  const res = await fetch(ctx.chains.info.solana.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await res.json()) as { result?: T; error?: { message: string } };
  if (body.error || body.result === undefined) throw new HttpError(502, `solana ${method}: ${body.error?.message ?? 'no result'}`);
  return body.result;
}

interface ParsedTokenAccount {
  account: { data: { parsed: { info: { mint: string; tokenAmount: { amount: string; decimals: number } } } } };
}

const SPL_PROGRAMS = ['TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'];

/** SOL (9 decimals, SPEC §9) and every SPL token the owner holds (its mint's decimals), read live. */
async function solanaBalances(ctx: ApiContext, owner: string): Promise<TokenBalance[]> {
  const caip = ctx.chains.solanaCaip;
  const [{ value }, ...tokenLists] = await Promise.all([
    solanaRpc<{ value: number }>(ctx, 'getBalance', [owner, { commitment: 'confirmed' }]),
    ...SPL_PROGRAMS.map((programId) =>
      solanaRpc<{ value: ParsedTokenAccount[] }>(ctx, 'getTokenAccountsByOwner', [
        owner, { programId }, { encoding: 'jsonParsed', commitment: 'confirmed' },
      ]),
    ),
  ]);
  const out = value > 0 ? [balanceEntry(ctx, caip, { name: 'Solana', symbol: 'SOL', decimals: 9 }, BigInt(value))] : [];
  // one row per mint (an owner may hold several accounts of one mint)
  const byMint = new Map<string, { amount: bigint; decimals: number }>();
  for (const { account } of tokenLists.flatMap((l) => l.value)) {
    const { mint, tokenAmount } = account.data.parsed.info;
    const prev = byMint.get(mint);
    byMint.set(mint, { amount: (prev?.amount ?? 0n) + BigInt(tokenAmount.amount), decimals: tokenAmount.decimals });
  }
  const known = ctx.chains.info.solana.splToken;
  for (const [mint, { amount, decimals }] of byMint) {
    if (amount === 0n) continue;
    const meta = known?.mint === mint ? known : { name: `SPL ${mint.slice(0, 4)}…${mint.slice(-4)}`, symbol: mint.slice(0, 4).toUpperCase() };
    out.push(balanceEntry(ctx, caip, { name: meta.name, symbol: meta.symbol, decimals, address: mint }, amount));
  }
  return out;
}

export function balanceRoutes(router: Router, ctx: ApiContext): void {
  router.get('/v1/supported-chains', () =>
    json(SupportedChainsResponseSchema.parse({ http: ctx.chains.caipIds, ws: [] })),
  );

  router.get('/v1/account/:address/balance', async (req) => {
    const { address } = parse(BalanceParamsSchema, req.params, 'address');
    const query = parse(BalanceQuerySchema, req.query, 'query');
    if (query.chainId) ctx.chains.requireKnown(query.chainId);
    let balances: TokenBalance[] = [];
    if (isEvmAddress(address)) {
      const chains = ctx.chains.evm.filter((c) => !query.chainId || c.caip === query.chainId);
      balances = (await Promise.all(chains.map((c) => evmBalances(ctx, c, address)))).flat();
    } else if (!query.chainId || query.chainId === ctx.chains.solanaCaip) {
      balances = await solanaBalances(ctx, address);
    }
    return json({ balances } satisfies BalanceResponse);
  });

  router.post('/v1/fungible/price', async (req) => {
    const body = parse(FungiblePriceRequestSchema, await req.body(), 'body');
    const fungibles: FungiblePriceResponse['fungibles'] = [];
    for (const id of body.addresses) {
      const token = ctx.chains.resolveToken(id);
      if (!token) continue;
      const asset =
        token.kind === 'erc20'
          ? token.token
          : token.kind === 'native'
            ? token.chain.info.nativeCurrency
            : { name: 'Solana', symbol: 'SOL' };
      fungibles.push({
        name: asset.name,
        symbol: asset.symbol,
        iconUrl: `${ctx.origin}/public/getTokenImage/${asset.symbol.toLowerCase()}`,
        price: priceOf(asset.symbol),
      });
    }
    return json({ fungibles } satisfies FungiblePriceResponse);
  });
}
