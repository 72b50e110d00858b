/** The blockchain API's on-ramp calls (SPEC §7): options, quote, the provider URL, and the purchases' history. Used only by sagas. */
import {
  OnrampOptionsResponseSchema,
  OnrampQuoteResponseSchema,
  OnrampUrlResponseSchema,
  type OnrampOptionsResponse,
  type OnrampQuoteRequest,
  type OnrampQuoteResponse,
  type OnrampUrlRequest,
  type OnrampUrlResponse,
} from '../core/api/onramp';
import { HistoryResponseSchema, type HistoryResponse } from '../core/api/history';
import type { BlockchainApiOptions } from './blockchainApi';
import { createHttpClient } from './http';

export interface OnrampApi {
  getOptions(signal?: AbortSignal): Promise<OnrampOptionsResponse>;
  getQuote(request: OnrampQuoteRequest, signal?: AbortSignal): Promise<OnrampQuoteResponse>;
  getOnrampUrl(request: OnrampUrlRequest, signal?: AbortSignal): Promise<OnrampUrlResponse>;
  /** the account's on-ramp purchases (history with onramp=coinbase), past any cache: they change by the minute */
  getPurchases(address: string, chainId: string, signal?: AbortSignal): Promise<HistoryResponse>;
}

export function createOnrampApi(opts: BlockchainApiOptions): OnrampApi {
  // SPEC §7: GETs carry st, sv and projectId; the POST bodies carry projectId themselves
  const http = createHttpClient({ baseUrl: opts.baseUrl, fetch: opts.fetch, query: { projectId: opts.projectId, st: opts.sdkType, sv: opts.sdkVersion } });
  return {
    getOptions: (signal) => http.get({ path: '/v1/onramp/options', schema: OnrampOptionsResponseSchema, signal }),
    getQuote: (request, signal) =>
      http.post({ path: '/v1/onramp/quote', body: { ...request, projectId: opts.projectId }, schema: OnrampQuoteResponseSchema, signal }),
    getOnrampUrl: (request, signal) =>
      http.post({ path: '/v1/generators/onrampurl', body: { ...request, projectId: opts.projectId }, schema: OnrampUrlResponseSchema, signal }),
    getPurchases: (address, chainId, signal) =>
      http.get({
        path: `/v1/account/${encodeURIComponent(address)}/history`,
        query: { onramp: 'coinbase', chainId, cache: 'no-cache' },
        schema: HistoryResponseSchema,
        signal,
      }),
  };
}
