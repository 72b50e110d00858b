/** The sign-in rows of the tracking table (SPEC §8): SIWX_AUTH_SUCCESS and SIWX_AUTH_ERROR, loaded with the sign-in flows. */
import { signInFailed, signInSucceeded } from '../../slices/siwx';
import type { WalletGateDeps } from '../deps';
import { englishOf } from '../../src/core/errors/catalogue';
import { watchTrackingTable, type TrackingTable } from '../tracking';

const SIWX_TRACKED: TrackingTable = {
  // the network only: which account signed in is not analytics' business
  [signInSucceeded.type]: { event: 'SIWX_AUTH_SUCCESS', properties: (a) => ({ network: (a.payload as ReturnType<typeof signInSucceeded>['payload']).session.chainId }) },
  [signInFailed.type]: { event: 'SIWX_AUTH_ERROR', properties: (a) => ({ message: englishOf(a.payload as ReturnType<typeof signInFailed>['payload']) }) },
};

export function* watchSiwxTracking(deps: WalletGateDeps) {
  yield* watchTrackingTable(deps, SIWX_TRACKED);
}
