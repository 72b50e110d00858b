import { claimPortBlock } from '../helpers/ports';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { createPublicClient, http, parseEther, type Address } from 'viem';
import {
  ApiErrorSchema,
  coinTypeForChainId,
  HistoryResponseSchema,
  IdentityResponseSchema,
  OnrampCompleteResponseSchema,
  OnrampOptionsResponseSchema,
  OnrampQuoteResponseSchema,
  OnrampUrlResponseSchema,
  ProfileNameSchema,
  ReverseResponseSchema,
  SuggestionsResponseSchema,
} from '../../src/core/api';
import type { EvmChainInfo } from '../../sandbox/chains/types';
import { startHarness, type Harness } from './apiHarness';

jest.setTimeout(60_000);

let h: Harness;
let chain: EvmChainInfo;

beforeAll(async () => {
  h = await startHarness(claimPortBlock());
  chain = h.info.evm[0] as EvmChainInfo;
});
afterAll(() => h?.stop());

async function registration(index: number, name: string, timestamp = Math.floor(Date.now() / 1000)) {
  const wallet = h.wallet(index, chain);
  const message = JSON.stringify({ name, attributes: {}, timestamp });
  const signature = await wallet.signMessage({ message });
  return { coin_type: coinTypeForChainId(chain.chainId), address: wallet.account.address, message, signature };
}

describe('names', () => {
  it('registers a name signed by its owner and resolves it every way', async () => {
    const body = await registration(3, 'sandbox-carol.reown.id');
    const registered = await h.post('/v1/profile/account', body, ProfileNameSchema);
    expect(registered).toMatchObject({
      name: 'sandbox-carol.reown.id',
      addresses: { [String(body.coin_type)]: { address: body.address } },
      attributes: [],
    });

    const byName = await h.get('/v1/profile/account/sandbox-carol.reown.id?apiVersion=2', ProfileNameSchema);
    expect(byName).toEqual(registered);
    const reverse = await h.get(`/v1/profile/reverse/${body.address}?sender=${body.address}&apiVersion=2`, ReverseResponseSchema);
    expect(reverse.map((n) => n.name)).toEqual(['sandbox-carol.reown.id']);
    const identity = await h.get(`/v1/identity/${body.address}?sender=${body.address}`, IdentityResponseSchema);
    expect(identity.name).toBe('sandbox-carol.reown.id');
    const avatar = await fetch(identity.avatar as string);
    expect(avatar.headers.get('content-type')).toBe('image/svg+xml');

    const { suggestions } = await h.get('/v1/profile/suggestions/sandbox-carol?zone=reown.id', SuggestionsResponseSchema);
    // the name asked for first, marked taken; then only free names
    expect(suggestions[0]).toEqual({ name: 'sandbox-carol.reown.id', registered: true });
    expect(suggestions.length).toBeGreaterThan(1);
    expect(suggestions.slice(1).every((s) => !s.registered && s.name.endsWith('.reown.id'))).toBe(true);
    const fresh = await h.get('/v1/profile/suggestions/brandnew?zone=reown.id', SuggestionsResponseSchema);
    expect(fresh.suggestions[0]).toEqual({ name: 'brandnew.reown.id', registered: false });
  });

  it('refuses bad signatures, stale messages, bad and taken names', async () => {
    const forged = { ...(await registration(4, 'mallory.reown.id')), address: h.info.accounts[5] as Address };
    const cases: [unknown, number, RegExp][] = [
      [forged, 401, /signature/i],
      [await registration(4, 'oldname.reown.id', Math.floor(Date.now() / 1000) - 11 * 60), 400, /stale/i],
      [await registration(4, 'abc.reown.id'), 400, /name/i],
      [await registration(4, 'Bad_Name.reown.id'), 400, /name/i],
      [await registration(4, 'sandbox-carol.reown.id'), 409, /already/i],
      [{ ...(await registration(4, 'okayname')), message: 'not json' }, 400, /json/i],
      [{ coin_type: 60, address: 'nope', message: '{}', signature: '0x' }, 400, /address/i],
    ];
    for (const [body, status, message] of cases) {
      const res = await h.call('/v1/profile/account', { method: 'POST', json: body });
      expect(res.status).toBe(status);
      expect(ApiErrorSchema.parse(res.body).error).toMatch(message);
    }
    expect((await h.call('/v1/profile/account/nobody.reown.id')).status).toBe(404);
    expect((await h.call('/v1/profile/reverse/0x1234')).status).toBe(400);
  });
});

describe('on-ramp', () => {
  it('offers the sandbox networks', async () => {
    const options = await h.get('/v1/onramp/options?projectId=p', OnrampOptionsResponseSchema);
    const eth = options.purchaseCurrencies.find((c) => c.symbol === 'ETH');
    expect(eth?.networks.map((n) => n.chain_id)).toEqual(h.info.evm.map((c) => String(c.chainId)));
    expect(options.paymentCurrencies.map((p) => p.id)).toEqual(['USD', 'EUR']);
  });

  it('quotes with fees between 1 and 2 percent', async () => {
    const network = `sandbox-${chain.chainId}`;
    const quote = await h.post('/v1/onramp/quote', { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '300', network }, OnrampQuoteResponseSchema);
    const fees = Number(quote.coinbaseFee.amount) + Number(quote.networkFee.amount);
    expect(fees / 300).toBeGreaterThanOrEqual(0.01);
    expect(fees / 300).toBeLessThanOrEqual(0.02);
    expect(Number(quote.paymentTotal.amount)).toBe(300);
    expect(Number(quote.purchaseAmount.amount)).toBeCloseTo((300 - fees) / 3000, 6);
    for (const bad of [
      { purchaseCurrency: 'DOGE', paymentCurrency: 'USD', amount: '300', network },
      { purchaseCurrency: 'ETH', paymentCurrency: 'JPY', amount: '300', network },
      { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '300', network: 'mars' },
      { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '1', network },
    ]) {
      expect((await h.call('/v1/onramp/quote', { method: 'POST', json: bad })).status).toBe(400);
    }
  });

  it('hands out a purchase page whose button credits the buyer from the faucet', async () => {
    const buyer = '0x00000000000000000000000000000000000b0b02' as Address;
    const { url } = await h.post(
      '/v1/generators/onrampurl',
      {
        destinationWallets: [{ address: buyer, blockchains: [`sandbox-${chain.chainId}`], assets: ['ETH'] }],
        partnerUserId: buyer,
        defaultExperience: 'buy',
        presetCryptoAmount: 0.2,
      },
      OnrampUrlResponseSchema,
    );
    expect(url.startsWith(`${h.url}/sandbox/onramp?`)).toBe(true);
    const page = await fetch(url);
    const html = await page.text();
    expect(html).toContain('Complete purchase');

    // submit the page's form as a browser would
    const form = new URLSearchParams(
      [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1] as string, m[2] as string]),
    );
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] as string;
    const submitted = await fetch(`${h.url}${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    expect(submitted.status).toBe(200);
    expect(await submitted.text()).toContain('Purchase complete');

    const balance = await createPublicClient({ transport: http(chain.rpcUrl) }).getBalance({ address: buyer });
    expect(balance).toBe(parseEther('0.2'));
    const purchases = await h.get(`/v1/account/${buyer}/history?onramp=coinbase`, HistoryResponseSchema);
    expect(purchases.data[0]?.metadata).toMatchObject({ operationType: 'buy', status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS' });
    const chainHistory = await h.get(`/v1/account/${buyer}/history`, HistoryResponseSchema);
    expect(chainHistory.data[0]?.metadata.sentFrom).toBe(h.info.faucet.toLowerCase());

    const json = await h.post('/sandbox/onramp/complete', { address: buyer, chainId: chain.caipNetworkId, amount: '0.05' }, OnrampCompleteResponseSchema);
    expect(json.hash).toMatch(/^0x[0-9a-f]{64}$/);
  });

  it('rejects bad on-ramp requests', async () => {
    const cases: [string, unknown][] = [
      ['/v1/generators/onrampurl', { destinationWallets: [], partnerUserId: 'x' }],
      ['/v1/generators/onrampurl', { destinationWallets: [{ address: 'nope' }], partnerUserId: 'x' }],
      ['/v1/generators/onrampurl', { destinationWallets: [{ address: h.info.accounts[0] }], partnerUserId: 'x', presetCryptoAmount: 1000 }],
      ['/sandbox/onramp/complete', { address: h.info.accounts[0], chainId: 'eip155:5', amount: '1' }],
      ['/sandbox/onramp/complete', { address: h.info.accounts[0], chainId: chain.caipNetworkId, amount: '500' }],
    ];
    for (const [path, body] of cases) {
      const res = await h.call(path, { method: 'POST', json: body });
      expect([path, res.status]).toEqual([path, 400]);
    }
    expect((await h.call('/sandbox/onramp?address=0x12')).status).toBe(400);
  });
});
