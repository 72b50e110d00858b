/**
 * The sandbox on-ramp settles as a provider does: a completed purchase is listed at once in the
 * history with onramp=coinbase as in progress, then, once the faucet has paid on the chosen chain, as done. The test
 * says when the provider pays (POST /sandbox/onramp/hold, then /settle) rather than waiting out a settle time.
 */
import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import { createPublicClient, http, parseEther, type Address } from 'viem';
import { HistoryResponseSchema, OnrampCompleteResponseSchema } from '../../src/core/api';
import type { EvmChainInfo } from '../../sandbox/chains/types';
import { claimPortBlock } from '../helpers/ports';
import { startHarness, waitUntil, type Harness } from './apiHarness';

jest.setTimeout(60_000);

let h: Harness;
beforeAll(async () => {
  // no settle time: a purchase is paid at once unless the test holds it
  h = await startHarness(claimPortBlock());
});
afterAll(() => h?.stop());

it('lists a purchase in progress until the faucet pays on the chosen chain, then done', async () => {
  const chain = h.info.evm[1] as EvmChainInfo; // Sandbox B: the chain asked for, not the first one
  const buyer = '0x000000000000000000000000000000000000bEEF' as Address;
  const client = createPublicClient({ transport: http(chain.rpcUrl) });
  const before = await client.getBalance({ address: buyer });
  const purchases = () => h.get(`/v1/account/${buyer}/history?onramp=coinbase&chainId=${chain.caipNetworkId}`, HistoryResponseSchema);

  expect((await h.call('/sandbox/onramp/hold', { method: 'POST' })).body).toEqual({ held: true });
  const completing = h.post('/sandbox/onramp/complete', { address: buyer, chainId: chain.caipNetworkId, amount: '0.25' }, OnrampCompleteResponseSchema);
  const pending = await waitUntil('the purchase listed', async () => {
    const page = await purchases();
    return page.data.length ? page : undefined;
  });
  expect(pending.data[0]?.metadata).toMatchObject({ operationType: 'buy', status: 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS', hash: '', chain: chain.caipNetworkId });
  expect(await client.getBalance({ address: buyer })).toBe(before);
  // held: still in progress, and unpaid, until the provider settles it
  expect((await h.call('/sandbox/onramp/waiting')).body).toEqual({ waiting: [pending.data[0]?.id] });

  expect((await h.call('/sandbox/onramp/settle', { method: 'POST' })).body).toEqual({ settled: [pending.data[0]?.id] });
  const done = await completing;
  const settled = await purchases();
  expect(settled.data).toHaveLength(1);
  expect(settled.data[0]?.id).toBe(pending.data[0]?.id);
  expect(settled.data[0]?.metadata).toMatchObject({ status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS', hash: done.hash });
  expect(settled.data[0]?.transfers[0]?.quantity.numeric).toBe('0.25');
  expect(await client.getBalance({ address: buyer })).toBe(before + parseEther('0.25'));
});

