/** Read methods go to the current chain's node over plain HTTP JSON-RPC. */
import { ProviderRpcError } from './errors';

let nextId = 1;

export async function jsonRpc<T = unknown>(url: string, method: string, params: unknown[] = []): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
    });
  } catch (error) {
    throw new ProviderRpcError(-32603, `RPC ${url} unreachable: ${(error as Error).message}`);
  }
  const body = (await res.json().catch(() => null)) as { result?: T; error?: { code: number; message: string; data?: unknown } } | null;
  if (!body) throw new ProviderRpcError(-32603, `RPC ${url} answered HTTP ${res.status} without JSON`);
  if (body.error) throw new ProviderRpcError(body.error.code, body.error.message, body.error.data);
  return body.result as T;
}
