/**
 * SPEC §9 cache garbage collection: every 5 minutes while the account area runs, the expired entries of the local
 * caches (portfolio, native balance, identity, name) leave storage, so a visitor's old data does not linger there.
 */
import { call, delay } from 'redux-saga/effects';
import { ALL_CACHES } from '../../src/core/caches';
import { TIMING } from '../../src/core/constants';
import { sweepCache } from '../../src/services/caches';
import type { WalletGateDeps } from '../deps';

function sweepAll(deps: WalletGateDeps) {
  const now = deps.now();
  for (const def of ALL_CACHES) sweepCache(deps.storage, def as Parameters<typeof sweepCache>[1], now);
}

export function* watchCacheCleanup(deps: WalletGateDeps) {
  while (true) {
    yield call(sweepAll, deps);
    yield delay(TIMING.cacheGcMs);
  }
}
