/** The blockchain API's six swap calls (SPEC §7 `/v1/convert/*`). Used only by the swap sagas; loaded with them. */
import {
  ConvertAllowanceResponseSchema,
  ConvertGasPriceResponseSchema,
  ConvertQuotesResponseSchema,
  ConvertTokensResponseSchema,
  ConvertTxResponseSchema,
  type ConvertAllowanceResponse,
  type ConvertBuildTransactionRequest,
  type ConvertGasPriceResponse,
  type ConvertQuotesQuery,
  type ConvertQuotesResponse,
  type ConvertTokensResponse,
  type ConvertTxResponse,
} from '../core/api/convert';
import { createHttpClient, type FetchLike } from './http';

export interface ConvertApiOptions {
  fetch: FetchLike;
  baseUrl: string;
  projectId: string;
  sdkType: string;
  sdkVersion: string;
}

export interface ConvertApi {
  // `signal` ends the request: the calling saga owns its timeout (sagas/backoff.ts withTimeout)
  tokens(chainId: string, signal?: AbortSignal): Promise<ConvertTokensResponse>;
  quotes(query: ConvertQuotesQuery, signal?: AbortSignal): Promise<ConvertQuotesResponse>;
  allowance(query: { tokenAddress: string; userAddress: string }, signal?: AbortSignal): Promise<ConvertAllowanceResponse>;
  gasPrice(chainId: string, signal?: AbortSignal): Promise<ConvertGasPriceResponse>;
  buildApprove(query: { userAddress: string; from: string; to: string; amount?: string }, signal?: AbortSignal): Promise<ConvertTxResponse>;
  buildTransaction(body: ConvertBuildTransactionRequest, signal?: AbortSignal): Promise<ConvertTxResponse>;
}

export function createConvertApi(opts: ConvertApiOptions): ConvertApi {
  // SPEC §7: every GET carries st, sv and projectId; the POST carries projectId in its body.
  const http = createHttpClient({ baseUrl: opts.baseUrl, fetch: opts.fetch, query: { projectId: opts.projectId, st: opts.sdkType, sv: opts.sdkVersion } });
  // a refusal (no liquidity, too little balance) says why: the visitor reads it
  const readError = true;
  return {
    tokens: (chainId, signal) => http.get({ path: '/v1/convert/tokens', query: { chainId }, schema: ConvertTokensResponseSchema, signal, readError }),
    quotes: (query, signal) => http.get({ path: '/v1/convert/quotes', query: { ...query }, schema: ConvertQuotesResponseSchema, signal, readError }),
    allowance: (query, signal) => http.get({ path: '/v1/convert/allowance', query, schema: ConvertAllowanceResponseSchema, signal, readError }),
    gasPrice: (chainId, signal) => http.get({ path: '/v1/convert/gas-price', query: { chainId }, schema: ConvertGasPriceResponseSchema, signal, readError }),
    buildApprove: (query, signal) => http.get({ path: '/v1/convert/build-approve', query, schema: ConvertTxResponseSchema, signal, readError }),
    buildTransaction: (body, signal) =>
      http.post({ path: '/v1/convert/build-transaction', body: { ...body, projectId: opts.projectId }, schema: ConvertTxResponseSchema, signal, readError }),
  };
}
