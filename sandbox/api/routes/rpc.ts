import { JsonRpcPayloadSchema, RPC_ERROR, type JsonRpcResponse } from '../../../src/core/api';
import type { ApiContext } from '../context';
import { json, type Reply, type Router } from '../http';

const rpcError = (id: unknown, code: number, message: string): JsonRpcResponse => ({
  jsonrpc: '2.0',
  id: typeof id === 'string' || typeof id === 'number' ? id : null,
  error: { code, message },
});

const firstId = (body: unknown): unknown =>
  Array.isArray(body) ? undefined : body && typeof body === 'object' ? (body as { id?: unknown }).id : undefined;

/** JSON-RPC 2.0 (single or batch) at /v1/?chainId={caip2}, forwarded to that sandbox chain's node. */
export function rpcRoutes(router: Router, ctx: ApiContext): void {
  const upstream = (caip: string | undefined): string | undefined => {
    if (!caip) return undefined;
    if (caip === ctx.chains.solanaCaip) return ctx.chains.info.solana.rpcUrl;
    return ctx.chains.evmByCaip(caip)?.info.rpcUrl;
  };

  router.post('/v1', async (req): Promise<Reply> => {
    let body: unknown;
    try {
      body = await req.body();
    } catch {
      return json(rpcError(null, RPC_ERROR.parse, 'Parse error'));
    }
    const target = upstream(req.query.chainId);
    if (!target) return json(rpcError(firstId(body), RPC_ERROR.invalidParams, `Unsupported chainId: ${req.query.chainId ?? '(none)'}`));
    const payload = JsonRpcPayloadSchema.safeParse(body);
    if (!payload.success) return json(rpcError(firstId(body), RPC_ERROR.invalidRequest, 'Invalid JSON-RPC request'));
    try {
      const res = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload.data),
        signal: AbortSignal.timeout(10_000),
      });
      return json((await res.json()) as unknown, res.ok ? 200 : 502);
    } catch (err) {
      return json(rpcError(firstId(body), RPC_ERROR.internal, `Upstream error: ${err instanceof Error ? err.message : String(err)}`), 502);
    }
  });
}
