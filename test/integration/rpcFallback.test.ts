/**
 * SPEC §9 fallback transport: WalletGate's own chain reads go through viem's `fallback` over a
 * network's RPC URLs and the blockchain API's RPC endpoint (SPEC §7), ranked; one URL down (a closed port) does
 * not cost the balance, and the ranking moves traffic to the healthy URL.
 */
import { delay, http, HttpResponse } from 'msw';
import { createClient } from 'viem';
import { getBlockNumber } from 'viem/actions';
import { selectAccount } from '../../slices';
import { accountStore, connect, installWallet } from '../helpers/accountWorld';
import { TEST_ENDPOINTS, TEST_NETWORK, useSagaTimers } from '../helpers/makeTestStore';
import { useMswServer } from '../helpers/msw';
import { rpcNode } from '../helpers/rpcNode';
import { flushTurns, waitUntil } from '../helpers/wait';
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

/**
 * SPEC §9's ranking numbers, written out: a sample every 4000 ms, a ping given up after 1000 ms, the last 10 samples
 * scored, stability weighing 0.7 against latency's 0.3. Two URLs on the fake clock whose ranking pings (net_listening)
 * answer as each test scripts; a read shows which URL the ranking puts first.
 */
describe('SPEC §9 the ranking: polling 4000 ms, ping timeout 1000 ms, 10 samples, weights 0.7 / 0.3', () => {
  const A = 'http://127.0.0.1:8601';
  const B = 'http://127.0.0.1:8602';
  /** how one URL answers its n-th ranking ping (from 1): after `ms` on the fake clock, or never; well or with an error */
  type PingScript = (n: number) => { ms: number | 'never'; ok: boolean };

  function rankedPair(scripts: Record<string, PingScript>) {
    const pinged: Record<string, number> = { [A]: 0, [B]: 0 };
    /** when each sample began (the fake clock when the ranking asked its pings) */
    const samples: number[] = [];
    const reads: string[] = [];
    for (const url of [A, B]) {
      server.use(
        http.post(`${url}/`, async ({ request }) => {
          const body = (await request.json()) as { id: number; method: string } | { id: number; method: string }[];
          const calls = Array.isArray(body) ? body : [body];
          let failed = false;
          for (const call of calls) {
            if (call.method === 'eth_blockNumber') reads.push(url);
            if (call.method !== 'net_listening') continue;
            const n = (pinged[url] ?? 0) + 1;
            pinged[url] = n;
            const { ms, ok } = scripts[url]!(n);
            await delay(ms === 'never' ? 'infinite' : ms);
            failed ||= !ok;
          }
          if (failed) return HttpResponse.json({ error: 'down' }, { status: 503 });
          const answer = (c: { id: number; method: string }) => ({ jsonrpc: '2.0', id: c.id, result: c.method === 'net_listening' ? true : '0x2a' });
          return HttpResponse.json(Array.isArray(body) ? body.map(answer) : answer(body));
        }),
      );
    }
    let stopped = false;
    let asked = 0;
    const transport = rankedTransport([A, B], {
      stopped: () => stopped,
      // called as each URL's ping starts: two per sample
      beforePing: async () => {
        if (asked++ % 2 === 0) samples.push(Date.now());
      },
    });
    const client = createClient({ transport });
    /** the URL a read goes to first now */
    const first = async () => {
      const before = reads.length;
      let done = false;
      const read = client.request({ method: 'eth_blockNumber' }).finally(() => (done = true));
      // the batch is sent on a zero-delay timer: run that on the standing fake clock, and msw's answer on real turns
      for (let i = 0; i < 100 && !done; i += 1) {
        await jest.advanceTimersByTimeAsync(0);
        await flushTurns(1);
      }
      await read;
      return reads[before];
    };
    /** the URL first once `k` samples have been scored (sample k ended; k + 1 not begun) */
    const firstAfter = async (k: number) => {
      while (samples.length < k) {
        // in small steps while a sample runs and near the next; the quiet part of the wait in one jump
        const since = Date.now() - (samples.at(-1) ?? Date.now());
        await (since >= 500 && since < 3500 ? elapse(3500 - since, 3500) : elapse(10));
      }
      await elapse(500);
      expect(samples).toHaveLength(k);
      return first();
    };
    return { samples, first, firstAfter, stop: () => (stopped = true) };
  }

  /** Moves the fake clock on in steps, letting msw answer (on real turns) at each. */
  async function elapse(ms: number, step = 10) {
    let t = 0;
    do {
      const next = Math.min(step, ms - t);
      await jest.advanceTimersByTimeAsync(next);
      await flushTurns(3);
      t += next;
    } while (t < ms);
  }

  beforeEach(() => useSagaTimers());
  afterEach(() => jest.useRealTimers());

  it('gives a ping up after 1000 ms, and samples again 4000 ms after a sample ends', async () => {
    const pair = rankedPair({ [A]: () => ({ ms: 'never', ok: true }), [B]: () => ({ ms: 0, ok: true }) });
    await elapse(0);
    const [start] = pair.samples;
    expect(start).toBe(Date.now());
    await elapse(990);
    await elapse(9, 1);
    // the first sample still waits on A's ping: the URLs keep their order
    expect(await pair.first()).toBe(A);
    await elapse(1, 1);
    // A's ping gave up at 1000 ms: a failure, so B is ranked first
    expect(await pair.first()).toBe(B);
    await elapse(3999);
    expect(pair.samples).toEqual([start]);
    await elapse(1, 1);
    expect(pair.samples).toEqual([start, start! + 1000 + 4000]);
    pair.stop();
  });

  it('scores the last 10 samples: a failure in the first is forgotten at the eleventh', async () => {
    // A: steady, 100 ms; B: a little faster (90 ms), its first ping failed. With that failure among the samples B
    // scores at most 0.3 × 0.1 + 0.7 × 0.9 = 0.66 against A's 0.7; without it, 0.73.
    const pair = rankedPair({ [A]: () => ({ ms: 100, ok: true }), [B]: (n) => ({ ms: 90, ok: n > 1 }) });
    for (let k = 1; k <= 10; k += 1) expect([k, await pair.firstAfter(k)]).toEqual([k, A]);
    expect(await pair.firstAfter(11)).toBe(B);
    pair.stop();
  });

  it('weighs stability 0.7 and latency 0.3: a fast URL passes a steady slow one once it fails less than 3 in 7', async () => {
    // A: steady, 100 ms; B: answers at once, its first 5 pings failed. B scores 0.3 + 0.7 × 0.5 = 0.65 after 10
    // samples (A 0.7) and 0.3 + 0.7 × 0.6 = 0.72 after 11: B first only then, for a stability weight between 0.667
    // and 0.714 (latency the rest)
    const pair = rankedPair({ [A]: () => ({ ms: 100, ok: true }), [B]: (n) => ({ ms: 0, ok: n > 5 }) });
    expect(await pair.firstAfter(10)).toBe(A);
    expect(await pair.firstAfter(11)).toBe(B);
    pair.stop();
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
