/** What the names flows share: the profile API client for the configured endpoint. */
import type { ValidOptions } from '../../src/core/options';
import { createProfileApi, type ProfileApi } from '../../src/services/profileApi';
import type { WalletGateDeps } from '../deps';

export function profileApi(deps: WalletGateDeps, config: ValidOptions): ProfileApi {
  return createProfileApi({
    fetch: deps.fetch,
    baseUrl: config.endpoints.blockchainApi,
    projectId: config.projectId,
    sdkType: config.sdkType,
    sdkVersion: config.sdkVersion,
  });
}

/** A thrown value's text for the logs and the error detail. */
export const reasonOf = (error: unknown): string => (error instanceof Error && error.message ? error.message : String(error));
