/** A small fetch wrapper: JSON in and out, query parameters, zod-validated responses (SPEC §7 generic fetch wrapper). */
import type { Parser } from './storage';
import { THROWN } from '../core/errors/thrown';
import { MESSAGES } from '../core/errors/catalogue';
import { LIMITS } from '../core/constants';

export type FetchLike = typeof fetch;
type Query = Record<string, string | number | boolean | undefined | null>;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message = THROWN.httpStatus(status),
    /** the API's own sentence (`{error}`), when the caller asked for it (`readError`) and it sent one */
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The `{error}` sentence of a 4xx answer, read within a small cap; undefined when there is none. */
async function errorDetail(response: Response, path: string): Promise<string | undefined> {
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(await readLimited(response, path, 4096)));
    const text = (parsed as { error?: unknown } | null)?.error;
    return typeof text === 'string' && text.length <= 300 ? text : undefined;
  } catch {
    return undefined;
  }
}

/** The response was not of the shape the contract promises. */
export class ResponseShapeError extends Error {
  constructor(readonly path: string) {
    super(`Unexpected response from ${path}`);
    this.name = 'ResponseShapeError';
  }
}

/** No answer within the request timeout (SPEC §8 'The request took too long to respond.'). */
export class RequestTimeoutError extends Error {
  readonly code = 'TIMEOUT';
  constructor() {
    super(MESSAGES.requestTooLong);
    this.name = 'RequestTimeoutError';
  }
}

/** The answer is larger than any answer of the contract can be: refused without reading the rest. */
export class ResponseTooLargeError extends Error {
  readonly code = 'RESPONSE_TOO_LARGE';
  constructor(
    readonly path: string,
    readonly limit: number,
  ) {
    super(`The response from ${path} is larger than ${limit} bytes and was refused`);
    this.name = 'ResponseTooLargeError';
  }
}

/**
 * The body's bytes, at most `limit` of them: a declared Content-Length past the limit is refused before reading,
 * and a body that grows past it while streaming is cancelled there (the download stops, nothing more is buffered).
 */
export async function readLimited(response: Response, path: string, limit: number = LIMITS.responseBodyBytes): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) {
    void response.body?.cancel().catch(() => undefined);
    throw new ResponseTooLargeError(path, limit);
  }
  if (!response.body) return new Uint8Array(await response.arrayBuffer());
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      void reader.cancel().catch(() => undefined);
      throw new ResponseTooLargeError(path, limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

export interface HttpClientOptions {
  baseUrl: string;
  fetch: FetchLike;
  /** added to every request (projectId, st, sv, clientId) */
  query?: Query;
}

interface RequestArgs<T> {
  path: string;
  query?: Query;
  body?: unknown;
  schema: Parser<T>;
  signal?: AbortSignal;
  /** a 4xx answer's `{error}` sentence becomes the HttpError's `detail` (APIs whose refusals a visitor should read) */
  readError?: boolean;
}

export interface HttpClient {
  get<T>(args: RequestArgs<T>): Promise<T>;
  post<T>(args: RequestArgs<T>): Promise<T>;
  put<T>(args: RequestArgs<T>): Promise<T>;
  delete<T>(args: RequestArgs<T>): Promise<T>;
  getBlob(args: { path: string; query?: Query; signal?: AbortSignal }): Promise<Blob>;
  url(path: string, query?: Query): string;
}

export function createHttpClient({ baseUrl, fetch: fetchImpl, query: baseQuery = {} }: HttpClientOptions): HttpClient {
  const url = (path: string, query: Query = {}) => {
    const u = new URL(path.replace(/^\//, ''), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
    for (const [k, v] of Object.entries({ ...baseQuery, ...query })) {
      if (v !== undefined && v !== null && v !== '') u.searchParams.set(k, String(v));
    }
    return u.toString();
  };

  async function send<T>(method: string, { path, query, body, schema, signal, readError }: RequestArgs<T>): Promise<T> {
    const response = await fetchImpl(url(path, query), {
      method,
      ...(signal ? { signal } : {}),
      ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
    });
    if (!response.ok) {
      if (readError && response.status >= 400 && response.status < 500) {
        throw new HttpError(response.status, undefined, await errorDetail(response, path));
      }
      void response.body?.cancel().catch(() => undefined);
      throw new HttpError(response.status);
    }
    let json: unknown = null;
    if (response.status !== 204) {
      const bytes = await readLimited(response, path);
      try {
        json = JSON.parse(new TextDecoder().decode(bytes));
      } catch {
        throw new ResponseShapeError(path);
      }
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new ResponseShapeError(path);
    return parsed.data;
  }

  return {
    get: (args) => send('GET', args),
    post: (args) => send('POST', args),
    put: (args) => send('PUT', args),
    delete: (args) => send('DELETE', args),
    async getBlob({ path, query, signal }) {
      const response = await fetchImpl(url(path, query), signal ? { signal } : {});
      if (!response.ok) {
        void response.body?.cancel().catch(() => undefined);
        throw new HttpError(response.status);
      }
      const bytes = await readLimited(response, path);
      return new Blob([bytes as BlobPart], { type: response.headers.get('content-type') ?? '' });
    },
    url,
  };
}
