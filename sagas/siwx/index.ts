/**
 * The sign-in flows (SPEC §4): a connected account's session looked for, and asked for when missing; signing,
 * verifying, cancelling, signing out; the session's expiry; SIWX_AUTH_SUCCESS / SIWX_AUTH_ERROR on the bus.
 */
import type { WalletGateDeps } from '../deps';
import type { Intake } from '../lazy';
import { spawnIsolated, type Watcher } from '../isolate';
import { watchSiwxTracking } from './tracking';
import { watchCancel, watchDisconnectSignOut, watchExpiry, watchSessions, watchSignIn, watchSignOut } from './flow';

// the sign-out watcher before the session check: it remembers every session found, the first one included
const WATCHERS: Watcher<[Intake]>[] = [watchSiwxTracking, watchExpiry, watchDisconnectSignOut, watchSessions, watchSignIn, watchCancel, watchSignOut];

export function* runFlows(deps: WalletGateDeps, intake: Intake) {
  yield* spawnIsolated(WATCHERS, deps, intake);
}
