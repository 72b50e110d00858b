/** The frame page's client for its own origin's JSON API. */
import { AUTH_HEADER, DEVICE_HEADER, type ErrorAnswer } from '../contract';

export class SiteApi {
  constructor(
    private readonly deviceId: string,
    private readonly token: () => string | null,
  ) {}

  get<T>(path: string, token?: string): Promise<T> {
    return this.request<T>('GET', path, undefined, token);
  }

  post<T>(path: string, body: unknown = {}, token?: string): Promise<T> {
    return this.request<T>('POST', path, body, token);
  }

  private async request<T>(method: string, path: string, body: unknown, token = this.token() ?? undefined): Promise<T> {
    const headers: Record<string, string> = { [DEVICE_HEADER]: this.deviceId };
    if (token) headers[AUTH_HEADER] = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: 'omit' });
    const answer = (await res.json().catch(() => ({}))) as T & Partial<ErrorAnswer>;
    if (!res.ok) throw new Error(answer.error ?? `HTTP status code: ${res.status}`);
    return answer;
  }
}
