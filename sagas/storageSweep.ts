import { call } from 'redux-saga/effects';
import { EMBEDDED_LOCAL, EMBEDDED_SESSION } from '../src/core/embedded';
import { STORED } from '../src/core/storageKeys';
import type { Parser } from '../src/services/storage';
import { STORED_DEEP_LINK } from './walletconnect/storage';
import type { WalletGateDeps } from './deps';

type Key = { key: string; schema: Parser<unknown> };

/**
 * At start, before any flow reads storage: every key WalletGate keeps (SPEC §3) is read once against its schema,
 * and reading clears one that is corrupt, wrong-typed or oversize (src/services/storage.ts). So a damaged key is
 * gone even when no flow would read it this visit (the deep-link choice, the embedded email), and the flows that
 * do read at start see a clean storage. The caches are checked where they are read (their schemas load with the
 * account chunk). Never throws: a storage that throws reads as empty.
 */
export function* clearDamagedStorage(deps: WalletGateDeps) {
  yield call(readEveryKey, deps);
}

function readEveryKey(deps: WalletGateDeps) {
  const local: Key[] = [...Object.values(STORED), ...Object.values(EMBEDDED_LOCAL), STORED_DEEP_LINK];
  for (const { key, schema } of local) deps.storage.get(key, schema);
  for (const { key, schema } of Object.values(EMBEDDED_SESSION) as Key[]) deps.session.get(key, schema);
}
