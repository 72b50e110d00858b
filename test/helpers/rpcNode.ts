/** A scripted JSON-RPC node on both test chains, for the widget's integration tests (msw). */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { SetupServer } from 'msw/node';
import { TEST_ENDPOINTS, TEST_NETWORK, TEST_NETWORK_B } from './makeTestStore';

type RpcHandler = (params: unknown[]) => unknown;

/**
 * A JSON-RPC node on both test chains: eth_getBalance (1.5 ETH), eth_gasPrice (1 gwei) and equal nonces by
 * default; `methods` overrides or adds (a handler throws `{ code, message }` for an error reply). Every call is logged.
 */
export function rpcNode(server: SetupServer, methods: Record<string, RpcHandler> = {}) {
  const calls: { method: string; params: unknown[] }[] = [];
  const all: Record<string, RpcHandler> = {
    eth_getBalance: () => '0x14d1120d7b160000',
    eth_gasPrice: () => '0x3b9aca00',
    eth_getTransactionCount: () => '0x5',
    eth_chainId: () => '0x7a69',
    eth_estimateGas: () => '0x5208',
    // the fallback transport's ranking pings (SPEC §9)
    net_listening: () => true,
    ...methods,
  };
  type Call = { id: number; method: string; params?: unknown[] };
  const one = (body: Call): JsonBodyType => {
    calls.push({ method: body.method, params: body.params ?? [] });
    const handler = all[body.method];
    if (!handler) return { jsonrpc: '2.0', id: body.id, error: { code: -32601, message: `not here: ${body.method}` } };
    try {
      return { jsonrpc: '2.0', id: body.id, result: handler(body.params ?? []) as JsonBodyType };
    } catch (thrown) {
      // a handler throws `{ code, message, data? }` to answer as a node error does
      return { jsonrpc: '2.0', id: body.id, error: thrown as JsonBodyType };
    }
  };
  // SPEC §9 batches up to 1000 calls in one POST (a JSON array, answered in kind)
  const answer = async ({ request }: { request: Request }) => {
    const body = (await request.json()) as Call | Call[];
    return HttpResponse.json(Array.isArray(body) ? body.map(one) : one(body));
  };
  server.use(
    http.post(`${TEST_NETWORK.rpcUrls.default.http[0]}/`, answer),
    http.post(`${TEST_NETWORK_B.rpcUrls.default.http[0]}/`, answer),
    // SPEC §7: the blockchain API's JSON-RPC endpoint, the last of each network's ranked URLs
    http.post(`${TEST_ENDPOINTS.blockchainApi}/v1/`, answer),
    // opening the modal asks the wallet catalogue for featured wallets: an empty one will do here
    http.get(`${TEST_ENDPOINTS.catalogApi}/getWallets`, () => HttpResponse.json({ data: [], count: 0 })),
  );
  return { calls, methods: () => calls.map((c) => c.method) };
}
