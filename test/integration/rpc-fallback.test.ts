/**
 * SPEC §9 fallback transport (issue 22 item 3): WalletGate's own chain reads go through viem's `fallback` over a
 * network's RPC URLs and the blockchain API's RPC endpoint (SPEC §7), ranked; one URL down (a closed port) does
 * not cost the balance, and the ranking moves traffic to the healthy URL.
 */
import { http, HttpResponse } from 'msw';
import { createClient } from 'viem';
import { getBlockNumber } from 'viem/actions';
import { selectAccount } from '../../slices';
import { accountStore, connect, installWallet } from '../helpers/accountWorld';
import { TEST_ENDPOINTS, TEST_NETWORK } from '../helpers/makeTestStore';
import { useMswServer } from '../helpers/msw';
import { rpcNode } from '../helpers/rpcNode';
import { waitUntil } from '../helpers/wait';
import { rankedTransport } from '../../src/services/chains/transport';
import { blockchainApiRpcUrl, rpcUrlsOf } from '../../src/core/rpcUrls';
import type { FakeWallet } from '../helpers/fakeWallet';

const server = useMswServer();
const CLOSED = 'http://127.0.0.1:9'; // nothing listens there: the request fails at once, as on a closed port

/** Every JSON-RPC method a URL received, in order (a batch counts each call). */
function recorder() {
  const seen: Record<string, string[]> = {};
  const note = (url: string, body: unknown) => {
    const calls = Array.isArray(body) ? body : [body];
    (seen[url] ??= []).push(...calls.map((c) => (c as { method: string }).method));
  };
  return { seen, note };
}

describe('the RPC URLs a network reads from', () => {
  it('are the network’s own, then the blockchain API’s endpoint with chainId and projectId (SPEC §7)', () => {
    expect(blockchainApiRpcUrl('http://api.test', 'eip155:31337', 'p1')).toBe('http://api.test/v1/?chainId=eip155%3A31337&projectId=p1');
    expect(rpcUrlsOf({ caipNetworkId: 'eip155:1', rpcUrls: { default: { http: ['http://a', 'http://b'] } } }, { blockchainApi: 'http://api.test', projectId: 'p' })).toEqual([
      'http://a',
      'http://b',
      'http://api.test/v1/?chainId=eip155%3A1&projectId=p',
    ]);
    // without a project id the API is not asked
    expect(rpcUrlsOf({ caipNetworkId: 'eip155:1', rpcUrls: { default: { http: ['http://a'] } } }, { blockchainApi: 'http://api.test', projectId: '' })).toEqual(['http://a']);
  });
});

describe('the ranked fallback transport', () => {
  it('answers through the healthy URL while the first is down, and ranks the healthy one first', async () => {
    const { seen, note } = recorder();
    const HEALTHY = 'http://127.0.0.1:8547';
    server.use(
      http.post(`${CLOSED}/`, () => HttpResponse.error()),
      http.post(`${HEALTHY}/`, async ({ request }) => {
        const body = (await request.json()) as { id: number; method: string } | { id: number; method: string }[];
        note(HEALTHY, body);
        const answer = (c: { id: number; method: string }) => ({ jsonrpc: '2.0', id: c.id, result: c.method === 'net_listening' ? true : '0x2a' });
        return HttpResponse.json(Array.isArray(body) ? body.map(answer) : answer(body));
      }),
    );
    let closedCalls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.startsWith(CLOSED)) closedCalls += 1;
    });
    let stopped = false;
    const client = createClient({ transport: rankedTransport([CLOSED, HEALTHY], { stopped: () => stopped }) });
    // before any ranking result, the read still succeeds: the closed port fails, the next URL answers
    expect(await getBlockNumber(client, { cacheTime: 0 })).toBe(42n);
    // the first ranking sample pings both (net_listening): the closed one fails, the healthy one answers
    await waitUntil(() => (seen[HEALTHY] ?? []).includes('net_listening'), 'the ranking pinged the healthy URL');
    const closedBefore = closedCalls;
    for (let i = 0; i < 3; i += 1) expect(await getBlockNumber(client, { cacheTime: 0 })).toBe(42n);
    // ranked: the reads went to the healthy URL first, none to the closed port
    expect(closedCalls).toBe(closedBefore);
    expect(seen[HEALTHY]!.filter((m) => m === 'eth_blockNumber')).toHaveLength(4);
    stopped = true;
  });
});

describe('balances with the network’s first RPC URL down', () => {
  let wallet: FakeWallet;
  afterEach(() => wallet.uninstall());

  it('still reads the native balance (through the next URL)', async () => {
    rpcNode(server);
    server.use(http.post(`${CLOSED}/`, () => HttpResponse.error()));
    wallet = installWallet();
    const network = { ...TEST_NETWORK, rpcUrls: { default: { http: [CLOSED, TEST_NETWORK.rpcUrls.default.http[0]!] } } };
    const t = accountStore({ networks: [network], endpoints: TEST_ENDPOINTS });
    await connect(t, { inView: false });
    await waitUntil(() => selectAccount(t.state(), 'eip155')?.balance === '1.5', 'balance read');
    expect(selectAccount(t.state(), 'eip155')?.balanceSymbol).toBe('ETH');
    t.task.cancel();
  });
});
