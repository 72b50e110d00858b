import { setupServer } from 'msw/node';

/** One msw server per test file; unhandled requests fail the test (a request we did not expect is a bug). */
export function useMswServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
