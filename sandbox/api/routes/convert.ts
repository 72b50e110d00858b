/**
 * Swaps ("convert", SPEC §7) on the sandbox chains' real pools: every swap goes through the SandboxRouter along the
 * shortest route of pools (sUSD/sGLD, WETH/sUSD, sGLD/sSLV), so sUSD → sSLV takes two hops and the native currency
 * trades through WETH. Quotes and price impact come from the pools' reserves at the moment of asking; the calldata
 * is what the chain executes. Short liquidity or balance is a 400 with a sentence a visitor can read.
 */
import { encodeFunctionData, maxUint256, type Address } from 'viem';
import {
  ConvertAllowanceQuerySchema,
  ConvertBuildApproveQuerySchema,
  ConvertBuildTransactionRequestSchema,
  ConvertGasPriceQuerySchema,
  ConvertQuotesQuerySchema,
  ConvertTokensQuerySchema,
  type ConvertAllowanceResponse,
  type ConvertGasPriceResponse,
  type ConvertQuotesResponse,
  type ConvertTokensResponse,
  type ConvertTxResponse,
  type SwapToken,
} from '../../../src/core/api';
import { poolAbi, routerAbi, tokenAbi } from '../../chains/evm/abi';
import { evmAddressParam, type EvmChain } from '../chains';
import type { ApiContext } from '../context';
import { HttpError, json, parse, type Router } from '../http';
import { EVM_NATIVE_ADDRESS } from '../prices';

const NOT_SUPPORTED = 'Network not supported for Swaps';
const MAX_HOPS = 3;

/** One side of a swap: an ERC-20, or the native currency (routed as the wrapped token). */
interface Side {
  native: boolean;
  /** the token the pools trade (WETH for the native currency) */
  address: Address;
  symbol: string;
  decimals: number;
}

interface Route {
  chain: EvmChain;
  from: Side;
  to: Side;
  path: Address[];
  pools: Address[];
}

const lower = (a: string) => a.toLowerCase();

function side(ctx: ApiContext, caip10: string): { chain: EvmChain; side: Side } {
  const resolved = ctx.chains.resolveToken(caip10);
  if (!resolved || resolved.kind === 'sol') throw new HttpError(400, `Unknown token ${caip10}`);
  const { chain } = resolved;
  if (resolved.kind === 'native') {
    const { symbol, decimals } = chain.info.nativeCurrency;
    return { chain, side: { native: true, address: chain.info.swap.wrappedNative, symbol, decimals } };
  }
  const { token } = resolved;
  return { chain, side: { native: false, address: token.address, symbol: token.symbol, decimals: token.decimals } };
}

/** The shortest chain of pools from one token to another (breadth first, at most MAX_HOPS pools). */
function findRoute(chain: EvmChain, from: Address, to: Address): { path: Address[]; pools: Address[] } | null {
  type Step = { token: Address; path: Address[]; pools: Address[] };
  const queue: Step[] = [{ token: from, path: [from], pools: [] }];
  const seen = new Set([lower(from)]);
  while (queue.length) {
    const step = queue.shift()!;
    if (lower(step.token) === lower(to)) return step;
    if (step.pools.length >= MAX_HOPS) continue;
    for (const pool of chain.info.swap.pools) {
      const other = lower(pool.token0) === lower(step.token) ? pool.token1 : lower(pool.token1) === lower(step.token) ? pool.token0 : null;
      if (!other || seen.has(lower(other))) continue;
      seen.add(lower(other));
      queue.push({ token: other, path: [...step.path, other], pools: [...step.pools, pool.address] });
    }
  }
  return null;
}

function resolveRoute(ctx: ApiContext, fromId: string, toId: string): Route {
  const a = side(ctx, fromId);
  const b = side(ctx, toId);
  if (a.chain !== b.chain) throw new HttpError(400, 'No route between these tokens');
  if (lower(a.side.address) === lower(b.side.address)) throw new HttpError(400, 'Choose two different tokens');
  const found = findRoute(a.chain, a.side.address, b.side.address);
  if (!found) throw new HttpError(400, `No route from ${a.side.symbol} to ${b.side.symbol}`);
  return { chain: a.chain, from: a.side, to: b.side, ...found };
}

const insufficientLiquidity = (route: Route) => new HttpError(400, `Insufficient liquidity to swap this much ${route.from.symbol} for ${route.to.symbol}`);

async function amountsOut(route: Route, amount: bigint): Promise<bigint[]> {
  if (amount <= 0n) throw new HttpError(400, 'Amount must be positive');
  let amounts: readonly bigint[];
  try {
    amounts = await route.chain.client.readContract({
      address: route.chain.info.swap.router,
      abi: routerAbi,
      functionName: 'getAmountsOut',
      args: [amount, route.path, route.pools],
    });
  } catch {
    throw insufficientLiquidity(route);
  }
  if (!amounts.length || amounts[amounts.length - 1]! <= 0n) throw insufficientLiquidity(route);
  return [...amounts];
}

/**
 * Price impact in percent (2 decimals): how much less the swap gives than the pools' current prices would (after
 * their 0.3% fee), because the swap itself moves them.
 */
async function priceImpact(route: Route, amounts: bigint[]): Promise<string> {
  let ratio = 1;
  for (let i = 0; i < route.pools.length; i++) {
    const pool = route.pools[i]!;
    const [r0, r1] = await route.chain.client.readContract({ address: pool, abi: poolAbi, functionName: 'getReserves' });
    const token0: Address = await route.chain.client.readContract({ address: pool, abi: poolAbi, functionName: 'token0' });
    const [reserveIn, reserveOut] = lower(token0) === lower(route.path[i]!) ? [r0, r1] : [r1, r0];
    const spotOut = (Number(amounts[i]!) * Number(reserveOut) * 0.997) / Number(reserveIn);
    ratio *= Number(amounts[i + 1]!) / spotOut;
  }
  return Math.max(0, (1 - ratio) * 100).toFixed(2);
}

async function balanceOf(route: Route, user: Address): Promise<bigint> {
  const { client } = route.chain;
  if (route.from.native) return client.getBalance({ address: user });
  return client.readContract({ address: route.from.address, abi: tokenAbi, functionName: 'balanceOf', args: [user] });
}

async function requireBalance(route: Route, user: Address, amount: bigint): Promise<void> {
  if ((await balanceOf(route, user)) < amount) throw new HttpError(400, `Insufficient ${route.from.symbol} balance for this swap`);
}

async function gasPrice(chain: EvmChain): Promise<bigint> {
  return chain.client.getGasPrice();
}

function tokenEntry(ctx: ApiContext, chain: EvmChain, t: { name: string; symbol: string; decimals: number }, address: string): SwapToken {
  return { name: t.name, symbol: t.symbol, address: `${chain.caip}:${address}`, decimals: t.decimals, logoUri: `${ctx.origin}/public/getTokenImage/${t.symbol.toLowerCase()}` };
}

export function convertRoutes(router: Router, ctx: ApiContext): void {
  router.get('/v1/convert/tokens', (req) => {
    const { chainId } = parse(ConvertTokensQuerySchema, req.query, 'query');
    const chain = ctx.chains.requireEvm(chainId, NOT_SUPPORTED);
    const pooled = new Set(chain.info.swap.pools.flatMap((p) => [lower(p.token0), lower(p.token1)]));
    const tokens = [
      tokenEntry(ctx, chain, chain.info.nativeCurrency, EVM_NATIVE_ADDRESS),
      ...chain.info.tokens.filter((t) => pooled.has(lower(t.address))).map((t) => tokenEntry(ctx, chain, t, t.address)),
    ];
    return json({ tokens } satisfies ConvertTokensResponse);
  });

  router.get('/v1/convert/quotes', async (req) => {
    const q = parse(ConvertQuotesQuerySchema, req.query, 'query');
    const user = evmAddressParam(q.userAddress, 'userAddress');
    const route = resolveRoute(ctx, q.from, q.to);
    const amount = BigInt(q.amount);
    const amounts = await amountsOut(route, amount);
    await requireBalance(route, user, amount);
    const out = amounts[amounts.length - 1]!;
    return json({
      quotes: [
        {
          id: null,
          fromAmount: q.amount,
          fromAccount: q.from,
          toAmount: out.toString(),
          toAccount: q.to,
          priceImpact: await priceImpact(route, amounts),
          route: route.path.map((a) => ctx.chains.tokenOn(route.chain, a)?.symbol ?? a),
        },
      ],
    } satisfies ConvertQuotesResponse);
  });

  router.get('/v1/convert/allowance', async (req) => {
    const q = parse(ConvertAllowanceQuerySchema, req.query, 'query');
    const owner = evmAddressParam(q.userAddress, 'userAddress');
    const token = ctx.chains.resolveToken(q.tokenAddress);
    if (!token || token.kind === 'sol') throw new HttpError(400, `Unknown token ${q.tokenAddress}`);
    // the native currency is sent along with the swap: nothing to approve
    if (token.kind === 'native') return json({ allowance: maxUint256.toString() } satisfies ConvertAllowanceResponse);
    const allowance = await token.chain.client.readContract({
      address: token.token.address,
      abi: tokenAbi,
      functionName: 'allowance',
      args: [owner, token.chain.info.swap.router],
    });
    return json({ allowance: allowance.toString() } satisfies ConvertAllowanceResponse);
  });

  router.get('/v1/convert/gas-price', async (req) => {
    const { chainId } = parse(ConvertGasPriceQuerySchema, req.query, 'query');
    const chain = ctx.chains.requireEvm(chainId, 'Network not supported for Gas Price');
    const gp = await gasPrice(chain);
    return json({
      standard: gp.toString(),
      fast: ((gp * 12n) / 10n).toString(),
      instant: ((gp * 15n) / 10n).toString(),
    } satisfies ConvertGasPriceResponse);
  });

  router.get('/v1/convert/build-approve', async (req) => {
    const q = parse(ConvertBuildApproveQuerySchema, req.query, 'query');
    const user = evmAddressParam(q.userAddress, 'userAddress');
    const route = resolveRoute(ctx, q.from, q.to);
    if (route.from.native) throw new HttpError(400, `${route.from.symbol} needs no approval`);
    const amount = q.amount ? BigInt(q.amount) : maxUint256;
    const gp = (await gasPrice(route.chain)).toString();
    return json({
      tx: {
        from: user,
        to: route.from.address,
        data: encodeFunctionData({ abi: tokenAbi, functionName: 'approve', args: [route.chain.info.swap.router, amount] }),
        value: '0',
        gasPrice: gp,
        eip155: { gasPrice: gp },
      },
    } satisfies ConvertTxResponse);
  });

  router.post('/v1/convert/build-transaction', async (req) => {
    const body = parse(ConvertBuildTransactionRequestSchema, await req.body(), 'body');
    const user = evmAddressParam(body.userAddress, 'userAddress');
    const route = resolveRoute(ctx, body.from, body.to);
    const amount = BigInt(body.amount);
    const slippage = Number(body.eip155?.slippage ?? 1);
    if (!Number.isFinite(slippage) || slippage < 0 || slippage > 50) throw new HttpError(400, 'Invalid slippage');
    const amounts = await amountsOut(route, amount);
    await requireBalance(route, user, amount);
    const out = amounts[amounts.length - 1]!;
    // the least the swap may give after the slippage tolerance (percent, 2 decimals of precision); the router reverts below it
    const minOut = (out * BigInt(Math.round((100 - slippage) * 100))) / 10_000n;
    const data = encodeFunctionData({
      abi: routerAbi,
      functionName: 'swapExactIn',
      args: [route.path, route.pools, amount, minOut, user, route.to.native],
    });
    const value = route.from.native ? amount : 0n;
    const to = route.chain.info.swap.router;
    const gp = (await gasPrice(route.chain)).toString();
    let gas: string | undefined;
    if (!body.disableEstimate) {
      try {
        // a fifth more than estimated: the pools' state may differ a little by the time it is mined
        gas = (((await route.chain.client.estimateGas({ account: user, to, data, value })) * 12n) / 10n).toString();
      } catch (err) {
        const reason = err instanceof Error ? ((err as { shortMessage?: string }).shortMessage ?? err.message) : String(err);
        throw new HttpError(400, `Swap would fail${route.from.native ? '' : ' (approve first?)'}: ${reason}`);
      }
    }
    return json({
      tx: {
        from: user,
        to,
        data,
        value: value.toString(),
        ...(gas ? { gas } : {}),
        gasPrice: gp,
        eip155: { ...(gas ? { gas } : {}), gasPrice: gp },
      },
    } satisfies ConvertTxResponse);
  });
}
