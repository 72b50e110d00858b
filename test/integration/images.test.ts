/**
 * The image registry (SPEC §3 image registry, §7 /public/getAssetImage, /getTokenImage): network, chain, connector
 * and token images fetched as blobs once per id when the modal first opens (or the balances arrive), kept as object
 * URLs, revoked when the instance ends; a missing or non-image answer leaves the initials.
 */
import { http, HttpResponse } from 'msw';
import { closeRequested, openRequested, selectAssets, selectWalletList, tokenBalanceFetched } from '../../slices';
import { makeTestStore, testOptions, TEST_NETWORK, TEST_NETWORK_B, useSagaTimers } from '../helpers/makeTestStore';
import { useMswServer } from '../helpers/msw';
import { flushTurns, untilTurns } from '../helpers/wait';

const server = useMswServer();
const API = 'http://api.test';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"/>';

let objectUrls = 0;
let asked: string[];
beforeEach(() => {
  useSagaTimers();
  objectUrls = 0;
  asked = [];
  URL.createObjectURL = jest.fn(() => `blob:http://host.test/${(objectUrls += 1)}`);
  URL.revokeObjectURL = jest.fn();
  server.use(
    http.get(`${API}/getWallets`, () => HttpResponse.json({ data: [], count: 0 })),
    ...['getAssetImage', 'getTokenImage'].map((path) =>
      http.get(`${API}/public/${path}/:id`, ({ request, params }) => {
        const query = new URL(request.url).searchParams;
        expect(query.get('projectId')).toBe('test-project'); // SPEC §7: the catalogue API's query
        asked.push(`${path}/${String(params.id)}`);
        if (String(params.id) === 'eip155:31338') return new HttpResponse('<html>not found</html>', { headers: { 'content-type': 'text/html' } });
        return new HttpResponse(SVG, { headers: { 'content-type': 'image/svg+xml' } });
      }),
    ),
  );
});
afterEach(() => jest.useRealTimers());

const options = () => testOptions({ networks: [TEST_NETWORK, TEST_NETWORK_B], features: { analytics: false } });

describe('SPEC §3 image registry / §7 image endpoints', () => {
  it('fetches each network, chain and connector image once as a blob when the modal opens, and revokes them on destroy', async () => {
    const t = makeTestStore(options());
    t.store.dispatch(openRequested());
    await untilTurns(() => asked.length >= 4 && selectAssets(t.state()).network['eip155:31337'] !== undefined, 'images');
    await flushTurns();
    expect([...asked].sort()).toEqual(['getAssetImage/eip155', 'getAssetImage/eip155:31337', 'getAssetImage/eip155:31338', 'getAssetImage/walletconnect']);
    const assets = selectAssets(t.state());
    expect(assets.network['eip155:31337']).toMatch(/^blob:/);
    expect(assets.chain.eip155).toMatch(/^blob:/);
    // an answer that is not an image never becomes one: Sandbox B keeps its initials
    expect(assets.network['eip155:31338']).toBeUndefined();
    // the WalletConnect entry carries its registry image (SPEC §3 connector imageId)
    expect(selectWalletList(t.state()).find((w) => w.source === 'walletConnect')?.imageUrl).toBe(assets.connector.walletconnect);

    // opened again: nothing asked twice
    t.store.dispatch(closeRequested());
    t.store.dispatch(openRequested());
    await flushTurns();
    expect(asked).toHaveLength(4);

    const urls = [assets.network['eip155:31337'], assets.chain.eip155, assets.connector.walletconnect];
    t.task.cancel(); // destroy
    for (const url of urls) expect(URL.revokeObjectURL).toHaveBeenCalledWith(url);
  });

  it('a token with no icon of its own gets the registry’s token image, by symbol, once (SPEC §3 token iconUrl)', async () => {
    const t = makeTestStore(options());
    t.store.dispatch(openRequested());
    await untilTurns(() => asked.length >= 4, 'network images');
    const token = (symbol: string, iconUrl: string) => ({
      name: symbol, symbol, chainId: 'eip155:31337', value: 1, price: 1, quantity: { decimals: '18', numeric: '1' }, iconUrl,
    });
    const balances = [token('ETH', ''), token('sUSD', 'http://api.test/susd.svg')];
    t.store.dispatch(tokenBalanceFetched({ namespace: 'eip155', tokenBalance: balances }));
    t.store.dispatch(tokenBalanceFetched({ namespace: 'eip155', tokenBalance: balances }));
    await untilTurns(() => selectAssets(t.state()).token.eth !== undefined, 'token image');
    await flushTurns();
    expect(asked.filter((a) => a.startsWith('getTokenImage/'))).toEqual(['getTokenImage/eth']);
    t.task.cancel();
  });
});
