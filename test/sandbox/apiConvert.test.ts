import { claimPortBlock } from '../helpers/ports';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { createPublicClient, http, parseUnits, type Address, type Hex } from 'viem';
import {
  ApiErrorSchema,
  ConvertAllowanceResponseSchema,
  ConvertGasPriceResponseSchema,
  ConvertQuotesResponseSchema,
  ConvertTokensResponseSchema,
  ConvertTxResponseSchema,
  HistoryResponseSchema,
  type ConvertTx,
} from '../../src/core/api';
import { poolAbi, tokenAbi } from '../../sandbox/chains/evm/abi';
import type { EvmChainInfo } from '../../sandbox/chains/types';
import { startHarness, type Harness } from './apiHarness';

jest.setTimeout(60_000);

let h: Harness;
let chain: EvmChainInfo;
let usd: string;
let gold: string;
const caip10 = (c: EvmChainInfo, symbol: string) => `${c.caipNetworkId}:${c.tokens.find((t) => t.symbol === symbol)?.address}`;

beforeAll(async () => {
  h = await startHarness(claimPortBlock());
  chain = h.info.evm[0] as EvmChainInfo;
  usd = caip10(chain, 'sUSD');
  gold = caip10(chain, 'sGLD');
});
afterAll(() => h?.stop());

const client = () => createPublicClient({ transport: http(chain.rpcUrl) });

async function send(index: number, tx: ConvertTx): Promise<void> {
  const wallet = h.wallet(index, chain);
  expect(tx.from.toLowerCase()).toBe(wallet.account.address.toLowerCase());
  const hash = await wallet.sendTransaction({
    to: tx.to as Address,
    data: tx.data as Hex,
    value: BigInt(tx.value),
    ...(tx.gas ? { gas: BigInt(tx.gas) } : {}),
  });
  const receipt = await client().waitForTransactionReceipt({ hash, pollingInterval: 20 });
  expect(receipt.status).toBe('success');
}

describe('convert (swaps)', () => {
  it('lists the pool tokens of a chain', async () => {
    const { tokens } = await h.get(`/v1/convert/tokens?chainId=${chain.caipNetworkId}&projectId=p`, ConvertTokensResponseSchema);
    // the native currency (0xeeee…), then every pooled token: the spam token has no pool
    expect(tokens.map((t) => [t.symbol, t.address, t.decimals])).toEqual([
      ['ETH', `${chain.caipNetworkId}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`, 18],
      ['sUSD', usd, 6],
      ['sGLD', gold, 18],
      ['sSLV', caip10(chain, 'sSLV'), 18],
      ['WETH', caip10(chain, 'WETH'), 18],
    ]);
  });

  it('answers gas prices', async () => {
    const gp = await h.get(`/v1/convert/gas-price?chainId=${chain.caipNetworkId}`, ConvertGasPriceResponseSchema);
    expect(BigInt(gp.fast)).toBeGreaterThanOrEqual(BigInt(gp.standard));
    expect(BigInt(gp.instant)).toBeGreaterThanOrEqual(BigInt(gp.fast));
  });

  it('quotes from the pool reserves', async () => {
    const amount = parseUnits('100', 6);
    const user = `${chain.caipNetworkId}:${h.info.accounts[2]}`;
    const { quotes } = await h.get(
      `/v1/convert/quotes?amount=${amount}&userAddress=${user}&from=${usd}&to=${gold}&gasPrice=1`,
      ConvertQuotesResponseSchema,
    );
    const [reserveUsd, reserveGold] = await client().readContract({ address: chain.pool.address, abi: poolAbi, functionName: 'getReserves' });
    const inWithFee = amount * 997n;
    const expected = (inWithFee * reserveGold) / (reserveUsd * 1000n + inWithFee);
    expect(quotes).toEqual([
      { id: null, fromAmount: amount.toString(), fromAccount: usd, toAmount: expected.toString(), toAccount: gold, priceImpact: expect.any(String), route: ['sUSD', 'sGLD'] },
    ]);
    // 100 sUSD against 1,000,000 moves the price by about 0.01%
    expect(Number(quotes[0]?.priceImpact)).toBeCloseTo(0.01, 2);
  });

  it('quotes sUSD → sSLV over two pools (through sGLD), with the price impact growing with the amount', async () => {
    const user = h.info.accounts[2];
    const silver = caip10(chain, 'sSLV');
    const quote = async (amount: bigint) =>
      (await h.get(`/v1/convert/quotes?amount=${amount}&userAddress=${user}&from=${usd}&to=${silver}`, ConvertQuotesResponseSchema)).quotes[0]!;
    const small = await quote(parseUnits('10', 6));
    expect(small.route).toEqual(['sUSD', 'sGLD', 'sSLV']);
    const [goldPool, silverPool] = [chain.swap.pools[0]!, chain.swap.pools[2]!];
    const gold1 = await client().readContract({ address: goldPool.address, abi: poolAbi, functionName: 'getAmountOut', args: [goldPool.token0, parseUnits('10', 6)] });
    const silver2 = await client().readContract({ address: silverPool.address, abi: poolAbi, functionName: 'getAmountOut', args: [silverPool.token0, gold1] });
    expect(small.toAmount).toBe(silver2.toString());
    const large = await quote(parseUnits('9000', 6));
    expect(Number(large.priceImpact)).toBeGreaterThan(Number(small.priceImpact));
  });

  it('says so when the pools cannot fill an amount or the visitor lacks the balance', async () => {
    const user = h.info.accounts[2];
    const silver = caip10(chain, 'sSLV');
    // more sSLV than the sGLD/sSLV pool could give: the price runs to 0 on the way
    const huge = await h.call(`/v1/convert/quotes?amount=${parseUnits('10000000000000', 6)}&userAddress=${user}&from=${usd}&to=${silver}`);
    expect(huge.status).toBe(400);
    expect(ApiErrorSchema.parse(huge.body).error).toMatch(/Insufficient (liquidity|sUSD balance)/);
    const broke = await h.call(`/v1/convert/quotes?amount=${parseUnits('20000', 6)}&userAddress=${user}&from=${usd}&to=${gold}`);
    expect([broke.status, ApiErrorSchema.parse(broke.body).error]).toEqual([400, 'Insufficient sUSD balance for this swap']);
  });

  it('swaps the native currency for a token through WETH, with no approval', async () => {
    const index = 3;
    const user = h.info.accounts[index] as Address;
    const eth = `${chain.caipNetworkId}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`;
    const amount = parseUnits('0.5', 18);
    const allowance = await h.get(`/v1/convert/allowance?tokenAddress=${eth}&userAddress=${user}`, ConvertAllowanceResponseSchema);
    expect(BigInt(allowance.allowance)).toBeGreaterThan(amount);
    const { quotes } = await h.get(`/v1/convert/quotes?amount=${amount}&userAddress=${user}&from=${eth}&to=${usd}`, ConvertQuotesResponseSchema);
    expect(quotes[0]?.route).toEqual(['WETH', 'sUSD']);
    const built = await h.post('/v1/convert/build-transaction', { amount: amount.toString(), eip155: { slippage: '1' }, from: eth, to: usd, userAddress: user }, ConvertTxResponseSchema);
    expect([built.tx.to.toLowerCase(), built.tx.value]).toEqual([chain.swap.router.toLowerCase(), amount.toString()]);
    const usdAddress = usd.split(':')[2] as Address;
    const before = await client().readContract({ address: usdAddress, abi: tokenAbi, functionName: 'balanceOf', args: [user] });
    await send(index, built.tx);
    const after = await client().readContract({ address: usdAddress, abi: tokenAbi, functionName: 'balanceOf', args: [user] });
    expect((after - before).toString()).toBe(quotes[0]?.toAmount);
  });

  it('builds an approval and a swap that execute on the chain and move the pool', async () => {
    const index = 2;
    const user = h.info.accounts[index] as Address;
    const amount = parseUnits('250', 6);
    const allowance = (await h.get(`/v1/convert/allowance?tokenAddress=${usd}&userAddress=${chain.caipNetworkId}:${user}`, ConvertAllowanceResponseSchema)).allowance;
    expect(allowance).toBe('0');

    // without the approval the swap cannot be estimated
    const early = await h.call('/v1/convert/build-transaction', { method: 'POST', json: { amount: amount.toString(), from: usd, to: gold, userAddress: user, eip155: { slippage: '1' } } });
    expect(early.status).toBe(400);

    const approve = await h.get(`/v1/convert/build-approve?userAddress=${user}&from=${usd}&to=${gold}&amount=${amount}`, ConvertTxResponseSchema);
    expect(approve.tx.to.toLowerCase()).toBe(usd.split(':')[2]?.toLowerCase());
    await send(index, approve.tx);
    const after = await h.get(`/v1/convert/allowance?tokenAddress=${usd}&userAddress=${user}`, ConvertAllowanceResponseSchema);
    expect(after.allowance).toBe(amount.toString());

    const { quotes } = await h.get(`/v1/convert/quotes?amount=${amount}&userAddress=${user}&from=${usd}&to=${gold}`, ConvertQuotesResponseSchema);
    const toAmount = BigInt(quotes[0]?.toAmount ?? '0');
    const built = await h.post(
      '/v1/convert/build-transaction',
      { projectId: 'p', amount: amount.toString(), eip155: { slippage: '1' }, from: usd, to: gold, userAddress: `${chain.caipNetworkId}:${user}`, disableEstimate: false },
      ConvertTxResponseSchema,
    );
    expect(built.tx.to.toLowerCase()).toBe(chain.swap.router.toLowerCase());
    expect(built.tx.gas).toMatch(/^\d+$/);

    const reservesBefore = await client().readContract({ address: chain.pool.address, abi: poolAbi, functionName: 'getReserves' });
    const goldAddress = gold.split(':')[2] as Address;
    const goldBefore = await client().readContract({ address: goldAddress, abi: tokenAbi, functionName: 'balanceOf', args: [user] });
    await send(index, built.tx);
    const reservesAfter = await client().readContract({ address: chain.pool.address, abi: poolAbi, functionName: 'getReserves' });
    expect(reservesAfter[0] - reservesBefore[0]).toBe(amount);
    expect(reservesBefore[1] - reservesAfter[1]).toBe(toAmount);
    const goldAfter = await client().readContract({ address: goldAddress, abi: tokenAbi, functionName: 'balanceOf', args: [user] });
    expect(goldAfter - goldBefore).toBe(toAmount);

    // the swap shows in history as a trade: sUSD out, sGLD in
    const { data } = await h.get(`/v1/account/${user}/history?chainId=${chain.caipNetworkId}`, HistoryResponseSchema);
    expect(data[0]?.metadata.operationType).toBe('trade');
    expect(data[0]?.transfers.map((t) => [t.fungible_info?.symbol, t.direction])).toEqual([
      ['sUSD', 'out'],
      ['sGLD', 'in'],
    ]);
    expect(data[1]?.metadata.operationType).toBe('approve');
  });

  it('rejects unknown chains, pairs and bad input', async () => {
    const user = h.info.accounts[0] as string;
    const spam = caip10(chain, 'SPAM');
    const other = caip10(h.info.evm[1] as EvmChainInfo, 'sGLD');
    const cases: [string, number][] = [
      ['/v1/convert/tokens?chainId=eip155:1', 400],
      ['/v1/convert/tokens', 400],
      [`/v1/convert/gas-price?chainId=${encodeURIComponent(h.info.solana.caipNetworkId)}`, 400],
      [`/v1/convert/quotes?amount=100&userAddress=${user}&from=${usd}&to=${spam}`, 400],
      [`/v1/convert/quotes?amount=100&userAddress=${user}&from=${usd}&to=${other}`, 400],
      [`/v1/convert/quotes?amount=-1&userAddress=${user}&from=${usd}&to=${gold}`, 400],
      [`/v1/convert/quotes?amount=0&userAddress=${user}&from=${usd}&to=${gold}`, 400],
      [`/v1/convert/quotes?amount=100&userAddress=nobody&from=${usd}&to=${gold}`, 400],
      [`/v1/convert/allowance?tokenAddress=${chain.caipNetworkId}:0x0000000000000000000000000000000000000001&userAddress=${user}`, 400],
      [`/v1/convert/build-approve?userAddress=${user}&from=${usd}&to=${usd}`, 400],
    ];
    for (const [path, status] of cases) {
      const res = await h.call(path);
      expect([path, res.status]).toEqual([path, status]);
      ApiErrorSchema.parse(res.body);
    }
    const bad = await h.call('/v1/convert/build-transaction', { method: 'POST', json: { amount: '1', from: usd } });
    expect(bad.status).toBe(400);
  });
});
