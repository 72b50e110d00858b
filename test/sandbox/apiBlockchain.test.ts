import { claimPortBlock } from '../helpers/ports';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { z } from 'zod';
import {
  ApiErrorSchema,
  BalanceResponseSchema,
  FungiblePriceResponseSchema,
  IdentityResponseSchema,
  JsonRpcResponseSchema,
  NftMetadataSchema,
  RecordedRequestsSchema,
  RevokeSessionResponseSchema,
  SessionsResponseSchema,
  SupportedChainsResponseSchema,
} from '../../src/core/api';
import type { EvmChainInfo } from '../../sandbox/chains/types';
import { startHarness, type Harness } from './apiHarness';

jest.setTimeout(60_000);

let h: Harness;
let chainA: EvmChainInfo;
let chainB: EvmChainInfo;
let account0: `0x${string}`;

beforeAll(async () => {
  h = await startHarness(claimPortBlock());
  [chainA, chainB] = h.info.evm as [EvmChainInfo, EvmChainInfo];
  account0 = h.info.accounts[0] as `0x${string}`;
});
afterAll(() => h?.stop());

const expectError = async (path: string, status: number, init?: Parameters<Harness['call']>[1]) => {
  const res = await h.call(path, init);
  expect(res.status).toBe(status);
  return ApiErrorSchema.parse(res.body).error;
};

describe('supported chains and balances', () => {
  it('lists every sandbox chain', async () => {
    const res = await h.get('/v1/supported-chains?projectId=p&st=s&sv=v', SupportedChainsResponseSchema);
    expect(res.http).toEqual([chainA.caipNetworkId, chainB.caipNetworkId, h.info.solana.caipNetworkId]);
  });

  it('reads native and token balances live, omitting zero balances', async () => {
    const { balances } = await h.get(`/v1/account/${account0}/balance?currency=usd&projectId=p`, BalanceResponseSchema);
    const onA = balances.filter((b) => b.chainId === chainA.caipNetworkId);
    const eth = onA.find((b) => b.symbol === 'ETH');
    expect(eth?.address).toBeUndefined();
    expect(eth?.price).toBe(3000);
    const usd = onA.find((b) => b.symbol === 'sUSD');
    const token = chainA.tokens.find((t) => t.symbol === 'sUSD');
    expect(usd).toMatchObject({ address: `${chainA.caipNetworkId}:${token?.address}`, price: 1, quantity: { decimals: '6' } });
    expect(usd?.value).toBeCloseTo(Number(usd?.quantity.numeric), 6);
    expect(balances.some((b) => b.chainId === chainB.caipNetworkId)).toBe(true);

    // a fresh account holds nothing: no zero rows
    const empty = await h.get(`/v1/account/0x000000000000000000000000000000000000dEaD/balance?currency=usd`, BalanceResponseSchema);
    expect(empty.balances.filter((b) => b.symbol !== 'ETH')).toEqual([]);
  });

  it('follows a transfer (forceUpdate) and filters by chainId', async () => {
    const fresh = '0x00000000000000000000000000000000000b0b01';
    await h.wallet(4).sendTransaction({ to: fresh, value: 1_500_000_000_000_000_000n });
    const { balances } = await h.get(
      `/v1/account/${fresh}/balance?currency=usd&chainId=${chainA.caipNetworkId}&forceUpdate=${Date.now()}`,
      BalanceResponseSchema,
    );
    expect(balances).toEqual([
      expect.objectContaining({ symbol: 'ETH', chainId: chainA.caipNetworkId, quantity: { decimals: '18', numeric: '1.5' }, value: 4500 }),
    ]);
    const onB = await h.get(`/v1/account/${fresh}/balance?currency=usd&chainId=${chainB.caipNetworkId}`, BalanceResponseSchema);
    expect(onB.balances).toEqual([]);
  });

  it('reads a Solana account', async () => {
    const sol = h.info.solana.accounts[0] as string;
    const { balances } = await h.get(`/v1/account/${sol}/balance?currency=usd`, BalanceResponseSchema);
    expect(balances[0]).toMatchObject({ symbol: 'SOL', chainId: h.info.solana.caipNetworkId, price: 150, quantity: { decimals: '9' } });
  });

  it('rejects bad addresses and unknown chains', async () => {
    expect(await expectError('/v1/account/0x123/balance?currency=usd', 400)).toMatch(/address/i);
    expect(await expectError(`/v1/account/${account0}/balance?currency=usd&chainId=eip155:999`, 400)).toMatch(/chain/i);
    await expectError(`/v1/account/${account0}/balance?currency=eur`, 400);
  });
});

describe('prices', () => {
  it('prices tokens from the table', async () => {
    const ids = ['sUSD', 'sGLD', 'SPAM'].map((s) => `${chainA.caipNetworkId}:${chainA.tokens.find((t) => t.symbol === s)?.address}`);
    const { fungibles } = await h.post(
      '/v1/fungible/price',
      { currency: 'usd', projectId: 'p', addresses: [...ids, `${chainA.caipNetworkId}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`] },
      FungiblePriceResponseSchema,
    );
    expect(fungibles.map((f) => [f.symbol, f.price])).toEqual([['sUSD', 1], ['sGLD', 2400], ['SPAM', 0], ['ETH', 3000]]);
  });

  it('rejects a malformed body', async () => {
    await expectError('/v1/fungible/price', 400, { method: 'POST', json: { currency: 'usd', addresses: ['nope'] } });
    await expectError('/v1/fungible/price', 400, { method: 'POST', body: '{not json', headers: { 'content-type': 'application/json' } });
  });
});

describe('identity', () => {
  it('is null for an address with no name', async () => {
    const res = await h.get(`/v1/identity/${account0}?sender=${account0}`, IdentityResponseSchema);
    expect(res).toEqual({ name: null, avatar: null });
    await expectError('/v1/identity/not-an-address', 400);
  });
});

describe('JSON-RPC proxy', () => {
  it('forwards single and batch requests to the right chain', async () => {
    const single = await h.post(
      `/v1/?chainId=${chainB.caipNetworkId}&projectId=p`,
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
      JsonRpcResponseSchema,
    );
    expect(single).toEqual({ jsonrpc: '2.0', id: 1, result: `0x${chainB.chainId.toString(16)}` });
    const batch = await h.post(
      `/v1/?chainId=${chainA.caipNetworkId}&projectId=p`,
      [
        { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
        { jsonrpc: '2.0', id: 2, method: 'eth_getBalance', params: [account0, 'latest'] },
      ],
      z.array(JsonRpcResponseSchema),
    );
    expect(batch).toHaveLength(2);
    expect(batch[0]).toMatchObject({ id: 1, result: `0x${chainA.chainId.toString(16)}` });
  });

  it('reaches the Solana RPC by its CAIP id', async () => {
    const res = await h.post(
      `/v1/?chainId=${encodeURIComponent(h.info.solana.caipNetworkId)}`,
      { jsonrpc: '2.0', id: 7, method: 'getHealth' },
      JsonRpcResponseSchema,
    );
    expect(res).toMatchObject({ id: 7, result: 'ok' });
  });

  it('answers -32602 for an unknown chain and -32600 for a bad request', async () => {
    const unknown = await h.post('/v1/?chainId=eip155:999', { jsonrpc: '2.0', id: 3, method: 'eth_chainId' }, JsonRpcResponseSchema);
    expect(unknown).toMatchObject({ id: 3, error: { code: -32602 } });
    const bad = await h.post(`/v1/?chainId=${chainA.caipNetworkId}`, { id: 4 }, JsonRpcResponseSchema);
    expect(bad).toMatchObject({ error: { code: -32600 } });
  });
});

describe('NFT metadata', () => {
  it('serves metadata and an SVG for minted tokens, 404 otherwise', async () => {
    const meta = await h.get(`/sandbox/nft/${chainA.chainId}/1.json`, NftMetadataSchema);
    expect(meta.name).toBe(`${chainA.nft.name} #1`);
    const image = await fetch(meta.image);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(await image.text()).toMatch(/^<svg/);
    await expectError(`/sandbox/nft/${chainA.chainId}/999.json`, 404);
    await expectError('/sandbox/nft/5/1.json', 404);
  });
});

describe('smart sessions', () => {
  it('lists sessions and revokes one with the address signature', async () => {
    const { sessions } = await h.get(`/v1/sessions/${account0}`, SessionsResponseSchema);
    const session = sessions[0];
    expect(session?.revokedAt).toBeNull();
    const pci = session?.pci as string;

    const stranger = h.wallet(5);
    const forged = await stranger.signMessage({ message: pci });
    expect(await expectError(`/v1/sessions/${account0}/revoke`, 401, { method: 'POST', json: { pci, signature: forged } })).toMatch(/signature/i);
    await expectError(`/v1/sessions/${account0}/revoke`, 404, { method: 'POST', json: { pci: 'missing', signature: forged } });

    const signature = await h.wallet(0).signMessage({ message: pci });
    const revoked = await h.post(`/v1/sessions/${account0}/revoke`, { pci, signature }, RevokeSessionResponseSchema);
    expect(revoked.session.revokedAt).toEqual(expect.any(Number));
    const after = await h.get(`/v1/sessions/${account0}`, SessionsResponseSchema);
    expect(after.sessions[0]?.revokedAt).toBe(revoked.session.revokedAt);
  });
});

describe('the server', () => {
  it('records st, sv and projectId of every request', async () => {
    await h.call('/v1/supported-chains?projectId=proj-1&st=appkit&sv=html-wagmi-1.0.0');
    const { requests } = await h.get('/sandbox/requests', RecordedRequestsSchema);
    expect(requests).toContainEqual(
      expect.objectContaining({ method: 'GET', path: '/v1/supported-chains', projectId: 'proj-1', st: 'appkit', sv: 'html-wagmi-1.0.0', status: 200 }),
    );
  });

  it('is open to other origins (CORS) and answers JSON errors for unknown paths and methods', async () => {
    const preflight = await fetch(`${h.url}/v1/fungible/price`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:3000', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const res = await h.call('/v1/supported-chains');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    await expectError('/nope', 404);
    await expectError('/v1/supported-chains', 405, { method: 'DELETE' });
    await expectError('/v1/account/%E0%A4%A/balance', 400);
  });
});
