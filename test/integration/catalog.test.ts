import { act, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  catalogRetryRequested,
  catalogRowsShown,
  catalogSearchChanged,
  closeRequested,
  connectorAnnounced,
  openRequested,
  pushed,
  selectCatalogList,
  selectCatalogSearchResults,
  selectWalletCatalog,
  selectWalletImages,
  selectWalletList,
} from '../../slices';
import { GRID } from '../../src/core/walletGrid';
import { catalogCertifiedOnlyChanged } from '../../slices/walletCatalogRequests';
import { mountModal } from '../../src/ui/mount';
import { GetWalletsQuerySchema, type WalletEntry } from '../../src/core/api/catalog';
import { makeTestStore, testOptions, useSagaTimers } from '../helpers/makeTestStore';
import { useMswServer } from '../helpers/msw';
import { flushTurns, untilTurns } from '../helpers/wait';
import { catalogWallet, hex64 } from '../helpers/catalog';

/**
 * The wallet catalogue flows (SPEC §3, §7, §9) against an msw catalogue: the real store, the real
 * root saga, fake timers that keep promises real.
 */
const server = useMswServer();
const API = 'http://api.test';
const CLIENT_QUERY = { projectId: 'test-project', st: 'walletgate', sv: 'html-walletgate-0.1.0' };

const wallet = catalogWallet;
/** The visitor scrolled the grid on screen so that `topRow` is at the top (the fallback viewport unless given). */
const scrolledTo = (topRow: number, viewportHeight: number = GRID.fallbackViewport) => catalogRowsShown({ topRow, viewportHeight });
/** img-from … img-to */
const imagesOf = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `img-${from + i}`);
const catalogOf = (size: number) => Array.from({ length: size }, (_, i) => wallet(i + 1));

interface Seen {
  path: string;
  query: Record<string, string>;
}

/** A /getWallets that filters and pages like the hosted one, and /getWalletImage; records every request. */
function serveCatalog(catalog: WalletEntry[], override?: (query: Record<string, string>, n: number) => Response | undefined) {
  const seen: Seen[] = [];
  let calls = 0;
  server.use(
    http.get(`${API}/getWallets`, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      seen.push({ path: '/getWallets', query });
      calls += 1;
      const special = override?.(query, calls);
      if (special) return special;
      const q = GetWalletsQuerySchema.parse(query);
      const search = q.search?.toLowerCase();
      const matches = catalog.filter(
        (w) =>
          (!q.include?.length || q.include.includes(w.id)) &&
          !q.exclude?.includes(w.id) &&
          (!q.chains?.length || w.chains.some((c) => q.chains!.includes(c))) &&
          (!search || w.name.toLowerCase().includes(search)) &&
          (!q.badge_type || q.badge_type === 'none' || w.badge_type === q.badge_type),
      );
      const start = (q.page - 1) * q.entries;
      return HttpResponse.json({ data: matches.slice(start, start + q.entries), count: matches.length });
    }),
    http.get(`${API}/getWalletImage/:id`, ({ request, params }) => {
      seen.push({ path: `/getWalletImage/${String(params.id)}`, query: Object.fromEntries(new URL(request.url).searchParams) });
      return new HttpResponse('<svg xmlns="http://www.w3.org/2000/svg"/>', { headers: { 'content-type': 'image/svg+xml' } });
    }),
  );
  return {
    seen,
    walletCalls: () => seen.filter((s) => s.path === '/getWallets').map((s) => s.query),
    images: () => seen.filter((s) => s.path.startsWith('/getWalletImage/')).map((s) => s.path.slice('/getWalletImage/'.length)),
  };
}


const options = (extra: Parameters<typeof testOptions>[0] = {}) => testOptions({ features: { analytics: false }, ...extra });

let objectUrls = 0;
beforeEach(() => {
  useSagaTimers();
  objectUrls = 0;
  // jsdom has no object URLs; the browser's are opaque strings like these.
  URL.createObjectURL = jest.fn(() => `blob:http://host.test/${(objectUrls += 1)}`);
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => jest.useRealTimers());

async function openOn(t: ReturnType<typeof makeTestStore>, view?: 'AllWallets') {
  t.store.dispatch(openRequested(view ? { view } : undefined));
  await untilTurns(() => selectWalletCatalog(t.state()).highlights !== 'loading' && selectWalletCatalog(t.state()).highlights !== 'idle', 'highlights');
}

describe('featured and recommended (SPEC §9: 4 each)', () => {
  it('are fetched on the first opening only, with entries, include, exclude, chains and the client query', async () => {
    const api = serveCatalog(catalogOf(30));
    const t = makeTestStore(options({ featuredWalletIds: [hex64(7), hex64(3)], excludeWalletIds: [hex64(1)], includeWalletIds: [] }));
    expect(api.walletCalls()).toEqual([]); // nothing before the modal opens
    await openOn(t);
    const calls = api.walletCalls();
    expect(calls).toHaveLength(2);
    const featured = calls.find((q) => q.include);
    const recommended = calls.find((q) => !q.include);
    expect(featured).toEqual({ ...CLIENT_QUERY, page: '1', entries: '4', include: `${hex64(7)},${hex64(3)}`, exclude: hex64(1), chains: 'eip155:31337' });
    expect(recommended).toEqual({ ...CLIENT_QUERY, page: '1', entries: '4', exclude: [1, 7, 3].map(hex64).join(','), chains: 'eip155:31337' });

    const catalog = selectWalletCatalog(t.state());
    expect(catalog.featured).toEqual([hex64(7), hex64(3)]); // in the site's order
    expect(catalog.recommended).toEqual([2, 4, 5, 6].map(hex64));
    expect(catalog.count).toBe(29); // 30 less the excluded one: what All Wallets will list

    t.store.dispatch(closeRequested());
    t.store.dispatch(openRequested());
    await flushTurns();
    expect(api.walletCalls()).toHaveLength(2);
    t.task.cancel();
  });

  it('passes includeWalletIds to recommended and fetches no featured without featuredWalletIds', async () => {
    const api = serveCatalog(catalogOf(30));
    const t = makeTestStore(options({ includeWalletIds: [hex64(9), hex64(10)] }));
    await openOn(t);
    expect(api.walletCalls()).toEqual([{ ...CLIENT_QUERY, page: '1', entries: '4', include: `${hex64(9)},${hex64(10)}`, chains: 'eip155:31337' }]);
    expect(selectWalletCatalog(t.state()).recommended).toEqual([hex64(9), hex64(10)]);
    t.task.cancel();
  });

  it('leave out installed wallets (excludedWallets by rdns), and join the Connect list after them without duplicates', async () => {
    serveCatalog(catalogOf(30));
    const t = makeTestStore(options({ featuredWalletIds: [hex64(2)] }));
    t.store.dispatch(connectorAnnounced({ id: 'com.wallet1', name: 'Wallet One', type: 'ANNOUNCED', chain: 'eip155', rdns: 'com.wallet1' }));
    await openOn(t);
    const catalog = selectWalletCatalog(t.state());
    expect(catalog.excludedWallets).toEqual([{ rdns: 'com.wallet1', name: 'Wallet One' }]);
    expect(catalog.recommended).not.toContain(hex64(1));
    expect(catalog.recommended).toEqual([3, 4, 5].map(hex64));

    const list = selectWalletList(t.state()).filter((w) => w.source !== 'walletConnect');
    expect(list.map((w) => [w.name, w.source])).toEqual([
      ['Wallet One', 'injected'],
      ['Wallet 2', 'featured'],
      ['Wallet 3', 'recommended'],
      ['Wallet 4', 'recommended'],
      ['Wallet 5', 'recommended'],
    ]);
    t.task.cancel();
  });

  it('a failure leaves the Connect list as it was, and is tried again at the next opening', async () => {
    let fail = true;
    serveCatalog(catalogOf(10), () => (fail ? HttpResponse.json({ error: 'nope' }, { status: 404 }) : undefined));
    const t = makeTestStore(options());
    await openOn(t);
    expect(selectWalletCatalog(t.state()).highlights).toBe('failed');
    const fromCatalogue = () => selectWalletList(t.state()).filter((w) => w.source === 'featured' || w.source === 'recommended');
    expect(fromCatalogue()).toEqual([]);
    fail = false;
    t.store.dispatch(closeRequested());
    t.store.dispatch(openRequested());
    await untilTurns(() => selectWalletCatalog(t.state()).highlights === 'ready', 'retried at the next opening');
    expect(fromCatalogue()).toHaveLength(4);
    t.task.cancel();
  });
});

describe('All Wallets paging (SPEC §9: 40 a page)', () => {
  it('loads page 1 when the view opens, then one page per scroll near the end until count', async () => {
    const api = serveCatalog(catalogOf(95));
    const t = makeTestStore(options());
    await openOn(t);
    const listCalls = () => api.walletCalls().filter((q) => q.entries === '40');
    expect(listCalls()).toEqual([]);

    t.store.dispatch(pushed({ view: 'AllWallets' }));
    await untilTurns(() => selectWalletCatalog(t.state()).page === 1, 'page 1');
    await flushTurns();
    expect(listCalls()).toEqual([{ ...CLIENT_QUERY, page: '1', entries: '40', chains: 'eip155:31337' }]); // the top of 10 rows is not near the end
    expect(selectCatalogList(t.state())).toHaveLength(40);
    expect(selectWalletCatalog(t.state()).count).toBe(95);

    t.store.dispatch(scrolledTo(2)); // rows 2–5 in view of 10: not near the end yet
    await flushTurns();
    expect(listCalls()).toHaveLength(1);

    t.store.dispatch(scrolledTo(3)); // row 6 in view: 3 rows before the end
    t.store.dispatch(scrolledTo(4)); // a second near-end scroll while the page loads changes nothing
    await untilTurns(() => selectWalletCatalog(t.state()).page === 2, 'page 2');
    await flushTurns();
    expect(listCalls()).toHaveLength(2);

    t.store.dispatch(scrolledTo(13)); // rows 13–16 of 20
    await untilTurns(() => selectWalletCatalog(t.state()).page === 3, 'page 3');
    expect(selectCatalogList(t.state()).map((w) => w.order)).toEqual(Array.from({ length: 95 }, (_, i) => i + 1));

    t.store.dispatch(scrolledTo(20)); // the end, and count reached
    await flushTurns();
    expect(listCalls().map((q) => q.page)).toEqual(['1', '2', '3']);
    t.task.cancel();
  });

  it('loads the next page at once when the rows in view are still near the end after one loads', async () => {
    const api = serveCatalog(catalogOf(200));
    const t = makeTestStore(options());
    await openOn(t, 'AllWallets');
    await untilTurns(() => selectWalletCatalog(t.state()).page === 1, 'page 1');
    // A tall viewport (20 rows) near the top: page 2 (20 rows) still ends within 3 rows of it, page 3 (30) does not.
    t.store.dispatch(scrolledTo(1, 20 * GRID.rowHeight));
    await untilTurns(() => selectWalletCatalog(t.state()).page === 3, 'page 3');
    await flushTurns();
    expect(api.walletCalls().filter((q) => q.entries === '40').map((q) => q.page)).toEqual(['1', '2', '3']);
    t.task.cancel();
  });

  it('loads no page while search results show, however far they are scrolled', async () => {
    const api = serveCatalog(catalogOf(200));
    const t = makeTestStore(options());
    await openOn(t, 'AllWallets');
    await untilTurns(() => selectWalletCatalog(t.state()).page === 1, 'page 1');
    t.store.dispatch(catalogSearchChanged('wallet 1'));
    await jest.advanceTimersByTimeAsync(300);
    await untilTurns(() => selectWalletCatalog(t.state()).search.resultsQuery === 'wallet 1', 'results');
    t.store.dispatch(scrolledTo(24)); // the end of 100 results
    await flushTurns();
    expect(api.walletCalls().filter((q) => q.entries === '40').map((q) => q.page)).toEqual(['1']);
    t.task.cancel();
  });

  it('opened straight on AllWallets loads page 1 too', async () => {
    serveCatalog(catalogOf(50));
    const t = makeTestStore(options());
    t.store.dispatch(openRequested({ view: 'AllWallets' }));
    await untilTurns(() => selectWalletCatalog(t.state()).page === 1, 'page 1');
    expect(selectCatalogList(t.state())).toHaveLength(40);
    t.task.cancel();
  });

  it('retries a 500 with backoff (1 s), then shows the page', async () => {
    let listCalls = 0;
    const api = serveCatalog(catalogOf(50), (q) => {
      if (q.entries !== '40') return undefined;
      listCalls += 1;
      return listCalls === 1 ? new HttpResponse(null, { status: 500 }) : undefined;
    });
    const t = makeTestStore(options());
    await openOn(t, 'AllWallets');
    await untilTurns(() => api.walletCalls().filter((q) => q.entries === '40').length === 1, 'first try');
    await flushTurns();
    expect(selectWalletCatalog(t.state()).loading).toBe(true);
    expect(selectWalletCatalog(t.state()).error).toBeNull();
    await jest.advanceTimersByTimeAsync(999);
    expect(api.walletCalls().filter((q) => q.entries === '40')).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    await untilTurns(() => selectWalletCatalog(t.state()).page === 1, 'page 1 after the retry');
    expect(selectWalletCatalog(t.state()).error).toBeNull();
    expect(api.walletCalls().filter((q) => q.entries === '40')).toHaveLength(2);
    t.task.cancel();
  });

  it('turns a malformed answer into error state, and "Try again" loads it', async () => {
    let malformed = true;
    serveCatalog(catalogOf(50), (q) => (q.entries === '40' && malformed ? HttpResponse.json({ data: [{ id: 'nope' }], count: 'many' }) : undefined));
    const t = makeTestStore(options());
    await openOn(t, 'AllWallets');
    await untilTurns(() => selectWalletCatalog(t.state()).error !== null, 'error state');
    expect(selectWalletCatalog(t.state())).toMatchObject({ loading: false, page: 0, error: { code: 'somethingWentWrong' } });
    expect(t.logger.error).not.toHaveBeenCalled();

    malformed = false;
    t.store.dispatch(catalogRetryRequested());
    await untilTurns(() => selectWalletCatalog(t.state()).page === 1, 'page 1 after Try again');
    expect(selectWalletCatalog(t.state()).error).toBeNull();
    t.task.cancel();
  });
});

describe('without a project id', () => {
  it('sends nothing and All Wallets shows the Project ID Not Configured error', async () => {
    const api = serveCatalog(catalogOf(10));
    const t = makeTestStore(options({ projectId: undefined }));
    t.store.dispatch(openRequested({ view: 'AllWallets' }));
    await untilTurns(() => selectWalletCatalog(t.state()).error !== null, 'error state');
    expect(selectWalletCatalog(t.state()).error).toEqual({ code: 'APKT001' });
    await flushTurns();
    expect(api.seen).toEqual([]);
    t.task.cancel();
  });
});

describe('SPEC §7 getWallets badge_type: "Certified only" in All Wallets', () => {
  it('asks the list and the search again with badge_type=certified from page 1, and lists only certified wallets', async () => {
    const catalog = [...catalogOf(50), wallet(201, { name: 'Oak Certified', badge_type: 'certified' }), wallet(202, { name: 'Oak Plain' }), wallet(203, { name: 'Elm Certified', badge_type: 'certified' })];
    const api = serveCatalog(catalog);
    const t = makeTestStore(options());
    await openOn(t, 'AllWallets');
    await untilTurns(() => selectWalletCatalog(t.state()).page === 1, 'page 1');
    t.store.dispatch(catalogSearchChanged('oak'));
    await jest.advanceTimersByTimeAsync(300);
    await untilTurns(() => selectWalletCatalog(t.state()).search.resultsQuery === 'oak', 'results');
    expect(selectCatalogSearchResults(t.state()).map((w) => w.name)).toEqual(['Oak Certified', 'Oak Plain']);

    t.store.dispatch(catalogCertifiedOnlyChanged(true));
    await jest.advanceTimersByTimeAsync(300);
    await untilTurns(() => selectWalletCatalog(t.state()).page === 1 && selectWalletCatalog(t.state()).search.resultsQuery === 'oak', 'certified page 1 and results');
    const certified = api.walletCalls().filter((q) => q.badge_type === 'certified');
    expect(certified).toEqual([
      { ...CLIENT_QUERY, page: '1', entries: '40', chains: 'eip155:31337', badge_type: 'certified' },
      { ...CLIENT_QUERY, page: '1', entries: '100', search: 'oak', chains: 'eip155:31337', badge_type: 'certified' },
    ]);
    expect(selectCatalogList(t.state()).map((w) => w.name)).toEqual(['Oak Certified', 'Elm Certified']);
    expect(selectCatalogSearchResults(t.state()).map((w) => w.name)).toEqual(['Oak Certified']);

    // cleared: the whole catalogue again
    t.store.dispatch(catalogSearchChanged(''));
    t.store.dispatch(catalogCertifiedOnlyChanged(false));
    await untilTurns(() => selectWalletCatalog(t.state()).page === 1 && selectWalletCatalog(t.state()).count === 53, 'the whole list');
    expect(selectCatalogList(t.state())).toHaveLength(40);
    t.task.cancel();
  });
});

describe('search (SPEC §9: 100 entries after 300 ms of quiet)', () => {
  it('sends only the last of several quick queries, 300 ms after the last keystroke, and tracks SEARCH_WALLET', async () => {
    const catalog = [...catalogOf(20), wallet(101, { name: 'Oak Wallet' }), wallet(102, { name: 'Oak Vault' })];
    const api = serveCatalog(catalog);
    const t = makeTestStore(options());
    await openOn(t, 'AllWallets');
    const searches = () => api.walletCalls().filter((q) => q.search !== undefined);

    for (const query of ['o', 'oa', 'oak']) {
      t.store.dispatch(catalogSearchChanged(query));
      await jest.advanceTimersByTimeAsync(100);
    }
    expect(selectWalletCatalog(t.state()).search.query).toBe('oak');
    await jest.advanceTimersByTimeAsync(199); // 299 ms since the last keystroke
    await flushTurns();
    expect(searches()).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    await untilTurns(() => selectWalletCatalog(t.state()).search.resultsQuery === 'oak', 'results');
    expect(searches()).toEqual([{ ...CLIENT_QUERY, page: '1', entries: '100', search: 'oak', chains: 'eip155:31337' }]);
    expect(selectCatalogSearchResults(t.state()).map((w) => w.name)).toEqual(['Oak Wallet', 'Oak Vault']);
    expect(t.events.filter((e) => e.event === 'SEARCH_WALLET')).toEqual([
      { type: 'track', event: 'SEARCH_WALLET', properties: { search: 'oak' }, timestamp: expect.any(Number) },
    ]);

    // Clearing the box shows the list again at once and sends nothing.
    t.store.dispatch(catalogSearchChanged(''));
    await jest.advanceTimersByTimeAsync(300);
    await flushTurns();
    expect(selectWalletCatalog(t.state()).search).toMatchObject({ query: '', results: [] });
    expect(searches()).toHaveLength(1);
    t.task.cancel();
  });

  it('a failed search is error state; typing again searches again', async () => {
    let fail = true;
    const api = serveCatalog(catalogOf(10), (q) => (q.search && fail ? new HttpResponse(null, { status: 400 }) : undefined));
    const t = makeTestStore(options());
    await openOn(t, 'AllWallets');
    t.store.dispatch(catalogSearchChanged('wallet 1'));
    await jest.advanceTimersByTimeAsync(300);
    await untilTurns(() => selectWalletCatalog(t.state()).search.error !== null, 'search error');
    expect(selectWalletCatalog(t.state()).search.error).toEqual({ code: 'httpStatus', params: { status: 400 } });
    fail = false;
    t.store.dispatch(catalogSearchChanged('wallet 1'));
    await jest.advanceTimersByTimeAsync(300);
    await untilTurns(() => selectWalletCatalog(t.state()).search.resultsQuery === 'wallet 1', 'results');
    expect(selectCatalogSearchResults(t.state()).map((w) => w.name)).toEqual(['Wallet 1', 'Wallet 10']);
    expect(api.walletCalls().filter((q) => q.search)).toHaveLength(2);
    t.task.cancel();
  });
});

describe('wallet images (SPEC §9: prefetched for the first 20)', () => {
  it('prefetches the first 20 of page 1 into the assets slice as URL strings; the rest of the rows in view once settled', async () => {
    const api = serveCatalog(catalogOf(60));
    const t = makeTestStore(options());
    await openOn(t, 'AllWallets');
    await untilTurns(() => selectWalletCatalog(t.state()).page === 1, 'page 1');
    await untilTurns(() => Object.keys(selectWalletImages(t.state())).length === 20, '20 images');
    await flushTurns();
    const first20 = imagesOf(1, 20);
    expect([...api.images()].sort()).toEqual([...first20].sort()); // the 4 recommended are among them: fetched once
    expect(Object.keys(selectWalletImages(t.state())).sort()).toEqual([...first20].sort());
    for (const url of Object.values(selectWalletImages(t.state()))) expect(url).toMatch(/^blob:http:\/\/host\.test\/\d+$/);
    // every catalogue request carries the client query
    for (const s of api.seen) expect(s.query).toMatchObject(CLIENT_QUERY);

    // The grid at the top renders rows 0–6 (wallets 1–28): the rest of those follow once nothing new is asked for 100 ms.
    await jest.advanceTimersByTimeAsync(100);
    await untilTurns(() => api.images().length === 28, 'the rows at the top');
    await flushTurns();
    expect([...api.images()].sort()).toEqual(imagesOf(1, 28).sort());
    t.task.cancel();
  });

  it('fetches the images of the rows scrolled into view once each, after the scroll pauses', async () => {
    const api = serveCatalog(catalogOf(60));
    const t = makeTestStore(options());
    await openOn(t, 'AllWallets');
    await untilTurns(() => selectWalletCatalog(t.state()).page === 1, 'page 1');
    await jest.advanceTimersByTimeAsync(100);
    await untilTurns(() => api.images().length === 28, 'the rows at the top');

    t.store.dispatch(scrolledTo(5)); // rows 3–11: near the end of page 1, so page 2 loads and fills rows 10–11
    await untilTurns(() => selectWalletCatalog(t.state()).page === 2, 'page 2');
    await flushTurns();
    expect(api.images()).toHaveLength(28); // held while rows keep changing (a scroll in progress)…
    await jest.advanceTimersByTimeAsync(100); // …and fetched once the asks pause for 100 ms
    await untilTurns(() => selectWalletImages(t.state())['img-48'] !== undefined, 'image 48');
    await flushTurns();
    expect([...api.images()].sort()).toEqual(imagesOf(1, 48).sort()); // each once; nothing below the rendered rows

    t.store.dispatch(scrolledTo(0)); // back up: those rows' images are there already
    await jest.advanceTimersByTimeAsync(100);
    await flushTurns();
    expect(api.images()).toHaveLength(48);
    t.task.cancel();
  });

  it('fetches the images of the search results scrolled into view', async () => {
    const api = serveCatalog(catalogOf(200));
    const t = makeTestStore(options());
    await openOn(t, 'AllWallets');
    await untilTurns(() => selectWalletCatalog(t.state()).page === 1, 'page 1');
    await jest.advanceTimersByTimeAsync(100);
    await untilTurns(() => api.images().length === 28, 'the rows at the top');

    t.store.dispatch(catalogSearchChanged('wallet 1'));
    await jest.advanceTimersByTimeAsync(300);
    await untilTurns(() => selectWalletCatalog(t.state()).search.resultsQuery === 'wallet 1', 'results');
    const results = selectCatalogSearchResults(t.state()).map((w) => w.image_id);
    expect(results).toHaveLength(100);
    t.store.dispatch(scrolledTo(20)); // the last rows of 25: rows 18–24 render (2 above the view), results 73–100
    await jest.advanceTimersByTimeAsync(100);
    await untilTurns(() => results.slice(72).every((id) => selectWalletImages(t.state())[id] !== undefined), 'the results in view');
    await flushTurns();
    const fetched = api.images();
    expect(new Set(fetched).size).toBe(fetched.length); // each once
    // the list's top rows, the results' first 20 (SPEC §9) and their rows in view: none of the results between
    expect(new Set(fetched)).toEqual(new Set([...imagesOf(1, 28), ...results.slice(0, 28), ...results.slice(72)]));
    t.task.cancel();
  });
});

describe('rendering All Wallets (a remount, a time-travel jump)', () => {
  it('over a loaded list with a missing image, dispatches nothing and sends no request', async () => {
    const api = serveCatalog(catalogOf(60));
    server.use(http.get(`${API}/getWalletImage/img-3`, () => HttpResponse.json({ error: 'gone' }, { status: 404 })));
    const t = makeTestStore(options());
    await openOn(t, 'AllWallets');
    await untilTurns(() => selectWalletCatalog(t.state()).page === 1, 'page 1');
    await jest.advanceTimersByTimeAsync(60_000); // the rows at the top settle; img-3's retries run out
    await flushTurns();
    expect(selectWalletImages(t.state())['img-3']).toBeUndefined();
    const actions = t.actions.length;
    const requests = api.seen.length;

    let unmount = () => {};
    await act(async () => {
      unmount = mountModal({ store: t.store }).unmount;
    });
    const host = document.querySelector('walletgate-modal')!;
    const ui = within(host.shadowRoot as unknown as HTMLElement);
    const tile = await ui.findByRole('button', { name: 'Wallet 3' });
    expect(tile.querySelector('img')).toBeNull(); // on screen, image missing
    await jest.advanceTimersByTimeAsync(1_000);
    await flushTurns();
    expect(t.actions.slice(actions).map((a) => a.type)).toEqual([]);
    expect(api.seen).toHaveLength(requests);
    act(() => unmount());
    t.task.cancel();
  });
});
