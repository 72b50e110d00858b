/** The sandbox's fault injection (sandbox/faults.ts): `/__faults` arms a fault on a route for N requests. */
import { z } from 'zod/mini';
import { HUGE_BODY_BYTES, type FaultsReport } from '../../sandbox/faults';
import { claimPortBlock } from '../helpers/ports';
import { readLimited, ResponseTooLargeError } from '../../src/services/http';
import { startHarness, type Harness } from './apiHarness';

let h: Harness;
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const BALANCE = `/v1/account/${ADDRESS}/balance?chainId=eip155:31337&currency=usd`;
const BalanceSchema = z.object({ balances: z.array(z.unknown()) });

beforeAll(async () => {
  h = await startHarness(claimPortBlock());
}, 60_000);
afterAll(async () => {
  await h?.stop();
});
afterEach(async () => {
  await h.call('/__faults', { method: 'DELETE' });
});

const arm = (route: string, fault: string, count?: number, method?: string) =>
  h.call('/__faults', { method: 'POST', json: { route, fault, count, method } });
const report = async () => (await h.call('/__faults')).body as FaultsReport;

describe('fault injection in the sandbox API', () => {
  it('is off until armed: every route answers as usual', async () => {
    expect((await h.call(BALANCE)).status).toBe(200);
    expect(await report()).toEqual({ armed: [], hits: {}, injected: {}, hugeBytesSent: [], hanging: 0 });
  });

  it('answers 500 for the next N requests of the route, then serves again, counting every request', async () => {
    expect((await arm('/v1/account/:address/balance', '500', 2)).status).toBe(200);
    expect((await h.call(BALANCE)).status).toBe(500);
    expect((await h.call('/v1/supported-chains')).status).toBe(200); // another route is untouched
    expect((await h.call(BALANCE)).status).toBe(500);
    await expect(h.get(BALANCE, BalanceSchema)).resolves.toEqual({ balances: expect.any(Array) });
    const seen = await report();
    expect(seen.hits).toEqual({ '/v1/account/:address/balance': 3 });
    expect(seen.injected).toEqual({ '/v1/account/:address/balance 500': 2 });
    expect(seen.armed).toEqual([]);
  });

  it('answers 429 with Retry-After', async () => {
    await arm('/v1/supported-chains', '429');
    const res = await h.call('/v1/supported-chains');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('1');
  });

  it('answers malformed JSON and JSON of the wrong shape with 200', async () => {
    await arm('/v1/supported-chains', 'malformed');
    await arm('/v1/supported-chains', 'shape');
    const malformed = await fetch(`${h.url}/v1/supported-chains`);
    expect(malformed.status).toBe(200);
    await expect(malformed.json()).rejects.toThrow(/JSON/);
    const shape = await h.call('/v1/supported-chains');
    expect(shape.body).toEqual([{ unexpected: 'shape' }]);
  });

  it('streams a 32 MiB body without a length, which a limited reader refuses part way', async () => {
    await arm('/v1/supported-chains', 'huge', 2);
    const whole = await fetch(`${h.url}/v1/supported-chains`);
    expect(whole.headers.get('content-length')).toBeNull();
    expect((await whole.arrayBuffer()).byteLength).toBeGreaterThan(HUGE_BODY_BYTES);
    const limited = await fetch(`${h.url}/v1/supported-chains`);
    await expect(readLimited(limited, '/v1/supported-chains', 256 * 1024)).rejects.toBeInstanceOf(ResponseTooLargeError);
    for (let i = 0; i < 200 && (await report()).hugeBytesSent.length < 2; i += 1) await new Promise((r) => setImmediate(r));
    const [full, cut] = (await report()).hugeBytesSent;
    expect(full).toBeGreaterThanOrEqual(HUGE_BODY_BYTES);
    expect(cut).toBeLessThan(HUGE_BODY_BYTES);
  });

  it('hangs until the client gives up, and drops the connection', async () => {
    await arm('/v1/supported-chains', 'hang');
    const controller = new AbortController();
    const hanging = fetch(`${h.url}/v1/supported-chains`, { signal: controller.signal });
    for (let i = 0; i < 200 && (await report()).armed.length > 0; i += 1) await new Promise((r) => setImmediate(r));
    expect((await report()).injected).toEqual({ '/v1/supported-chains hang': 1 });
    expect((await report()).hanging).toBe(1);
    controller.abort();
    await expect(hanging).rejects.toThrow();
    for (let i = 0; i < 200 && (await report()).hanging > 0; i += 1) await new Promise((r) => setImmediate(r));
    expect((await report()).hanging).toBe(0);
    await arm('/v1/supported-chains', 'drop');
    await expect(fetch(`${h.url}/v1/supported-chains`)).rejects.toThrow('fetch failed');
    expect((await h.call('/v1/supported-chains')).status).toBe(200);
  });

  it('faults the JSON-RPC front by method, and `*` every path', async () => {
    await arm('/v1', '500', 1, 'POST');
    const rpc = (body: unknown) => h.call('/v1/?chainId=eip155:31337', { method: 'POST', json: body });
    expect((await rpc({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' })).status).toBe(500);
    expect((await rpc({ jsonrpc: '2.0', id: 2, method: 'eth_chainId' })).body).toEqual({ jsonrpc: '2.0', id: 2, result: '0x7a69' });
    await arm('*', '500', 1);
    expect((await h.call('/getWallets?page=1&entries=4')).status).toBe(500);
    expect((await h.call('/getWallets?page=1&entries=4')).status).toBe(200);
  });

  it('faults only the requests whose query matches, counting only those', async () => {
    await h.call('/__faults', { method: 'POST', json: { route: '/v1/supported-chains', fault: '500', count: 1, query: { projectId: 'mine' } } });
    expect((await h.call('/v1/supported-chains?projectId=theirs')).status).toBe(200);
    expect((await h.call('/v1/supported-chains?projectId=mine')).status).toBe(500);
    expect((await h.call('/v1/supported-chains?projectId=mine')).status).toBe(200);
    expect((await report()).hits).toEqual({ '/v1/supported-chains': 2 });
  });

  it('refuses an arm request it cannot read, and DELETE disarms all', async () => {
    expect((await arm('/v1/supported-chains', 'teapot')).status).toBe(400);
    await arm('/v1/supported-chains', '500', 5);
    await h.call('/__faults', { method: 'DELETE' });
    expect((await h.call('/v1/supported-chains')).status).toBe(200);
    expect((await report()).armed).toEqual([]);
  });
});
