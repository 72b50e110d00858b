/** The wallet catalogue client: /getWallets and /getWalletImage/{id} (SPEC §7). Used only by the catalogue saga. */
import { GetWalletsResponseSchema, type GetWalletsResponse } from '../core/api/catalog';
import { msg, type ErrorInfo } from '../core/errors/catalogue';
import { createHttpClient, HttpError, RequestTimeoutError, ResponseShapeError, type FetchLike } from './http';

export interface WalletsRequest {
  page: number;
  /** SPEC §9: 4 featured/recommended, 40 list, 100 search */
  entries: number;
  include?: readonly string[];
  exclude?: readonly string[];
  /** CAIP-2 ids of the site's networks */
  chains?: readonly string[];
  search?: string;
  /** SPEC §7 badge_type: only wallets with this badge */
  badge?: 'certified';
}

export interface CatalogClient {
  getWallets(request: WalletsRequest, signal?: AbortSignal): Promise<GetWalletsResponse>;
  /** Fetches a wallet image as a blob and answers a URL for it (an object URL in browsers). */
  fetchWalletImage(imageId: string, signal?: AbortSignal): Promise<string>;
  /**
   * SPEC §7: a network, chain or connector image (/public/getAssetImage/{id}), a token's (/public/getTokenImage/{id})
   * or a currency's (/public/getCurrencyImage/{id}), as a blob → a URL for it, like wallet images.
   */
  fetchAssetImage(kind: RegistryImageKind, id: string, signal?: AbortSignal): Promise<string>;
}

/** The image registry's kinds other than wallets (SPEC §3 image registry). */
export type RegistryImageKind = 'network' | 'chain' | 'connector' | 'token' | 'currency';

const IMAGE_PATHS: Record<RegistryImageKind, string> = {
  network: '/public/getAssetImage/',
  chain: '/public/getAssetImage/',
  connector: '/public/getAssetImage/',
  token: '/public/getTokenImage/',
  currency: '/public/getCurrencyImage/',
};

export interface CatalogClientOptions {
  fetch: FetchLike;
  catalogApi: string;
  projectId: string;
  sdkType: string;
  sdkVersion: string;
}

const csv = (list: readonly string[] | undefined) => (list && list.length > 0 ? list.join(',') : undefined);

export function createCatalogClient(opts: CatalogClientOptions): CatalogClient {
  // SPEC §7: projectId, st and sv on every catalogue request.
  const http = createHttpClient({
    baseUrl: opts.catalogApi,
    fetch: opts.fetch,
    query: { projectId: opts.projectId, st: opts.sdkType, sv: opts.sdkVersion },
  });
  return {
    getWallets(request, signal) {
      return http.get({
        path: '/getWallets',
        query: {
          page: request.page,
          entries: request.entries,
          include: csv(request.include),
          exclude: csv(request.exclude),
          chains: csv(request.chains),
          search: request.search,
          badge_type: request.badge,
        },
        schema: GetWalletsResponseSchema,
        ...(signal ? { signal } : {}),
      });
    },
    async fetchWalletImage(imageId, signal) {
      const blob = await http.getBlob({ path: `/getWalletImage/${encodeURIComponent(imageId)}`, ...(signal ? { signal } : {}) });
      return blobUrl(blob);
    },
    async fetchAssetImage(kind, id, signal) {
      const blob = await http.getBlob({ path: `${IMAGE_PATHS[kind]}${encodeURIComponent(id)}`, ...(signal ? { signal } : {}) });
      // only an image becomes an image URL (an HTML error page served with 200 is not one)
      if (!/^image\//i.test(blob.type)) throw new ResponseShapeError(`${IMAGE_PATHS[kind]}${id}`);
      return blobUrl(blob);
    },
  };
}

/** An object URL where the platform has one; otherwise (SSR, some test DOMs) a data: URL of the same bytes. */
async function blobUrl(blob: Blob): Promise<string> {
  if (typeof URL.createObjectURL === 'function') return URL.createObjectURL(blob);
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${blob.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

/** Frees what `fetchWalletImage` made, once nothing shows it any more. */
export function releaseImageUrl(url: string): void {
  if (url.startsWith('blob:') && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
}

/** What the store keeps of a failed catalogue request. */
export function toCatalogError(error: unknown): ErrorInfo {
  if (error instanceof HttpError) return msg('httpStatus', { status: error.status });
  if (error instanceof RequestTimeoutError) return msg('requestTooLong');
  return msg('somethingWentWrong');
}
