import { http, HttpResponse } from 'msw';
import { closeRequested, openRequested } from '../../slices';
import { createWalletGate } from '../../src';
import type { GateEvent } from '../../src/events/bus';
import { createStorage, memoryBackend } from '../../src/services/storage';
import { makeTestStore, testOptions } from '../helpers/makeTestStore';
import { useMswServer } from '../helpers/msw';
import { flushAsync, waitUntil } from '../helpers/wait';

const server = useMswServer();

/** Records the analytics traffic (the config read and /e posts); other features' requests are not this test's business. */
function recordRequests() {
  const seen: { url: URL; body: unknown }[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname !== '/e' && url.pathname !== '/getAnalyticsConfig') return;
    const body = request.method === 'POST' ? await request.clone().json() : null;
    seen.push({ url, body });
  });
  return seen;
}
const catalogHandler = http.get('http://api.test/getWallets', () => HttpResponse.json({ data: [], count: 0 }));

const configHandler = (enabled: boolean) =>
  http.get('http://api.test/getAnalyticsConfig', () => HttpResponse.json({ isAnalyticsEnabled: enabled }));
const eventHandler = http.post('http://pulse.test/e', () => HttpResponse.json({}));

const settle = (seen: unknown[], count: number) => waitUntil(() => seen.length >= count, `${count} requests`);

describe('analytics sink', () => {
  afterEach(() => server.events.removeAllListeners());

  it('posts tracked events to /e with the SPEC §7 query and body when on in options and config', async () => {
    server.use(configHandler(true), eventHandler, catalogHandler);
    const seen = recordRequests();
    const t = makeTestStore();
    t.store.dispatch(openRequested());
    t.store.dispatch(closeRequested());
    await settle(seen, 3);
    const posts = seen.filter((r) => r.url.pathname === '/e');
    expect(posts).toHaveLength(2);
    expect(seen[0]!.url.pathname).toBe('/getAnalyticsConfig');
    const [first] = posts;
    expect(Object.fromEntries(first!.url.searchParams)).toEqual({ projectId: 'test-project', st: 'walletgate', sv: 'html-walletgate-0.1.0' });
    expect(first!.body).toEqual({
      eventId: expect.any(String),
      url: 'http://host.test/page',
      domain: 'host.test',
      timestamp: expect.any(Number),
      props: { type: 'track', event: 'MODAL_OPEN', properties: { view: 'Connect' } },
    });
    expect((posts[1]!.body as { props: { event: string } }).props.event).toBe('MODAL_CLOSE');
    t.task.cancel();
  });

  it("loads the sink and sends only once the opened dialog has painted: its chunk never holds back the dialog's first frame", async () => {
    server.use(configHandler(true), eventHandler, catalogHandler);
    const seen = recordRequests();
    const paints: (() => void)[] = [];
    const t = makeTestStore(testOptions(), { afterPaint: () => new Promise<void>((resolve) => void paints.push(resolve)) });
    t.store.dispatch(openRequested());
    await flushAsync();
    expect(t.events.map((e) => e.event)).toEqual(['MODAL_OPEN']);
    expect(paints.length).toBeGreaterThan(0);
    expect(seen).toEqual([]);
    for (const paint of paints.splice(0)) paint();
    await settle(seen, 2);
    expect(seen.map((r) => r.url.pathname)).toEqual(['/getAnalyticsConfig', '/e']);
    t.task.cancel();
  });

  it('sends nothing at all when analytics is off in the options', async () => {
    server.use(catalogHandler);
    const seen = recordRequests();
    const fetchSpy = jest.fn(globalThis.fetch);
    const t = makeTestStore(testOptions({ features: { analytics: false } }), { fetch: fetchSpy });
    t.store.dispatch(openRequested());
    t.store.dispatch(closeRequested());
    await flushAsync();
    const analyticsCalls = fetchSpy.mock.calls.filter(([url]) => /\/e\?|getAnalyticsConfig/.test(String(url)));
    expect(analyticsCalls).toEqual([]);
    expect(seen).toEqual([]);
    expect(t.events.map((e) => e.event)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE']);
    t.task.cancel();
  });

  it('sends no event when the remote config turns analytics off', async () => {
    server.use(configHandler(false), catalogHandler);
    const seen = recordRequests();
    const t = makeTestStore();
    t.store.dispatch(openRequested());
    await settle(seen, 1);
    await flushAsync();
    expect(seen.map((r) => r.url.pathname)).toEqual(['/getAnalyticsConfig']);
    t.task.cancel();
  });

  it('treats a malformed config answer as off', async () => {
    server.use(http.get('http://api.test/getAnalyticsConfig', () => HttpResponse.json({ isAnalyticsEnabled: 'yes' })), catalogHandler);
    const seen = recordRequests();
    const t = makeTestStore();
    t.store.dispatch(openRequested());
    await settle(seen, 1);
    await flushAsync();
    expect(seen.map((r) => r.url.pathname)).toEqual(['/getAnalyticsConfig']);
    t.task.cancel();
  });

  it("goes on tracking and posting when a host's listener throws (one bad `on` callback must not end the session's analytics)", async () => {
    server.use(configHandler(true), eventHandler, catalogHandler);
    const seen = recordRequests();
    const logger = { warn: jest.fn(), error: jest.fn() };
    const gate = createWalletGate(testOptions({ headless: true }), {
      storage: createStorage(memoryBackend()),
      session: createStorage(memoryBackend()),
      location: { href: 'http://host.test/page', hostname: 'host.test' },
      afterPaint: () => Promise.resolve(),
      logger,
    });
    const bug = new Error('host listener bug');
    const throwing = jest.fn(() => {
      throw bug;
    });
    gate.on('MODAL_OPEN', throwing);
    const closes: GateEvent[] = [];
    gate.on('MODAL_CLOSE', (e) => void closes.push(e));
    const all: GateEvent[] = [];
    gate.subscribeEvents((e) => void all.push(e));

    for (let round = 0; round < 3; round += 1) {
      await gate.open();
      await gate.close();
    }

    const expected = ['MODAL_OPEN', 'MODAL_CLOSE', 'MODAL_OPEN', 'MODAL_CLOSE', 'MODAL_OPEN', 'MODAL_CLOSE'];
    await waitUntil(() => all.length >= expected.length, 'six tracked events');
    expect(all.map((e) => e.event)).toEqual(expected);
    expect(closes).toHaveLength(3);
    expect(throwing).toHaveBeenCalledTimes(3);
    expect(logger.error).toHaveBeenCalledWith('[WalletGate] a listener of MODAL_OPEN threw', bug);
    // no watcher stopped: the tracking saga is still running
    expect(logger.error.mock.calls.filter(([m]) => /stopped/.test(String(m)))).toEqual([]);

    await settle(seen, 1 + expected.length);
    const posted = seen.filter((r) => r.url.pathname === '/e').map((r) => (r.body as { props: { event: string } }).props.event);
    expect(posted).toEqual(expected);

    // and later still: one more round reaches listeners and the sink
    await gate.open();
    await waitUntil(() => all.length === expected.length + 1, 'the seventh event');
    await settle(seen, 2 + expected.length);
    expect(seen.at(-1)!.url.pathname).toBe('/e');
    gate.destroy();
  });
});
