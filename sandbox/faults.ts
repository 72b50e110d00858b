/**
 * Fault injection for the sandbox servers: a route armed with a fault answers it for its next N
 * requests, then serves normally again. Off unless armed: an unarmed request costs one map lookup.
 *
 * Control (on the API server): `POST /__faults {route, fault, count?, method?}` arms, `DELETE /__faults` disarms
 * everything and zeroes the counters, `GET /__faults` reads what is armed and how many requests each armed route
 * received (faulted or not), so a test can assert retry counts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod/mini';

export const FAULT_KINDS = ['500', '429', 'malformed', 'shape', 'huge', 'hang', 'drop'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/**
 * The body size of the `huge` fault: far past the widget's 5 MiB answer cap (src/core/constants LIMITS), so the
 * bytes the sandbox got to write before the client hung up (`hugeBytesSent`) tell a reader that stopped at the
 * cap from one that buffered it all, socket buffers notwithstanding.
 */
export const HUGE_BODY_BYTES = 32 * 1024 * 1024;
/** The `Retry-After` seconds a 429 carries. */
export const RETRY_AFTER_SECONDS = 1;

export const ArmFaultSchema = z.object({
  /** a path pattern as the routers write it (`/v1/account/:address/balance`), or `*` for every path */
  route: z.string().check(z.minLength(1), z.maxLength(300)),
  fault: z.enum(FAULT_KINDS),
  /** how many of the next matching requests get the fault (default 1) */
  count: z.optional(z.int().check(z.minimum(1), z.maximum(1000))),
  /** only requests of this method (default any) */
  method: z.optional(z.string().check(z.maxLength(10))),
  /** only requests whose query has these values (e.g. one client's `projectId`), so strays of others pass */
  query: z.optional(z.record(z.string(), z.string())),
});
export type ArmFault = z.infer<typeof ArmFaultSchema>;

interface Armed {
  route: string;
  parts: string[];
  fault: FaultKind;
  remaining: number;
  method: string | null;
  query: Record<string, string>;
}

export interface FaultsReport {
  armed: { route: string; fault: FaultKind; remaining: number; method: string | null }[];
  /** requests seen per armed route since it was first armed (faulted and served alike) */
  hits: Record<string, number>;
  /** requests that got a fault, per `route fault` */
  injected: Record<string, number>;
  /** bytes of `huge` bodies written before the client stopped reading, most recent last */
  hugeBytesSent: number[];
  /** hanging answers still open */
  hanging: number;
}

const split = (path: string) => path.split('/').filter(Boolean);

function matches(parts: string[], path: string): boolean {
  if (parts.length === 1 && parts[0] === '*') return true;
  const segments = split(path);
  return segments.length === parts.length && parts.every((part, i) => part.startsWith(':') || part === segments[i]);
}

/** The fault table of one server. Nothing module-global: two sandboxes in one process never share it. */
export class Faults {
  private armed: Armed[] = [];
  private hits = new Map<string, number>();
  /** the query filter each counted route was armed with */
  private hitQueries = new Map<string, Record<string, string>>();
  private injected = new Map<string, number>();
  private hugeBytes: number[] = [];
  /** hanging answers still open (a test's clock may move while only these are in flight) */
  hanging = 0;

  arm({ route, fault, count = 1, method, query = {} }: ArmFault): void {
    this.armed.push({ route, parts: split(route), fault, remaining: count, method: method ? method.toUpperCase() : null, query });
    if (!this.hits.has(route)) this.hits.set(route, 0);
    this.hitQueries.set(route, query);
  }

  clear(): void {
    this.armed = [];
    this.hits.clear();
    this.hitQueries.clear();
    this.injected.clear();
    this.hugeBytes = [];
  }

  report(): FaultsReport {
    return {
      armed: this.armed.filter((a) => a.remaining > 0).map(({ route, fault, remaining, method }) => ({ route, fault, remaining, method })),
      hits: Object.fromEntries(this.hits),
      injected: Object.fromEntries(this.injected),
      hugeBytesSent: [...this.hugeBytes],
      hanging: this.hanging,
    };
  }

  /** Counts the request against every armed route it matches (path and query) and takes the first fault still armed for it. */
  take(method: string, path: string, query: URLSearchParams = new URLSearchParams()): FaultKind | null {
    if (this.hits.size === 0) return null;
    const queryMatches = (wanted: Record<string, string>) => Object.entries(wanted).every(([k, v]) => query.get(k) === v);
    for (const route of this.hits.keys()) {
      if (matches(split(route), path) && queryMatches(this.hitQueries.get(route) ?? {})) this.hits.set(route, (this.hits.get(route) ?? 0) + 1);
    }
    const found = this.armed.find(
      (a) => a.remaining > 0 && (a.method === null || a.method === method) && matches(a.parts, path) && queryMatches(a.query),
    );
    if (!found) return null;
    found.remaining -= 1;
    const key = `${found.route} ${found.fault}`;
    this.injected.set(key, (this.injected.get(key) ?? 0) + 1);
    return found.fault;
  }

  /**
   * Answers `res` with the fault. A hanging answer stays open until the client gives up (or the server closes its
   * connections); a dropped one destroys the socket without a byte.
   */
  inject(fault: FaultKind, req: IncomingMessage, res: ServerResponse, headers: Record<string, string>): void {
    const jsonHeaders = { ...headers, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
    switch (fault) {
      case '500':
        res.writeHead(500, jsonHeaders).end(JSON.stringify({ error: 'Injected fault: internal error' }));
        return;
      case '429':
        res.writeHead(429, { ...jsonHeaders, 'retry-after': String(RETRY_AFTER_SECONDS) }).end(JSON.stringify({ error: 'Injected fault: too many requests' }));
        return;
      case 'malformed':
        res.writeHead(200, jsonHeaders).end('{"data": [ {"broken": tru');
        return;
      case 'shape':
        // valid JSON, but of no endpoint's shape: a JSON-RPC client sees neither result nor error
        res.writeHead(200, jsonHeaders).end(JSON.stringify([{ unexpected: 'shape' }]));
        return;
      case 'huge':
        this.writeHuge(res, jsonHeaders);
        return;
      case 'hang':
        // read the body (so the client's upload completes), then never answer
        req.resume();
        this.hanging += 1;
        res.once('close', () => {
          this.hanging -= 1;
        });
        return;
      case 'drop':
        req.socket.destroy();
        return;
    }
  }

  /** 32 MiB of JSON in 64 KiB chunks, with no Content-Length: only a client that counts while reading can refuse it. */
  private writeHuge(res: ServerResponse, headers: Record<string, string>): void {
    res.writeHead(200, headers);
    const chunk = Buffer.alloc(64 * 1024, 0x20); // spaces: valid JSON whitespace before a value that never comes
    let sent = 0;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      this.hugeBytes.push(sent);
    };
    const pump = () => {
      while (!done && !res.destroyed && sent < HUGE_BODY_BYTES) {
        sent += chunk.length;
        if (!res.write(chunk)) {
          res.once('drain', pump);
          return;
        }
      }
      if (!done && !res.destroyed) res.end('{}');
      finish();
    };
    res.on('close', finish);
    pump();
  }
}
