import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
/**
 * What every connected test account is asked after connect (the names flows' reverse lookup and identity, SPEC §7):
 * by default it has no name. Tests about names override these with `server.use`.
 */
const noNameHandlers = [
  http.get('*/v1/profile/reverse/:address', () => HttpResponse.json([])),
  http.get('*/v1/identity/:address', () => HttpResponse.json({ name: null, avatar: null })),
];

/**
 * SPEC §7 v1/supported-chains, asked once per instance before the account area's first blockchain-API call: by
 * default the API does not say (404), which counts as serving every chain; a test about it answers it itself.
 */
const supportedChainsUnknown = http.get('*/v1/supported-chains', () => new HttpResponse(null, { status: 404 }));

/**
 * SPEC §7 image-registry endpoints (network, chain, connector, token, currency images), asked by the catalogue flows
 * when the modal first opens: by default there is no image (404), and the initials show; image tests answer them.
 */
const noRegistryImages = ['getAssetImage', 'getTokenImage', 'getCurrencyImage'].map((path) =>
  http.get(`*/public/${path}/:id`, () => new HttpResponse(null, { status: 404 })),
);

/** One msw server per test file; unhandled requests fail the test (a request we did not expect is a bug). */
export function useMswServer() {
  const server = setupServer(supportedChainsUnknown, ...noNameHandlers, ...noRegistryImages);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
