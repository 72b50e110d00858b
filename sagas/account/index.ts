/** The account area's flows: token balances, activity and collectibles, send. Loaded lazily once a wallet connects. */
import type { WalletGateDeps } from '../deps';
import type { Intake } from '../lazy';
import { spawnIsolated, type Watcher } from '../isolate';
import { watchBalances } from './balances';
import { watchTransactions } from './transactions';
import { watchReceiver, watchSend } from './send';
import { watchAccountTracking } from './tracking';

// Tracking first: it must be listening before any flow can dispatch what it tracks.
const WATCHERS: Watcher<[Intake]>[] = [watchAccountTracking, watchBalances, watchTransactions, watchSend, watchReceiver];

export function* runFlows(deps: WalletGateDeps, intake: Intake) {
  yield* spawnIsolated(WATCHERS, deps, intake);
}
