/** The sandbox relay's wire protocol, driven by raw WebSocket clients (no WalletConnect SDK). */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { createHash, randomBytes } from 'node:crypto';
import { WebSocket } from 'ws';
import { generateKeyPair, signJWT } from '@walletconnect/relay-auth';
import { safeJsonParse } from '@walletconnect/safe-json';
import { startRelay, CLOSE_UNAUTHORIZED, type Relay, type RelayOptions } from '../../sandbox/relay';
import { sandboxPorts } from '../../sandbox/ports';
import { claimPortBlock } from '../helpers/ports';

const PORT = sandboxPorts(claimPortBlock()).relay;
const relays: Relay[] = [];
const sockets: WebSocket[] = [];
afterEach(async () => {
  for (const ws of sockets.splice(0)) ws.terminate();
  await Promise.all(relays.splice(0).map((r) => r.stop()));
});

async function relay(opts: Partial<RelayOptions> = {}): Promise<Relay> {
  const r = await startRelay({ port: PORT, ...opts });
  relays.push(r);
  return r;
}

type Frame = { id?: unknown; method?: string; params?: Record<string, unknown>; result?: unknown; error?: { code: number; message: string } };

/** A bare relay client: its own ed25519 identity, every frame kept, waits by predicate. */
class RawClient {
  readonly frames: Frame[] = [];
  readonly texts: string[] = [];
  private waiters: { match: (f: Frame) => boolean; resolve: (f: Frame) => void; from: number }[] = [];
  private nextId = 1;
  private constructor(
    readonly ws: WebSocket,
    readonly clientId: string,
  ) {
    ws.on('message', (data) => {
      const text = data.toString();
      this.texts.push(text);
      this.frames.push(safeJsonParse(text) as Frame);
      this.check();
    });
  }

  static async open(url: string, seed = randomBytes(32), options: { autoPong?: boolean } = {}): Promise<RawClient> {
    const keys = generateKeyPair(seed);
    const jwt = await signJWT(randomBytes(16).toString('hex'), url, 86_400, keys);
    const ws = new WebSocket(`${url}/?auth=${jwt}&projectId=test`, options);
    sockets.push(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    const iss = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as { iss: string };
    return new RawClient(ws, iss.iss);
  }

  /** Resolves with the first frame (from index `from` on) that matches. */
  next(match: (f: Frame) => boolean, from = 0): Promise<Frame> {
    return new Promise((resolve) => {
      this.waiters.push({ match, resolve, from });
      this.check();
    });
  }

  async request(method: string, params: unknown): Promise<Frame> {
    const id = `${Date.now()}${this.nextId++}`;
    this.ws.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }));
    return this.next((f) => f.id === id && f.method === undefined);
  }

  subscription(topic: string, from = 0): Promise<Frame> {
    return this.next((f) => f.method === 'irn_subscription' && (f.params?.data as { topic?: string })?.topic === topic, from);
  }

  ack(frame: Frame): void {
    // what the SDK sends back: its safe-json turns the big id into a BigInt and writes it as "<digits>n"
    this.ws.send(JSON.stringify({ id: `${String(frame.id)}n`, jsonrpc: '2.0', result: true }));
  }

  private check() {
    this.waiters = this.waiters.filter((w) => {
      const hit = this.frames.slice(w.from).find(w.match);
      if (hit) w.resolve(hit);
      return !hit;
    });
  }
}

const topic = () => randomBytes(32).toString('hex');
const messageOf = (f: Frame) => (f.params?.data as { message: string }).message;
const closeCode = (ws: WebSocket) => new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));

describe('sandbox relay: publish / subscribe', () => {
  it('delivers a publish to subscribers (not the publisher) as irn_subscription, with the client-computed subscription id', async () => {
    const r = await relay();
    const [a, b] = await Promise.all([RawClient.open(r.url), RawClient.open(r.url)]);
    const t = topic();
    const sub = await a.request('irn_subscribe', { topic: t });
    const expectedId = createHash('sha256').update(t + a.clientId).digest('hex');
    expect(sub.result).toBe(expectedId);

    const published = await b.request('irn_publish', { topic: t, message: 'hello', ttl: 300, tag: 1108, prompt: false });
    expect(published.result).toBe(true);
    const got = await a.subscription(t);
    expect(got.params).toMatchObject({ id: expectedId, data: { topic: t, message: 'hello', tag: 1108 } });
    expect(typeof (got.params?.data as { publishedAt: unknown }).publishedAt).toBe('number');
    a.ack(got);

    // B subscribed too: a second message reaches A only; B never sees its own.
    await b.request('irn_subscribe', { topic: t });
    const mark = a.frames.length;
    await b.request('irn_publish', { topic: t, message: 'again', ttl: 300 });
    expect(messageOf(await a.subscription(t, mark))).toBe('again');
    expect(b.frames.some((f) => f.method === 'irn_subscription')).toBe(false);

    await a.request('irn_unsubscribe', { topic: t, id: expectedId });
    const mark2 = a.frames.length;
    await b.request('irn_publish', { topic: t, message: 'after unsubscribe', ttl: 300 });
    const probe = topic(); // a later message on another topic proves the earlier one was not sent
    await a.request('irn_subscribe', { topic: probe });
    await b.request('irn_publish', { topic: probe, message: 'probe', ttl: 300 });
    await a.subscription(probe, mark2);
    expect(a.frames.slice(mark2).filter((f) => f.method === 'irn_subscription').map(messageOf)).toEqual(['probe']);
  });

  it('hands stored messages to a late subscriber once per client, and again on a new socket only if unacknowledged', async () => {
    const r = await relay();
    const seed = randomBytes(32);
    const [a, b] = await Promise.all([RawClient.open(r.url, seed), RawClient.open(r.url)]);
    const t = topic();
    await b.request('irn_publish', { topic: t, message: 'm1', ttl: 300 });
    await b.request('irn_publish', { topic: t, message: 'm2', ttl: 300 });
    await b.request('irn_publish', { topic: t, message: 'm2', ttl: 300 }); // a retry: stored once

    await a.request('irn_subscribe', { topic: t });
    await a.request('irn_subscribe', { topic: t }); // subscribing twice sends nothing twice
    const first = await a.subscription(t);
    const second = await a.next((f) => f.method === 'irn_subscription' && f !== first);
    expect([messageOf(first), messageOf(second)]).toEqual(['m1', 'm2']);
    a.ack(first); // m2 stays unacknowledged

    // Same client identity on a new socket: only the unacknowledged message comes again.
    a.ws.terminate();
    const again = await RawClient.open(r.url, seed);
    expect(again.clientId).toBe(a.clientId);
    await again.request('irn_subscribe', { topic: t });
    const redelivered = await again.subscription(t);
    expect(messageOf(redelivered)).toBe('m2');
    again.ack(redelivered);
    const probe = topic();
    await again.request('irn_subscribe', { topic: probe });
    await b.request('irn_publish', { topic: probe, message: 'probe', ttl: 300 });
    await again.subscription(probe);
    expect(again.frames.filter((f) => f.method === 'irn_subscription').map(messageOf)).toEqual(['m2', 'probe']);
  });

  it('expires stored messages after their TTL (injected clock) and caps each topic', async () => {
    let now = Date.now();
    const r = await relay({ now: () => now, limits: { messagesPerTopic: 3 } });
    const [a, b] = await Promise.all([RawClient.open(r.url), RawClient.open(r.url)]);
    const t = topic();
    await b.request('irn_publish', { topic: t, message: 'short-lived', ttl: 300 });
    now += 301_000;
    await b.request('irn_publish', { topic: t, message: 'fresh', ttl: 300 });
    await a.request('irn_subscribe', { topic: t });
    expect(messageOf(await a.subscription(t))).toBe('fresh');

    const capped = topic();
    for (const m of ['1', '2', '3', '4', '5']) await b.request('irn_publish', { topic: capped, message: m, ttl: 300 });
    expect(r.stats().messages).toBeLessThanOrEqual(3 + 1);
    const mark = a.frames.length;
    await a.request('irn_subscribe', { topic: capped });
    const got: string[] = [];
    for (let i = 0; i < 3; i++) got.push(messageOf(await a.next((f) => f.method === 'irn_subscription' && !got.includes(messageOf(f)), mark)));
    expect(got).toEqual(['3', '4', '5']);
  });

  it('irn_batchSubscribe subscribes every topic and returns their ids', async () => {
    const r = await relay();
    const [a, b] = await Promise.all([RawClient.open(r.url), RawClient.open(r.url)]);
    const topics = [topic(), topic()];
    const res = await a.request('irn_batchSubscribe', { topics });
    expect(res.result).toEqual(topics.map((t) => createHash('sha256').update(t + a.clientId).digest('hex')));
    await Promise.all(topics.map((t, i) => b.request('irn_publish', { topic: t, message: `to ${i}`, ttl: 300 })));
    expect(messageOf(await a.subscription(topics[0] ?? ''))).toBe('to 0');
    expect(messageOf(await a.subscription(topics[1] ?? ''))).toBe('to 1');
    expect((await a.request('irn_batchUnsubscribe', { subscriptions: topics.map((t) => ({ topic: t, id: 'x' })) })).result).toBe(true);
  });

  it('wc_proposeSession / wc_approveSession publish their payloads and subscribe the sender', async () => {
    const r = await relay();
    const [dapp, wallet] = await Promise.all([RawClient.open(r.url), RawClient.open(r.url)]);
    const pairing = topic();
    const session = topic();
    expect((await dapp.request('wc_proposeSession', { pairingTopic: pairing, sessionProposal: 'proposal', ttl: 300, correlationId: 1 })).result).toBe(true);
    await wallet.request('irn_subscribe', { topic: pairing });
    expect(messageOf(await wallet.subscription(pairing))).toBe('proposal');

    const approve = { sessionTopic: session, pairingTopic: pairing, sessionProposalResponse: 'response', sessionSettlementRequest: 'settle', ttl: 300 };
    expect((await wallet.request('wc_approveSession', approve)).result).toBe(true);
    expect(messageOf(await dapp.subscription(pairing))).toBe('response'); // subscribed by its proposal
    await dapp.request('irn_subscribe', { topic: session });
    expect(messageOf(await dapp.subscription(session))).toBe('settle');
    await dapp.request('irn_publish', { topic: session, message: 'settle ack', ttl: 300 });
    expect(messageOf(await wallet.subscription(session))).toBe('settle ack'); // subscribed by its approval
  });
});

describe('sandbox relay: framing, auth, liveness', () => {
  it('answers ids larger than a double exactly, as numbers or strings, and uses such ids itself', async () => {
    const r = await relay();
    const [a, b] = await Promise.all([RawClient.open(r.url), RawClient.open(r.url)]);
    const t = topic();
    a.ws.send(`{"id":123456789012345678901234,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${t}"}}`);
    a.ws.send(`{"id":"1712345678901234567","jsonrpc":"2.0","method":"irn_publish","params":{"topic":"x","message":"m","ttl":300}}`);
    await a.next((f) => f.id === 123456789012345678901234n);
    await a.next((f) => f.id === '1712345678901234567');
    expect(a.texts.some((s) => s.startsWith('{"id":123456789012345678901234,'))).toBe(true);
    expect(a.texts.some((s) => s.startsWith('{"id":"1712345678901234567",'))).toBe(true);

    await b.request('irn_publish', { topic: t, message: 'm', ttl: 300 });
    const sub = await a.subscription(t);
    expect(typeof sub.id).toBe('bigint');
    expect(sub.id as bigint).toBeGreaterThan(BigInt(Number.MAX_SAFE_INTEGER));
    expect(a.texts.find((s) => s.includes('irn_subscription'))).toMatch(/^\{"id":\d{19},/);
  });

  it('rejects malformed frames and unknown methods with JSON-RPC errors', async () => {
    const r = await relay();
    const a = await RawClient.open(r.url);
    a.ws.send('not json');
    expect((await a.next((f) => f.error?.code === -32700)).id).toBeNull();
    expect((await a.request('irn_nonsense', {})).error?.code).toBe(-32601);
    expect((await a.request('irn_subscribe', { topic: 42 })).error?.code).toBe(-32602);
  });

  it('closes connections without a valid token with code 3000', async () => {
    const r = await relay();
    const noToken = new WebSocket(`${r.url}/?projectId=test`);
    sockets.push(noToken);
    expect(await closeCode(noToken)).toBe(CLOSE_UNAUTHORIZED);

    const keys = generateKeyPair(randomBytes(32));
    const jwt = await signJWT('sub', r.url, 86_400, keys);
    const [h, p] = jwt.split('.');
    const forged = `${h}.${p}.${Buffer.alloc(64, 1).toString('base64url')}`;
    const bad = new WebSocket(`${r.url}/?auth=${forged}`);
    sockets.push(bad);
    expect(await closeCode(bad)).toBe(CLOSE_UNAUTHORIZED);

    const expired = await signJWT('sub', r.url, 60, keys, Math.floor(Date.now() / 1000) - 3600);
    const late = new WebSocket(`${r.url}/?auth=${expired}`);
    sockets.push(late);
    expect(await closeCode(late)).toBe(CLOSE_UNAUTHORIZED);
  });

  it('pings every socket once per interval, and drops a socket that left the last ping unanswered', async () => {
    // only the relay's interval runs on the fake clock; sockets and their timeouts stay real
    jest.useFakeTimers({ doNotFake: ['Date', 'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout'] });
    try {
      const r = await relay({ pingIntervalMs: 1000 });
      const answering = await RawClient.open(r.url);
      const mute = await RawClient.open(r.url, randomBytes(32), { autoPong: false });
      const pings = new Map([answering, mute].map((c) => [c, 0]));
      for (const c of pings.keys()) c.ws.on('ping', () => pings.set(c, pings.get(c)! + 1));
      // a ping is written before the answer to any later request on the same socket: a round trip shows what arrived
      const roundTrip = (c: RawClient) => c.request('irn_subscribe', { topic: topic() });
      const counts = async () => {
        await Promise.all([...pings.keys()].map(roundTrip));
        return [...pings.values()];
      };

      await jest.advanceTimersByTimeAsync(999);
      expect(await counts()).toEqual([0, 0]);
      await jest.advanceTimersByTimeAsync(1);
      expect(await counts()).toEqual([1, 1]);

      // the next beat: the answering socket is pinged again, the mute one (no pong since the last) is dropped
      const dropped = closeCode(mute.ws);
      await jest.advanceTimersByTimeAsync(1000);
      expect(await Promise.race([dropped, roundTrip(mute).then(() => 'still answered')])).toBe(1006);
      await roundTrip(answering);
      expect(pings.get(answering)).toBe(2);
      expect(answering.ws.readyState).toBe(WebSocket.OPEN);
    } finally {
      jest.useRealTimers();
    }
  });

  it('restart() closes clients with 1012, listens again on the same port, and keeps stored messages', async () => {
    const r = await relay();
    const [a, b] = await Promise.all([RawClient.open(r.url), RawClient.open(r.url)]);
    const t = topic();
    await b.request('irn_publish', { topic: t, message: 'kept', ttl: 300 });
    const closed = closeCode(a.ws);
    await r.restart();
    expect(await closed).toBe(1012);
    const c = await RawClient.open(r.url);
    await c.request('irn_subscribe', { topic: t });
    expect(messageOf(await c.subscription(t))).toBe('kept');
  });
});
