import { http, HttpResponse } from 'msw';
import { closeRequested, openRequested } from '../../slices';
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
});
