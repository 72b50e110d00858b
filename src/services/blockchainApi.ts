/** The blockchain data API of SPEC §7 the account area uses: balances, history, identity, names. Used only by sagas. */
import {
  BalanceResponseSchema,
  IdentityResponseSchema,
  SupportedChainsResponseSchema,
  FungiblePriceResponseSchema,
  type FungiblePriceResponse,
  type BalanceResponse,
  type IdentityResponse,
  type SupportedChainsResponse,
} from '../core/api/account';
import { HistoryResponseSchema, type HistoryResponse } from '../core/api/history';
import { ProfileNameSchema, type ProfileName } from '../core/api/profile';
import { createHttpClient, type FetchLike } from './http';

export interface BlockchainApiOptions {
  fetch: FetchLike;
  baseUrl: string;
  projectId: string;
  sdkType: string;
  sdkVersion: string;
  /** SPEC §7: the `clientId` query, when configured */
  clientId?: string;
}

interface HistoryRequest {
  cursor?: string | null;
  chainId?: string;
  onramp?: 'coinbase';
}

export interface BlockchainApi {
  /** GET v1/supported-chains: the chains the API serves over http and ws (SPEC §7) */
  getSupportedChains(signal?: AbortSignal): Promise<SupportedChainsResponse>;
  // `signal` ends the request: the calling saga owns its timeout (sagas/backoff.ts withTimeout)
  /** POST /v1/fungible/price (currency usd, addresses, projectId): prices of tokens a balance list left unpriced */
  getFungiblePrices(addresses: string[], signal?: AbortSignal): Promise<FungiblePriceResponse>;
  getBalances(address: string, query: { chainId: string; forceUpdate?: string }, signal?: AbortSignal): Promise<BalanceResponse>;
  getHistory(address: string, request: HistoryRequest, signal?: AbortSignal): Promise<HistoryResponse>;
  getIdentity(address: string, sender?: string, signal?: AbortSignal): Promise<IdentityResponse>;
  /** GET /v1/profile/account/{name} (apiVersion 2): the addresses a name points to, by coin type */
  getProfile(name: string, signal?: AbortSignal): Promise<ProfileName>;
}

export function createBlockchainApi(opts: BlockchainApiOptions): BlockchainApi {
  // SPEC §7: every GET carries st, sv and projectId.
  const http = createHttpClient({ baseUrl: opts.baseUrl, fetch: opts.fetch, query: { projectId: opts.projectId, st: opts.sdkType, sv: opts.sdkVersion, clientId: opts.clientId } });
  const segment = encodeURIComponent;
  return {
    getSupportedChains: (signal) => http.get({ path: '/v1/supported-chains', schema: SupportedChainsResponseSchema, signal }),
    getFungiblePrices: (addresses, signal) =>
      http.post({ path: '/v1/fungible/price', body: { currency: 'usd', addresses, projectId: opts.projectId }, schema: FungiblePriceResponseSchema, signal }),
    getBalances: (address, { chainId, forceUpdate }, signal) =>
      http.get({ path: `/v1/account/${segment(address)}/balance`, query: { currency: 'usd', chainId, forceUpdate }, schema: BalanceResponseSchema, signal }),
    getHistory: (address, { cursor, chainId, onramp }, signal) =>
      http.get({
        signal,
        path: `/v1/account/${segment(address)}/history`,
        // On-ramp purchases change by the minute: they are asked for past any cache.
        query: { cursor, chainId, onramp, cache: onramp ? 'no-cache' : undefined },
        schema: HistoryResponseSchema,
      }),
    getIdentity: (address, sender, signal) =>
      http.get({ path: `/v1/identity/${segment(address)}`, query: { sender }, schema: IdentityResponseSchema, signal }),
    getProfile: (name, signal) => http.get({ path: `/v1/profile/account/${segment(name)}`, query: { apiVersion: 2 }, schema: ProfileNameSchema, signal }),
  };
}
