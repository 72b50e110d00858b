import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod/mini';

// zod/mini ships no messages of its own; the sandbox answers 400s with readable English ones.
z.config(z.locales.en());

/** A failure that becomes a `{error}` JSON answer with this status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface Request {
  method: string;
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  /** parsed JSON (or form) body; undefined for bodies-less requests */
  body(): Promise<unknown>;
}

export type Reply =
  | { status?: number; json: unknown }
  | { status?: number; text: string; contentType: string; headers?: Record<string, string> };

export type Handler = (req: Request) => Promise<Reply> | Reply;

interface Route {
  method: string;
  parts: string[];
  handler: Handler;
}

/** Tiny path router: segments starting with ':' capture one path segment (URI-decoded). */
export class Router {
  private readonly routes: Route[] = [];

  on(method: string, pattern: string, handler: Handler): this {
    this.routes.push({ method, parts: pattern.split('/').filter(Boolean), handler });
    return this;
  }
  get(pattern: string, handler: Handler): this {
    return this.on('GET', pattern, handler);
  }
  post(pattern: string, handler: Handler): this {
    return this.on('POST', pattern, handler);
  }
  delete(pattern: string, handler: Handler): this {
    return this.on('DELETE', pattern, handler);
  }

  /** `null` = no such path; 'method' = the path exists under another method. */
  match(method: string, path: string): { handler: Handler; params: Record<string, string> } | 'method' | null {
    const segments = path.split('/').filter(Boolean);
    let pathMatched = false;
    for (const route of this.routes) {
      if (route.parts.length !== segments.length) continue;
      const params: Record<string, string> = {};
      const ok = route.parts.every((part, i) => {
        const segment = segments[i] as string;
        if (part.startsWith(':')) {
          params[part.slice(1)] = safeDecode(segment);
          return true;
        }
        return part === segment;
      });
      if (!ok) continue;
      if (route.method === method) return { handler: route.handler, params };
      pathMatched = true;
    }
    return pathMatched ? 'method' : null;
  }
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new HttpError(400, 'Malformed URL encoding');
  }
}

/** Validates `data` with a zod schema (mini or classic), answering 400 with the first issue on failure. */
export function parse<S extends z.core.$ZodType>(schema: S, data: unknown, what = 'request'): z.output<S> {
  const result = z.safeParse(schema, data);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue && issue.path.length ? ` (${issue.path.join('.')})` : '';
  throw new HttpError(400, `Invalid ${what}${where}: ${issue?.message ?? 'bad input'}`);
}

/** Routes a request: 404 for an unknown path, 405 for a known path with another method (HEAD is served as GET). */
export function dispatch(router: Router, req: IncomingMessage, url: URL): Promise<Reply> | Reply {
  const method = req.method ?? 'GET';
  const found = router.match(method === 'HEAD' ? 'GET' : method, url.pathname);
  if (found === null) return json({ error: `Not found: ${url.pathname}` }, 404);
  if (found === 'method') return json({ error: `Method ${method} not allowed` }, 405);
  return found.handler({
    method,
    path: url.pathname,
    params: found.params,
    query: Object.fromEntries(url.searchParams),
    headers: req.headers,
    body: bodyReader(req),
  });
}

const MAX_BODY_BYTES = 1_000_000;
const BODY_TIMEOUT_MS = 10_000;

/** Reads the body once: JSON, or `application/x-www-form-urlencoded` as a flat object. */
export function bodyReader(req: IncomingMessage): () => Promise<unknown> {
  let pending: Promise<unknown> | undefined;
  return () => (pending ??= readBody(req));
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const raw = await new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(() => reject(new HttpError(408, 'Request body timed out')), BODY_TIMEOUT_MS);
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        clearTimeout(timer);
        reject(new HttpError(413, 'Request body too large'));
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
  if (raw.trim() === '') return undefined;
  const type = req.headers['content-type'] ?? '';
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(raw));
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new HttpError(400, 'Body is not valid JSON');
  }
}

export const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'access-control-allow-headers': '*',
  'access-control-max-age': '600',
};

export function send(res: ServerResponse, reply: Reply): void {
  const status = reply.status ?? 200;
  if ('json' in reply) {
    const body = JSON.stringify(reply.json, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
    res.writeHead(status, { ...CORS_HEADERS, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(body);
  } else {
    res.writeHead(status, { ...CORS_HEADERS, 'content-type': reply.contentType, ...reply.headers });
    res.end(reply.text);
  }
}

export const json = (data: unknown, status = 200): Reply => ({ status, json: data });
export const svg = (text: string): Reply => ({
  text,
  contentType: 'image/svg+xml',
  headers: { 'cache-control': 'public, max-age=3600' },
});
export const html = (text: string, status = 200): Reply => ({ status, text, contentType: 'text/html; charset=utf-8' });
