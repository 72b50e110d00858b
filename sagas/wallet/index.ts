/** The wallet flows: connecting, following the wallet, switching networks, restoring, disconnecting. Loaded lazily. */
import type { WalletGateDeps } from '../deps';
import { spawnIsolated, type Watcher } from '../isolate';
import { watchConnect, watchWalletSelected } from './connect';
import { watchSessions } from './session';
import { watchNetwork } from './network';
import { watchDisconnect } from './disconnect';
import { restoreSession, watchPersistence } from './persistence';
import { watchBalance } from './balance';
import { watchSolanaSessions } from './solana';
import { watchPolkadotSessions } from './polkadot';
import { watchBitcoinSessions } from './bitcoin';
import type { Intake } from '../lazy';

const WATCHERS: Watcher<[Intake]>[] = [
  watchPersistence,
  watchSessions,
  watchSolanaSessions,
  watchPolkadotSessions,
  watchBitcoinSessions,
  watchBalance,
  watchWalletSelected,
  watchConnect,
  watchNetwork,
  watchDisconnect,
  restoreSession,
];

export function* runFlows(deps: WalletGateDeps, intake: Intake) {
  yield* spawnIsolated(WATCHERS, deps, intake);
}
