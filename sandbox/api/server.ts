import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { RecordedRequest } from '../../src/core/api';
import type { ApiContext } from './context';
import { bodyReader, CORS_HEADERS, dispatch, HttpError, json, send, type Reply, type Router } from './http';
import { ArmFaultSchema, type Faults } from '../faults';

/** The most requests kept in the log; older ones are dropped first. */
const MAX_LOGGED_REQUESTS = 10_000;
const UNLOGGED = new Set(['/sandbox/requests', '/sandbox/health']);
/** The fault-injection control (sandbox/faults.ts); never itself faulted or logged. */
const FAULTS_PATH = '/__faults';

async function faultControl(faults: Faults, req: IncomingMessage, method: string): Promise<Reply> {
  if (method === 'GET') return json(faults.report());
  if (method === 'DELETE') {
    faults.clear();
    return json(faults.report());
  }
  if (method !== 'POST') return json({ error: `Method ${method} not allowed` }, 405);
  const parsed = ArmFaultSchema.safeParse(await bodyReader(req)());
  if (!parsed.success) return json({ error: 'Expected {route, fault, count?, method?, query?}' }, 400);
  faults.arm(parsed.data);
  return json(faults.report());
}

function record(ctx: ApiContext, method: string, url: URL, status: number): void {
  if (UNLOGGED.has(url.pathname)) return;
  const query = Object.fromEntries(url.searchParams);
  const entry: RecordedRequest = {
    method,
    path: url.pathname,
    query,
    projectId: query.projectId ?? null,
    st: query.st ?? null,
    sv: query.sv ?? null,
    status,
    at: new Date().toISOString(),
  };
  ctx.requests.push(entry);
  if (ctx.requests.length > MAX_LOGGED_REQUESTS) ctx.requests.splice(0, ctx.requests.length - MAX_LOGGED_REQUESTS);
}

function errorReply(err: unknown, ctx: ApiContext, what: string): Reply {
  if (err instanceof HttpError) return json({ error: err.message }, err.status);
  const message = err instanceof Error ? ((err as { shortMessage?: string }).shortMessage ?? err.message) : String(err);
  ctx.log(`api: ${what} failed: ${message}`);
  return json({ error: message }, 500);
}

/** One node:http server over the router: CORS open, every failure a JSON `{error}`; `faults` armed answer first. */
export function createApiServer(router: Router, ctx: ApiContext, faults?: Faults): Server {
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    const method = req.method ?? 'GET';
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      send(res, json({ error: 'Bad URL' }, 400));
      return;
    }
    if (method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS);
      res.end();
      return;
    }
    if (faults && url.pathname === FAULTS_PATH) {
      faultControl(faults, req, method)
        .catch((err: unknown) => errorReply(err, ctx, `${method} ${url.pathname}`))
        .then((reply) => send(res, reply), () => res.destroy());
      return;
    }
    const fault = faults?.take(method, url.pathname, url.searchParams);
    if (fault) {
      record(ctx, method, url, fault === '429' ? 429 : fault === '500' ? 500 : fault === 'hang' || fault === 'drop' ? 0 : 200);
      faults!.inject(fault, req, res, CORS_HEADERS);
      return;
    }
    const handle = async (): Promise<Reply> => dispatch(router, req, url);
    handle()
      .catch((err: unknown) => errorReply(err, ctx, `${method} ${url.pathname}`))
      .then((reply) => {
        record(ctx, method, url, reply.status ?? 200);
        if (!res.headersSent) send(res, reply);
      })
      .catch((err: unknown) => {
        ctx.log(`api: could not answer ${method} ${url.pathname}: ${String(err)}`);
        res.destroy();
      });
  });
}
