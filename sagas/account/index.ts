/**
 * The account area's flows: token balances, activity and collectibles, send, and what is in view deciding what
 * they fetch. Loaded lazily once a wallet connects.
 */
import type { WalletGateDeps } from '../deps';
import type { Intake } from '../lazy';
import { spawnIsolated, type Watcher } from '../isolate';
import { watchBalances } from './balances';
import { watchTransactions } from './transactions';
import { watchReceiver, watchSend } from './send';
import { watchAccountTracking } from './tracking';
import { watchAccountInView } from './view';
import { watchCacheCleanup } from './caches';

// Tracking first: it must be listening before any flow can dispatch what it tracks. What is in view last: its
// first look may ask the flows above for data at once.
const WATCHERS: Watcher<[Intake]>[] = [watchAccountTracking, watchBalances, watchTransactions, watchSend, watchReceiver, watchCacheCleanup, watchAccountInView];

export function* runFlows(deps: WalletGateDeps, intake: Intake) {
  yield* spawnIsolated(WATCHERS, deps, intake);
}
