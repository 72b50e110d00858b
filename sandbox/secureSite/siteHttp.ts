/** HTTP plumbing of the secure site: same-origin only (no CORS headers, cross-origin writes refused),
 * strict security headers, and the device/session a request comes with. */
import type { ServerResponse } from 'node:http';
import type { z } from 'zod/mini';
import { HttpError, type Reply, type Request } from '../api/http';
import type { SiteContext } from './context';
import { AUTH_HEADER, DEVICE_HEADER, DeviceIdSchema, SITE_ERRORS } from './contract';
import type { Session } from './state';

const BASE_HEADERS: Record<string, string> = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** Pages only loopback sites may frame; everything else may not be framed at all. */
export const FRAME_PAGE_CSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors http://127.0.0.1:* http://localhost:*";
const PAGE_CSP = "default-src 'self'; script-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'";

export function sendReply(res: ServerResponse, reply: Reply): void {
  const status = reply.status ?? 200;
  if ('json' in reply) {
    res.writeHead(status, { ...BASE_HEADERS, 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(reply.json, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)));
    return;
  }
  res.writeHead(status, { ...BASE_HEADERS, 'content-security-policy': PAGE_CSP, 'content-type': reply.contentType, ...reply.headers });
  res.end(reply.text);
}

/** A request whose Origin header names another site is refused: the API and the forms are for this
 * origin's own pages (browsers send Origin on cross-origin requests and on every POST). */
export function isForeignOrigin(ctx: SiteContext, origin: string | string[] | undefined): boolean {
  return typeof origin === 'string' && origin !== ctx.origin;
}

export function parseBody<S extends z.ZodMiniType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue && issue.path.length ? ` (${issue.path.map(String).join('.')})` : '';
  throw new HttpError(400, `Invalid request${where}: ${issue?.message ?? 'bad input'}`);
}

export function deviceOf(req: Request): string {
  const value = req.headers[DEVICE_HEADER];
  const parsed = DeviceIdSchema.safeParse(value);
  if (!parsed.success) throw new HttpError(400, 'Missing or malformed device id');
  return parsed.data;
}

export function bearerOf(req: Request): string | undefined {
  const value = req.headers[AUTH_HEADER];
  if (typeof value !== 'string' || !value.startsWith('Bearer ')) return undefined;
  return value.slice('Bearer '.length).trim() || undefined;
}

export function optionalSession(ctx: SiteContext, req: Request): Session | undefined {
  const token = bearerOf(req);
  return token ? ctx.state.sessions.get(token) : undefined;
}

export function requireSession(ctx: SiteContext, req: Request): Session {
  const session = optionalSession(ctx, req);
  if (!session) throw new HttpError(401, SITE_ERRORS.notSignedIn);
  return session;
}
