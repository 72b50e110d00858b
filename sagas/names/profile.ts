/**
 * The connected account's own name and avatar (SPEC §3 profileName, profileImage; §6 names on eip155 only): after
 * connect, and for every other account the wallet switches to, the reverse lookup (`/v1/profile/reverse`) and the
 * identity (`/v1/identity`) fill the account slice, which the Account view, the account button and the header
 * render. Each answer is cached 5 minutes per address (SPEC §9), so a reload shows the name without a request.
 */
import { all, call, put, select, takeLatest } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import { accountChanged, connected, disconnected, profileFetched, selectChainCan } from '../../slices';
import { lookupFailed, lookupSucceeded } from '../../slices/names';
import type { IdentityResponse } from '../../src/core/api/account';
import type { ReverseResponse } from '../../src/core/api/profile';
import { ACCOUNT_NAMES_CACHE, IDENTITY_CACHE } from '../../src/core/caches';
import { ownNameOf } from '../../src/core/names';
import { englishOf, msg } from '../../src/core/errors/catalogue';
import { clearCache, readCache, writeCache } from '../../src/services/caches';
import type { WalletGateDeps } from '../deps';
import { withTimeout } from '../backoff';
import { accountContext, type AccountContext } from '../account/context';
import { profileApi, reasonOf } from './context';

type Outcome<T> = { value: T } | { error: unknown };

/** One cached lookup: the stored answer while fresh, else one request under the timeout (a success is stored). */
function* cachedLookup<T>(
  deps: WalletGateDeps,
  cache: Parameters<typeof readCache<T>>[1],
  id: string,
  fetch: (signal: AbortSignal) => Promise<T>,
): Generator<unknown, Outcome<T>, never> {
  const cached = readCache<T>(deps.storage, cache, id, deps.now());
  if (cached !== undefined) return { value: cached };
  try {
    const value = (yield call(withTimeout<T>, fetch)) as T;
    writeCache(deps.storage, cache, id, value, deps.now());
    return { value };
  } catch (error) {
    return { error };
  }
}

/** Forgets what is cached of an address, so the next lookup asks the API (after it registered a name). */
export function forgetProfile(deps: WalletGateDeps, address: string): void {
  const id = address.toLowerCase();
  clearCache(deps.storage, ACCOUNT_NAMES_CACHE, id);
  clearCache(deps.storage, IDENTITY_CACHE, id);
}

/** Looks up the connected account's name and avatar and stores them in the account slice. */
export function* lookUpProfile(deps: WalletGateDeps) {
  const ctx: AccountContext | null = yield call(accountContext);
  // SPEC §6: names where the namespace has them (EVM); SPEC §7: no API call while the active network is not one the site asked for
  if (!ctx || !ctx.supported) return;
  const hasNames: boolean = yield select(selectChainCan, ctx.account.namespace, 'names');
  if (!hasNames) return;
  const { address } = ctx;
  const id = address.toLowerCase();
  const api = profileApi(deps, ctx.config);
  const [names, identity]: [Outcome<ReverseResponse>, Outcome<IdentityResponse>] = yield all([
    call(cachedLookup<ReverseResponse>, deps, ACCOUNT_NAMES_CACHE, id, (signal) => api.getReverse(address, address, signal)),
    call(cachedLookup<IdentityResponse>, deps, IDENTITY_CACHE, id, (signal) => api.getIdentity(address, address, signal)),
  ]);
  if ('error' in names) {
    deps.logger.warn(`[WalletGate] ${englishOf(msg('names.namesForAddress'))}`, reasonOf(names.error));
    yield put(lookupFailed(msg('names.namesForAddress')));
  } else {
    yield put(lookupSucceeded());
  }
  // the identity is decoration (an avatar, a name from elsewhere): without it the reverse lookup's name still shows
  if ('error' in identity) deps.logger.warn(`[WalletGate] ${englishOf(msg('names.resolving'))}`, reasonOf(identity.error));
  const own = 'value' in names ? ownNameOf(names.value) : null;
  const known = 'value' in identity ? identity.value : null;
  const name = own ?? known?.name ?? null;
  const image = known?.avatar ?? null;
  if (name === null && image === null) return;
  yield put(profileFetched({ namespace: ctx.account.namespace, address, name, image }));
}

/** The names slice forgets the old account itself (on `disconnected` and `accountChanged`); a new one is looked up. */
function* onAccountEvent(deps: WalletGateDeps, action: Action) {
  if (disconnected.match(action)) return;
  yield call(lookUpProfile, deps);
}

export function* watchProfile(deps: WalletGateDeps) {
  // The flows load on `connected`, which they do not see: look up the account connected now, then every next one.
  yield takeLatest([connected.type, accountChanged.type, disconnected.type], onAccountEvent, deps);
  yield call(lookUpProfile, deps);
}
