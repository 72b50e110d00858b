/**
 * The blockchain API's profile calls of SPEC §7 that names use: suggestions, reverse lookup, a name's record,
 * registration, and an address's identity. Every answer is checked against its zod contract (src/core/api).
 * Used only by the names sagas; `signal` ends a request (the calling saga owns its timeout).
 */
import { IdentityResponseSchema, type IdentityResponse } from '../core/api/account';
import {
  ProfileNameSchema,
  ReverseResponseSchema,
  SuggestionsResponseSchema,
  type ProfileName,
  type RegisterNameRequest,
  type ReverseResponse,
  type SuggestionsResponse,
} from '../core/api/profile';
import { createHttpClient, type FetchLike } from './http';

export interface ProfileApiOptions {
  fetch: FetchLike;
  baseUrl: string;
  projectId: string;
  sdkType: string;
  sdkVersion: string;
}

export interface ProfileApi {
  /** GET /v1/profile/suggestions/{name} (zone): names like this one, each with whether it is taken */
  getSuggestions(name: string, zone: string, signal?: AbortSignal): Promise<SuggestionsResponse>;
  /** GET /v1/profile/reverse/{address} (sender, apiVersion 2): the names pointing at an address */
  getReverse(address: string, sender: string, signal?: AbortSignal): Promise<ReverseResponse>;
  /** GET /v1/profile/account/{name} (apiVersion 2): a registered name's record */
  getProfile(name: string, signal?: AbortSignal): Promise<ProfileName>;
  /** POST /v1/profile/account: registers a name with the owner's signature over the SPEC §7 message */
  register(request: RegisterNameRequest, signal?: AbortSignal): Promise<ProfileName>;
  /** GET /v1/identity/{address} (sender): the name and avatar an address is known by */
  getIdentity(address: string, sender: string, signal?: AbortSignal): Promise<IdentityResponse>;
}

export function createProfileApi(opts: ProfileApiOptions): ProfileApi {
  // SPEC §7: every call carries st, sv and projectId.
  const http = createHttpClient({ baseUrl: opts.baseUrl, fetch: opts.fetch, query: { projectId: opts.projectId, st: opts.sdkType, sv: opts.sdkVersion } });
  const segment = encodeURIComponent;
  return {
    getSuggestions: (name, zone, signal) =>
      http.get({ path: `/v1/profile/suggestions/${segment(name)}`, query: { zone }, schema: SuggestionsResponseSchema, signal }),
    getReverse: (address, sender, signal) =>
      http.get({ path: `/v1/profile/reverse/${segment(address)}`, query: { sender, apiVersion: 2 }, schema: ReverseResponseSchema, signal }),
    getProfile: (name, signal) => http.get({ path: `/v1/profile/account/${segment(name)}`, query: { apiVersion: 2 }, schema: ProfileNameSchema, signal }),
    register: (request, signal) => http.post({ path: '/v1/profile/account', body: request, schema: ProfileNameSchema, signal }),
    getIdentity: (address, sender, signal) =>
      http.get({ path: `/v1/identity/${segment(address)}`, query: { sender }, schema: IdentityResponseSchema, signal }),
  };
}
