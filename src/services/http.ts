/** A small fetch wrapper: JSON in and out, query parameters, zod-validated responses (SPEC §7 generic fetch wrapper). */
import type { Parser } from './storage';
import { THROWN } from '../core/thrown';

export type FetchLike = typeof fetch;
export type Query = Record<string, string | number | boolean | undefined | null>;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message = THROWN.httpStatus(status),
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The response was not of the shape the contract promises. */
export class ResponseShapeError extends Error {
  constructor(readonly path: string) {
    super(`Unexpected response from ${path}`);
    this.name = 'ResponseShapeError';
  }
}

export interface HttpClientOptions {
  baseUrl: string;
  fetch: FetchLike;
  /** added to every request (projectId, st, sv, clientId) */
  query?: Query;
}

export interface RequestArgs<T> {
  path: string;
  query?: Query;
  body?: unknown;
  schema: Parser<T>;
  signal?: AbortSignal;
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

  async function send<T>(method: string, { path, query, body, schema, signal }: RequestArgs<T>): Promise<T> {
    const response = await fetchImpl(url(path, query), {
      method,
      ...(signal ? { signal } : {}),
      ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
    });
    if (!response.ok) throw new HttpError(response.status);
    let json: unknown;
    try {
      json = response.status === 204 ? null : await response.json();
    } catch {
      throw new ResponseShapeError(path);
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
      if (!response.ok) throw new HttpError(response.status);
      return response.blob();
    },
    url,
  };
}
