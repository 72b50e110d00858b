import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { mnemonicToAccount } from 'viem/accounts';
import {
  AnalyticsConfigResponseSchema,
  ApiErrorSchema,
  GetWalletsResponseSchema,
  RecordedAnalyticsSchema,
  type AnalyticsEvent,
  type WalletEntry,
} from '../../src/core/api';
import { startApi, type RunningApi } from '../../sandbox/api';
import type { ChainsInfo } from '../../sandbox/chains/types';
import { sandboxPorts } from '../../sandbox/ports';
import { claimPortBlock } from '../helpers/ports';

jest.setTimeout(30_000);

// The catalogue needs no running chain: a ChainsInfo with no EVM chains is enough.
const MNEMONIC = 'test test test test test test test test test test test junk';
const SOLANA = 'solana:sandbox0000000000000000000000';
const info: ChainsInfo = {
  mnemonic: MNEMONIC,
  accounts: Array.from({ length: 10 }, (_, i) => mnemonicToAccount(MNEMONIC, { addressIndex: i }).address),
  faucet: mnemonicToAccount(MNEMONIC, { addressIndex: 9 }).address,
  evm: [],
  solana: { caipNetworkId: SOLANA, rpcUrl: 'http://127.0.0.1:1', wsUrl: 'ws://127.0.0.1:1', accounts: [], genesisHash: 'x' },
};
const ports = sandboxPorts(claimPortBlock());
const WC_WALLET = `http://127.0.0.1:${ports.wcWallet}/`;

let api: RunningApi;
beforeAll(async () => {
  api = await startApi({ port: ports.api, chains: info, walletConnectWalletUrl: WC_WALLET });
});
afterAll(() => api?.stop());

const get = async (path: string) => {
  const res = await fetch(`${api.url}${path}`);
  return { status: res.status, type: res.headers.get('content-type'), body: res.headers.get('content-type')?.includes('json') ? ((await res.json()) as unknown) : await res.text() };
};
const wallets = async (query: string) => {
  const res = await get(`/getWallets?projectId=p&st=appkit&sv=1${query}`);
  expect(res.status).toBe(200);
  return GetWalletsResponseSchema.parse(res.body);
};

describe('wallet catalogue', () => {
  const all: WalletEntry[] = [];

  it('holds over 1,000 entries, paged 1-based', async () => {
    const first = await wallets('&page=1&entries=40');
    expect(first.count).toBeGreaterThanOrEqual(1000);
    expect(first.data).toHaveLength(40);
    const second = await wallets('&page=2&entries=40');
    expect(second.data[0]?.order).toBe(41);
    const last = await wallets(`&page=${Math.ceil(first.count / 100)}&entries=100`);
    expect(last.data.length).toBe(first.count % 100 || 100);
    expect((await wallets(`&page=${Math.ceil(first.count / 100) + 1}&entries=100`)).data).toEqual([]);
    for (let page = 1; page <= Math.ceil(first.count / 100); page++) all.push(...(await wallets(`&page=${page}&entries=100`)).data);
    expect(new Set(all.map((w) => w.id)).size).toBe(first.count);
  });

  it('is deterministic', async () => {
    const again = await wallets('&page=3&entries=100');
    expect(again.data).toEqual(all.slice(200, 300));
  });

  it('lists the sandbox wallets first', async () => {
    const { data } = await wallets('&page=1&entries=4');
    expect(data.slice(0, 3).map((w) => [w.name, w.rdns])).toEqual([
      ['Sandbox Wallet', 'dev.walletgate.sandbox'],
      ['Sandbox WalletConnect', null],
      ['Legacy Sandbox Wallet', 'dev.walletgate.legacy'],
    ]);
    expect(data[0]?.injected).toContainEqual({ namespace: 'eip155', injected_id: 'dev.walletgate.sandbox' });
    expect(data[1]).toMatchObject({ mobile_link: WC_WALLET, desktop_link: WC_WALLET, webapp_link: WC_WALLET });
  });

  it('searches names case-insensitively', async () => {
    const res = await wallets('&search=sAnDbOx&entries=100');
    expect(res.data.map((w) => w.name).sort()).toEqual(['Legacy Sandbox Wallet', 'Sandbox Wallet', 'Sandbox WalletConnect']);
    expect(res.count).toBe(3);
    const oak = await wallets('&search=OAK&entries=100');
    expect(oak.count).toBeGreaterThan(0);
    expect(oak.data.every((w) => w.name.toLowerCase().includes('oak'))).toBe(true);
    expect((await wallets('&search=zzzz-no-such-wallet')).count).toBe(0);
  });

  it('honours include, exclude, chains and badge_type', async () => {
    const ids = all.slice(10, 14).map((w) => w.id);
    const included = await wallets(`&include=${ids.join(',')}&entries=4`);
    expect(included.data.map((w) => w.id).sort()).toEqual([...ids].sort());
    expect(included.count).toBe(4);

    const excluded = await wallets(`&exclude=${all.slice(0, 2).map((w) => w.id).join(',')}&entries=4`);
    expect(excluded.count).toBe(all.length - 2);
    expect(excluded.data[0]?.id).toBe(all[2]?.id);

    const solana = await wallets(`&chains=${encodeURIComponent(SOLANA)}&entries=100`);
    expect(solana.count).toBe(all.filter((w) => w.chains.includes(SOLANA)).length);
    expect(solana.count).toBeGreaterThan(100);
    expect(solana.count).toBeLessThan(all.length);
    const either = await wallets(`&chains=eip155:137,${encodeURIComponent(SOLANA)}&entries=100`);
    expect(either.count).toBe(all.filter((w) => w.chains.includes(SOLANA) || w.chains.includes('eip155:137')).length);

    const certified = await wallets('&badge_type=certified&entries=100');
    expect(certified.count).toBeGreaterThan(0);
    expect(certified.data.every((w) => w.badge_type === 'certified')).toBe(true);
  });

  it('rejects bad parameters with 400', async () => {
    for (const query of ['?page=0', '?page=x', '?entries=1000', '?chains=notcaip', '?badge_type=gold']) {
      const res = await get(`/getWallets${query}`);
      expect([query, res.status]).toEqual([query, 400]);
      ApiErrorSchema.parse(res.body);
    }
  });

  it('serves generated SVG images and 404 for unknown ids', async () => {
    const wallet = all[0] as WalletEntry;
    for (const path of [
      `/getWalletImage/${wallet.image_id}`,
      '/public/getAssetImage/eip155:1',
      `/public/getAssetImage/${encodeURIComponent(SOLANA)}`,
      '/public/getCurrencyImage/USD',
      '/public/getTokenImage/ETH',
    ]) {
      const res = await get(path);
      expect([path, res.status, res.type]).toEqual([path, 200, 'image/svg+xml']);
      expect(res.body).toMatch(/^<svg[^>]*>/);
    }
    for (const path of ['/getWalletImage/nope', '/public/getAssetImage/nope', '/public/getCurrencyImage/XYZ', '/public/getTokenImage/nope']) {
      const res = await get(path);
      expect([path, res.status]).toEqual([path, 404]);
      ApiErrorSchema.parse(res.body);
    }
  });
});

describe('analytics', () => {
  const event = (n: number): AnalyticsEvent => ({
    eventId: `00000000-0000-4000-8000-00000000000${n}`,
    url: 'http://127.0.0.1:3000/',
    domain: '127.0.0.1',
    timestamp: Date.now(),
    props: { type: 'track', event: 'SEARCH_WALLET', properties: { search: 'oak' } },
  });
  const post = (body: unknown, query = '?projectId=p1&st=appkit&sv=html-1.0.0') =>
    fetch(`${api.url}/e${query}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('tells whether analytics is on (env SANDBOX_ANALYTICS=off turns it off)', async () => {
    expect(AnalyticsConfigResponseSchema.parse((await get('/getAnalyticsConfig?projectId=p')).body)).toEqual({ isAnalyticsEnabled: true });
    process.env.SANDBOX_ANALYTICS = 'off';
    try {
      expect(AnalyticsConfigResponseSchema.parse((await get('/getAnalyticsConfig')).body)).toEqual({ isAnalyticsEnabled: false });
    } finally {
      delete process.env.SANDBOX_ANALYTICS;
    }
  });

  it('records valid events, reads them back and clears them', async () => {
    expect((await post(event(1))).status).toBe(202);
    expect((await post(event(2))).status).toBe(202);
    expect((await post({ ...event(3), props: {} })).status).toBe(400);
    expect((await post(event(4), '?st=appkit')).status).toBe(400);
    const bad = await fetch(`${api.url}/e?projectId=p&st=a&sv=b`, { method: 'POST', body: 'nope{', headers: { 'content-type': 'application/json' } });
    expect(bad.status).toBe(400);

    const recorded = RecordedAnalyticsSchema.parse((await get('/sandbox/analytics')).body);
    expect(recorded.events.map((e) => e.event.eventId)).toEqual([event(1).eventId, event(2).eventId]);
    expect(recorded.events[0]?.query).toEqual({ projectId: 'p1', st: 'appkit', sv: 'html-1.0.0' });

    expect((await fetch(`${api.url}/sandbox/analytics`, { method: 'DELETE' })).status).toBe(200);
    expect(RecordedAnalyticsSchema.parse((await get('/sandbox/analytics')).body).events).toEqual([]);
  });

  it('survives an oversized body', async () => {
    const res = await post({ ...event(5), url: 'x'.repeat(2_000_000) });
    expect(res.status).toBe(413);
    expect((await get('/getAnalyticsConfig')).status).toBe(200);
  });
});
