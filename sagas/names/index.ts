/**
 * The names flows: the connected account's own name and avatar (reverse lookup and identity), and registering a
 * name (RegisterAccountName). Loaded lazily once a wallet connects.
 */
import type { WalletGateDeps } from '../deps';
import type { Intake } from '../lazy';
import { spawnIsolated, type Watcher } from '../isolate';
import { watchProfile } from './profile';
import { watchNameInput, watchRegistration } from './register';

const WATCHERS: Watcher<[Intake]>[] = [watchNameInput, watchRegistration, watchProfile];

export function* runFlows(deps: WalletGateDeps, intake: Intake) {
  yield* spawnIsolated(WATCHERS, deps, intake);
}
