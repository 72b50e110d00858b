/**
 * Smart sessions for the embedded smart account (SPEC §1 feature flag, off by default; §7 the list and
 * revoke): the Account area lists what the account granted (GET /v1/sessions/{address}); revoking signs the pci as
 * the smart account through the frame (an approval like any personal_sign) and posts it to the API, which relays
 * it to the account contract.
 */
import { call, put, select } from 'redux-saga/effects';
import { stringToHex } from 'viem';
import { selectConfig } from '../../slices';
import { selectEmbeddedUser, type EmbeddedUser } from '../../slices/embeddedWallet';
import {
  sessionRevoked,
  sessionRevokeFailed,
  sessionRevokeSettled,
  sessionsCleared,
  sessionsFetched,
  sessionsFetchFailed,
  sessionsFetchStarted,
  type SmartSessionEntry,
} from '../../slices/smartSessions';
import type { sessionRevokeRequested } from '../../slices/smartSessionsRequests';
import type { SessionsResponse, SmartSession } from '../../src/core/api/sessions';
import type { ValidOptions } from '../../src/core/options';
import { toWalletError } from '../../src/core/errors/wallet';
import { createSessionsApi, type SessionsApi } from '../../src/services/sessionsApi';
import { withTimeout } from '../backoff';
import type { EmbeddedContext } from './context';
import { unsafeRpc } from './rpc';

function sessionsApi(ctx: EmbeddedContext, config: ValidOptions): SessionsApi {
  return createSessionsApi({
    fetch: ctx.deps.fetch,
    baseUrl: config.endpoints.blockchainApi,
    projectId: config.projectId,
    sdkType: config.sdkType,
    sdkVersion: config.sdkVersion,
  });
}

const toEntry = (s: SmartSession): SmartSessionEntry => ({
  pci: s.pci,
  chainId: s.chainId,
  projectName: s.project.name,
  expiry: s.expiry,
  revokedAt: s.revokedAt,
  permissionTypes: s.permissions.map((p) => p.type),
});

/** The smart account whose sessions apply, when the feature is on; null otherwise. */
function* sessionsOwner() {
  const config: ValidOptions | null = yield select(selectConfig);
  const user: EmbeddedUser | null = yield select(selectEmbeddedUser);
  if (!config?.features.smartSessions || !user || user.preferredAccountType !== 'smartAccount') return null;
  return { config, address: user.address };
}

export function* fetchSessions(ctx: EmbeddedContext) {
  const config: ValidOptions | null = yield select(selectConfig);
  if (!config?.features.smartSessions) return;
  const owner: { config: ValidOptions; address: string } | null = yield call(sessionsOwner);
  if (!owner) {
    yield put(sessionsCleared());
    return;
  }
  yield put(sessionsFetchStarted({ address: owner.address }));
  try {
    const api = sessionsApi(ctx, owner.config);
    const { sessions }: SessionsResponse = yield* withTimeout((signal) => api.list(owner.address, signal));
    yield put(sessionsFetched({ address: owner.address, sessions: sessions.map(toEntry) }));
  } catch (error) {
    yield put(sessionsFetchFailed(toWalletError(error)));
  }
}

export function* revokeSession(ctx: EmbeddedContext, { payload: { pci } }: ReturnType<typeof sessionRevokeRequested>) {
  try {
    const owner: { config: ValidOptions; address: string } | null = yield call(sessionsOwner);
    if (!owner) return;
    // SPEC §3/§7: the revocation carries the pci and the account's personal_sign over the pci text
    const signature = (yield call(unsafeRpc, ctx, 'personal_sign', [stringToHex(pci), owner.address])) as string;
    const api = sessionsApi(ctx, owner.config);
    const { session } = yield* withTimeout((signal) => api.revoke(owner.address, { pci, signature }, signal));
    yield put(sessionRevoked(toEntry(session)));
  } catch (error) {
    yield put(sessionRevokeFailed(toWalletError(error)));
  } finally {
    yield put(sessionRevokeSettled());
  }
}
