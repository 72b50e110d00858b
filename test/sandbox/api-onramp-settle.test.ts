/**
 * The sandbox on-ramp settles as a provider does (issue 16): a completed purchase is listed at once in the
 * history with onramp=coinbase as in progress, then, once the faucet has paid on the chosen chain, as done.
 */
import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import { createPublicClient, http, parseEther, type Address } from 'viem';
import { HistoryResponseSchema, OnrampCompleteResponseSchema } from '../../src/core/api';
import type { EvmChainInfo } from '../../sandbox/chains/types';
import { claimPortBlock } from '../helpers/ports';
import { startHarness, type Harness } from './api-harness';

jest.setTimeout(60_000);

let h: Harness;
beforeAll(async () => {
  h = await startHarness(claimPortBlock(), { onrampSettleMs: 1500 });
});
afterAll(() => h?.stop());

it('lists a purchase in progress until the faucet pays on the chosen chain, then done', async () => {
  const chain = h.info.evm[1] as EvmChainInfo; // Sandbox B: the chain asked for, not the first one
  const buyer = '0x000000000000000000000000000000000000bEEF' as Address;
  const client = createPublicClient({ transport: http(chain.rpcUrl) });
  const before = await client.getBalance({ address: buyer });
  const purchases = () => h.get(`/v1/account/${buyer}/history?onramp=coinbase&chainId=${chain.caipNetworkId}`, HistoryResponseSchema);

  const completing = h.post('/sandbox/onramp/complete', { address: buyer, chainId: chain.caipNetworkId, amount: '0.25' }, OnrampCompleteResponseSchema);
  let pending = await purchases();
  while (pending.data.length === 0) pending = await purchases();
  expect(pending.data[0]?.metadata).toMatchObject({ operationType: 'buy', status: 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS', hash: '', chain: chain.caipNetworkId });
  expect(await client.getBalance({ address: buyer })).toBe(before);

  const done = await completing;
  const settled = await purchases();
  expect(settled.data).toHaveLength(1);
  expect(settled.data[0]?.id).toBe(pending.data[0]?.id);
  expect(settled.data[0]?.metadata).toMatchObject({ status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS', hash: done.hash });
  expect(settled.data[0]?.transfers[0]?.quantity.numeric).toBe('0.25');
  expect(await client.getBalance({ address: buyer })).toBe(before + parseEther('0.25'));
});
