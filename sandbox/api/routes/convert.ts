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
} from '../../../src/core/api';
import { poolAbi, tokenAbi } from '../../chains/evm/abi';
import { evmAddressParam, type EvmChain } from '../chains';
import type { ApiContext } from '../context';
import { HttpError, json, parse, type Router } from '../http';

const NOT_SUPPORTED = 'Network not supported for Swaps';

/** A swap pair: both CAIP-10 ids must be the two tokens of one sandbox chain's pool. */
function resolvePair(ctx: ApiContext, from: string, to: string): { chain: EvmChain; tokenIn: Address; tokenOut: Address } {
  const a = ctx.chains.resolveToken(from);
  const b = ctx.chains.resolveToken(to);
  if (!a || !b) throw new HttpError(400, `Unknown token ${!a ? from : to}`);
  if (a.kind !== 'erc20' || b.kind !== 'erc20' || a.chain !== b.chain) {
    throw new HttpError(400, 'No pool for this pair');
  }
  const pool = a.chain.info.pool;
  const pair = [pool.token0.toLowerCase(), pool.token1.toLowerCase()];
  const tokenIn = a.token.address;
  const tokenOut = b.token.address;
  if (tokenIn.toLowerCase() === tokenOut.toLowerCase() || !pair.includes(tokenIn.toLowerCase()) || !pair.includes(tokenOut.toLowerCase())) {
    throw new HttpError(400, 'No pool for this pair');
  }
  return { chain: a.chain, tokenIn, tokenOut };
}

async function amountOut(chain: EvmChain, tokenIn: Address, amount: bigint): Promise<bigint> {
  if (amount <= 0n) throw new HttpError(400, 'Amount must be positive');
  try {
    return await chain.client.readContract({
      address: chain.info.pool.address,
      abi: poolAbi,
      functionName: 'getAmountOut',
      args: [tokenIn, amount],
    });
  } catch {
    throw new HttpError(400, 'Insufficient liquidity for this amount');
  }
}

async function gasPrice(chain: EvmChain): Promise<bigint> {
  return chain.client.getGasPrice();
}

export function convertRoutes(router: Router, ctx: ApiContext): void {
  router.get('/v1/convert/tokens', (req) => {
    const { chainId } = parse(ConvertTokensQuerySchema, req.query, 'query');
    const chain = ctx.chains.requireEvm(chainId, NOT_SUPPORTED);
    const pool = [chain.info.pool.token0.toLowerCase(), chain.info.pool.token1.toLowerCase()];
    const tokens = chain.info.tokens
      .filter((t) => pool.includes(t.address.toLowerCase()))
      .map((t) => ({
        name: t.name,
        symbol: t.symbol,
        address: `${chain.caip}:${t.address}`,
        decimals: t.decimals,
        logoUri: `${ctx.origin}/public/getTokenImage/${t.symbol.toLowerCase()}`,
      }));
    return json({ tokens } satisfies ConvertTokensResponse);
  });

  router.get('/v1/convert/quotes', async (req) => {
    const q = parse(ConvertQuotesQuerySchema, req.query, 'query');
    evmAddressParam(q.userAddress, 'userAddress');
    const { chain, tokenIn } = resolvePair(ctx, q.from, q.to);
    const out = await amountOut(chain, tokenIn, BigInt(q.amount));
    return json({
      quotes: [{ id: null, fromAmount: q.amount, fromAccount: q.from, toAmount: out.toString(), toAccount: q.to }],
    } satisfies ConvertQuotesResponse);
  });

  router.get('/v1/convert/allowance', async (req) => {
    const q = parse(ConvertAllowanceQuerySchema, req.query, 'query');
    const owner = evmAddressParam(q.userAddress, 'userAddress');
    const token = ctx.chains.resolveToken(q.tokenAddress);
    if (!token || token.kind !== 'erc20') throw new HttpError(400, `Unknown token ${q.tokenAddress}`);
    const allowance = await token.chain.client.readContract({
      address: token.token.address,
      abi: tokenAbi,
      functionName: 'allowance',
      args: [owner, token.chain.info.pool.address],
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
    const { chain, tokenIn } = resolvePair(ctx, q.from, q.to);
    const amount = q.amount ? BigInt(q.amount) : maxUint256;
    const gp = (await gasPrice(chain)).toString();
    return json({
      tx: {
        from: user,
        to: tokenIn,
        data: encodeFunctionData({ abi: tokenAbi, functionName: 'approve', args: [chain.info.pool.address, amount] }),
        value: '0',
        gasPrice: gp,
        eip155: { gasPrice: gp },
      },
    } satisfies ConvertTxResponse);
  });

  router.post('/v1/convert/build-transaction', async (req) => {
    const body = parse(ConvertBuildTransactionRequestSchema, await req.body(), 'body');
    const user = evmAddressParam(body.userAddress, 'userAddress');
    const { chain, tokenIn } = resolvePair(ctx, body.from, body.to);
    const amount = BigInt(body.amount);
    const out = await amountOut(chain, tokenIn, amount);
    const slippage = Number(body.eip155?.slippage ?? 1);
    if (!Number.isFinite(slippage) || slippage < 0 || slippage > 50) throw new HttpError(400, 'Invalid slippage');
    // minimum out after the slippage tolerance (percent, 2 decimals of precision)
    const minOut = (out * BigInt(Math.round((100 - slippage) * 100))) / 10_000n;
    const data = encodeFunctionData({
      abi: poolAbi,
      functionName: 'swapExactTokensForTokens',
      args: [tokenIn, amount, minOut, user],
    });
    const gp = (await gasPrice(chain)).toString();
    let gas: string | undefined;
    if (!body.disableEstimate) {
      try {
        gas = (await chain.client.estimateGas({ account: user, to: chain.info.pool.address, data })).toString();
      } catch (err) {
        const reason = err instanceof Error ? (err as { shortMessage?: string }).shortMessage ?? err.message : String(err);
        throw new HttpError(400, `Swap would fail (approve first?): ${reason}`);
      }
    }
    return json({
      tx: {
        from: user,
        to: chain.info.pool.address,
        data,
        value: '0',
        ...(gas ? { gas } : {}),
        gasPrice: gp,
        eip155: { ...(gas ? { gas } : {}), gasPrice: gp },
      },
    } satisfies ConvertTxResponse);
  });
}
