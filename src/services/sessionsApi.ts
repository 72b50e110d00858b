/**
 * The blockchain API's smart-session calls (SPEC §7): GET /v1/sessions/{address} and POST
 * /v1/sessions/{address}/revoke with the pci and the account's signature over it. Answers are checked against
 * their zod contracts (src/core/api/sessions.ts). Used only by the embedded wallet's session sagas.
 */
import { RevokeSessionResponseSchema, SessionsResponseSchema, type RevokeSessionRequest, type RevokeSessionResponse, type SessionsResponse } from '../core/api/sessions';
import { createHttpClient, type FetchLike } from './http';

export interface SessionsApiOptions {
  fetch: FetchLike;
  baseUrl: string;
  projectId: string;
  sdkType: string;
  sdkVersion: string;
}

export interface SessionsApi {
  list(address: string, signal?: AbortSignal): Promise<SessionsResponse>;
  revoke(address: string, request: RevokeSessionRequest, signal?: AbortSignal): Promise<RevokeSessionResponse>;
}

export function createSessionsApi(opts: SessionsApiOptions): SessionsApi {
  // SPEC §7: GETs carry st, sv and projectId
  const http = createHttpClient({ baseUrl: opts.baseUrl, fetch: opts.fetch, query: { projectId: opts.projectId, st: opts.sdkType, sv: opts.sdkVersion } });
  const segment = encodeURIComponent;
  return {
    list: (address, signal) => http.get({ path: `/v1/sessions/${segment(address)}`, schema: SessionsResponseSchema, signal }),
    revoke: (address, request, signal) => http.post({ path: `/v1/sessions/${segment(address)}/revoke`, body: request, schema: RevokeSessionResponseSchema, signal }),
  };
}
