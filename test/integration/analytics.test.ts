import { http, HttpResponse } from 'msw';
import { closeRequested, openRequested } from '../../slices';
import { makeTestStore, testOptions } from '../helpers/makeTestStore';
import { useMswServer } from '../helpers/msw';
import { flushAsync, waitUntil } from '../helpers/wait';

const server = useMswServer();

function recordRequests() {
  const seen: { url: URL; body: unknown }[] = [];
  server.events.on('request:start', async ({ request }) => {
    const body = request.method === 'POST' ? await request.clone().json() : null;
    seen.push({ url: new URL(request.url), body });
  });
  return seen;
}

const configHandler = (enabled: boolean) =>
  http.get('http://api.test/getAnalyticsConfig', () => HttpResponse.json({ isAnalyticsEnabled: enabled }));
const eventHandler = http.post('http://pulse.test/e', () => HttpResponse.json({}));

const settle = (seen: unknown[], count: number) => waitUntil(() => seen.length >= count, `${count} requests`);

describe('analytics sink', () => {
  afterEach(() => server.events.removeAllListeners());

  it('posts tracked events to /e with the SPEC §7 query and body when on in options and config', async () => {
    server.use(configHandler(true), eventHandler);
    const seen = recordRequests();
    const t = makeTestStore();
    await settle(seen, 1);
    t.store.dispatch(openRequested());
    t.store.dispatch(closeRequested());
    await settle(seen, 3);
    const posts = seen.filter((r) => r.url.pathname === '/e');
    expect(posts).toHaveLength(2);
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
    const seen = recordRequests();
    const fetchSpy = jest.fn(globalThis.fetch);
    const t = makeTestStore(testOptions({ features: { analytics: false } }), { fetch: fetchSpy });
    t.store.dispatch(openRequested());
    t.store.dispatch(closeRequested());
    await flushAsync();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(seen).toEqual([]);
    expect(t.events.map((e) => e.event)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE']);
    t.task.cancel();
  });

  it('sends no event when the remote config turns analytics off', async () => {
    server.use(configHandler(false));
    const seen = recordRequests();
    const t = makeTestStore();
    await settle(seen, 1);
    t.store.dispatch(openRequested());
    await flushAsync();
    expect(seen.map((r) => r.url.pathname)).toEqual(['/getAnalyticsConfig']);
    t.task.cancel();
  });

  it('treats a malformed config answer as off', async () => {
    server.use(http.get('http://api.test/getAnalyticsConfig', () => HttpResponse.json({ isAnalyticsEnabled: 'yes' })));
    const seen = recordRequests();
    const t = makeTestStore();
    await settle(seen, 1);
    t.store.dispatch(openRequested());
    await flushAsync();
    expect(seen.map((r) => r.url.pathname)).toEqual(['/getAnalyticsConfig']);
    t.task.cancel();
  });
});
