import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { methods, RpcError } from './methods';
import type { SolanaLedger } from './ledger';
import { attachSubscriptions } from './subscriptions';

interface RpcRequest {
  jsonrpc?: string;
  id?: unknown;
  method?: unknown;
  params?: unknown;
}

/** Runs one JSON-RPC request against the ledger; undefined for notifications (no id). */
function handleRpc(ledger: SolanaLedger, req: RpcRequest): object | undefined {
  const id = req.id ?? null;
  const fail = (code: number, message: string, data?: unknown) => ({ jsonrpc: '2.0', id, error: { code, message, ...(data === undefined ? {} : { data }) } });
  if (typeof req.method !== 'string') return fail(-32600, 'Invalid request');
  const method = methods[req.method];
  if (!method) return fail(-32601, 'Method not found');
  try {
    const result = method(ledger, Array.isArray(req.params) ? req.params : []);
    return { jsonrpc: '2.0', id, result };
  } catch (err) {
    if (err instanceof RpcError) return fail(err.code, err.message, err.data);
    return fail(-32603, `Internal error: ${(err as Error).message}`);
  }
}

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': '*',
};

function listen(server: http.Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function closeGracefully(client: WebSocket): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => client.terminate(), 500);
    client.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
    client.close(1000, 'sandbox stopped');
  });
}

export interface SolanaServer {
  rpcUrl: string;
  wsUrl: string;
  close(): Promise<void>;
}

/** HTTP JSON-RPC on `httpPort`, subscriptions over WebSocket on `wsPort` (web3.js defaults to http port + 1). */
export async function startSolanaServer(ledger: SolanaLedger, httpPort: number, wsPort: number): Promise<SolanaServer> {
  const httpServer = http.createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    if (req.method !== 'POST') {
      res.writeHead(405, cors).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        body = undefined;
      }
      const answer =
        body === undefined
          ? { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }
          : Array.isArray(body)
            ? body.map((r) => handleRpc(ledger, r as RpcRequest) ?? null)
            : handleRpc(ledger, body as RpcRequest);
      res.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  httpServer.keepAliveTimeout = 1000;

  const wsHttp = http.createServer((_req, res) => res.writeHead(426).end());
  const wss = new WebSocketServer({ server: wsHttp });
  const detach = attachSubscriptions(ledger, wss);

  await listen(httpServer, httpPort);
  try {
    await listen(wsHttp, wsPort);
  } catch (err) {
    await new Promise((r) => httpServer.close(r));
    throw err;
  }

  const close = async (): Promise<void> => {
    detach();
    // Close code 1000 tells web3.js (rpc-websockets) not to reconnect; terminate whoever lingers.
    await Promise.all([...(wss.clients as Set<WebSocket>)].map((client) => closeGracefully(client)));
    await new Promise<void>((r) => wss.close(() => r()));
    httpServer.closeAllConnections();
    wsHttp.closeAllConnections();
    await Promise.all([
      new Promise((r) => httpServer.close(r)),
      new Promise((r) => wsHttp.close(r)),
    ]);
  };
  const port = (s: http.Server) => (s.address() as AddressInfo).port;
  return { rpcUrl: `http://127.0.0.1:${port(httpServer)}`, wsUrl: `ws://127.0.0.1:${port(wsHttp)}`, close };
}
