/**
 * RegisterAccountName (SPEC §2, §4, §5, §7, §8, §9). Typing: a name that breaks the SPEC §5 rule is never sent
 * anywhere; a valid one is looked up 300 ms after the last keystroke (suggestions, and whether it is taken).
 * Registering: loading, push RegisterAccountNameSuccess, the wallet signs the JSON message (name, empty
 * attributes, Unix-seconds timestamp), POST /v1/profile/account, the profile name stored, success shown. On
 * failure back to RegisterAccountName with 'Error registering name {name}'; cancel resets loading.
 */
import { call, delay, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { stringToHex } from 'viem';
import { backRequested, closeRequested, profileFetched, pushed, replaced, selectAccount, selectChainCan, selectRouter, wentBack } from '../../slices';
import {
  nameTyped,
  registerFailed,
  registerNameCancelled,
  registerNameRequested,
  registerStarted,
  registerSucceeded,
  selectNames,
  selectNameToRegister,
  suggestionsFailed,
  suggestionsFetched,
  type NamesState,
  type RegisterFailure,
} from '../../slices/names';
import { coinTypeForChainId, type ProfileName, type SuggestionsResponse } from '../../src/core/api/profile';
import { TIMING } from '../../src/core/constants';
import { SignatureSchema } from '../../src/core/frame/rpcValidation';
import { NAME_SUFFIX, registrationMessage } from '../../src/core/names';
import { englishOf, msg } from '../../src/core/errors/catalogue';
import { THROWN } from '../../src/core/errors/thrown';
import { isUserRejection } from '../../src/core/errors/wallet';
import { HttpError } from '../../src/services/http';
import type { Eip1193Provider } from '../../src/services/providers';
import type { WalletGateDeps } from '../deps';
import { withTimeout } from '../backoff';
import type { Intake } from '../lazy';
import { accountContext, activeProvider, type AccountContext } from '../account/context';
import { profileApi, reasonOf } from './context';
import { forgetProfile, lookUpProfile } from './profile';

/** The zone suggestions are asked in: our suffix without its dot (SPEC §9). */
const ZONE = NAME_SUFFIX.slice(1);

function* fetchSuggestions(deps: WalletGateDeps, ctx: AccountContext, label: string) {
  try {
    const api = profileApi(deps, ctx.config);
    const response: SuggestionsResponse = yield call(withTimeout<SuggestionsResponse>, (signal) => api.getSuggestions(label, ZONE, signal));
    yield put(suggestionsFetched({ label, suggestions: response.suggestions }));
  } catch (error) {
    deps.logger.warn(`[WalletGate] ${englishOf(msg('names.suggestions'))}`, reasonOf(error));
    yield put(suggestionsFailed({ label, error: msg('names.suggestions') }));
  }
}

function* lookUpName(deps: WalletGateDeps, _action: ReturnType<typeof nameTyped>) {
  const names: NamesState = yield select(selectNames);
  const label = names.lookedUp;
  // broken by the SPEC §5 rule (never sent), or already answered for this label
  if (!label || !names.loading) return;
  yield delay(TIMING.searchDebounceMs); // SPEC §9: wait for the visitor to stop typing
  const ctx: AccountContext | null = yield call(accountContext);
  if (!ctx || !ctx.supported) {
    // SPEC §7: no API call while the active network is not one the site asked for
    yield put(suggestionsFailed({ label, error: msg('names.suggestions') }));
    return;
  }
  yield call(fetchSuggestions, deps, ctx, label);
}

/** Why a registration failed, when the visitor can act on it (the SPEC §8 message says which name). */
function reasonFor(error: unknown): RegisterFailure | null {
  if (isUserRejection(error)) return 'declined';
  if (error instanceof HttpError && error.status === 409) return 'taken';
  if (error instanceof Error && error.message === THROWN.invalidChainId) return 'invalidChainId';
  return null;
}

/** Signs the SPEC §7 message in the wallet and registers the name; returns what the API stored. */
function* signAndRegister(deps: WalletGateDeps, ctx: AccountContext, name: string) {
  // SPEC §5: the coin type exists only below 2^31 ('Invalid chainId'): refused before the wallet is asked
  const coinType = coinTypeForChainId(Number(ctx.network.id));
  const provider: Eip1193Provider | undefined = yield call(activeProvider, deps, ctx.account.namespace);
  if (!provider) throw new Error(THROWN.chainAdapterNotFound);
  const message = registrationMessage(name, deps.now());
  // no timeout: the visitor reads and approves in their wallet; Cancel ends the wait
  const signature: unknown = yield call([provider, provider.request], { method: 'personal_sign', params: [stringToHex(message), ctx.address] });
  const signed = SignatureSchema.safeParse(signature);
  if (!signed.success) throw new Error('The wallet returned no signature');
  const api = profileApi(deps, ctx.config);
  const stored: ProfileName = yield call(withTimeout<ProfileName>, (signal) =>
    api.register({ coin_type: coinType, address: ctx.address, message, signature: signed.data }, signal),
  );
  return stored;
}

/** Back to RegisterAccountName from its success view (SPEC §4 "return to RegisterAccountName"). */
function* returnToForm() {
  const { view, history }: ReturnType<typeof selectRouter> = yield select(selectRouter);
  if (view !== 'RegisterAccountNameSuccess') return;
  if (history[history.length - 2] === 'RegisterAccountName') yield put(wentBack());
  else yield put(replaced({ view: 'RegisterAccountName' }));
}

function* registerName(deps: WalletGateDeps, _action: ReturnType<typeof registerNameRequested>) {
  const names: NamesState = yield select(selectNames);
  const name: string | null = yield select(selectNameToRegister);
  const ctx: AccountContext | null = yield call(accountContext);
  // SPEC §5 and §6: a name that breaks the rule, or an account whose namespace has no names, never reaches the wallet or the API
  if (!name || names.registering || names.availability === 'taken' || !ctx) return;
  const hasNames: boolean = yield select(selectChainCan, ctx.account.namespace, 'names');
  if (!hasNames) return;
  yield put(registerStarted({ name }));
  yield put(pushed({ view: 'RegisterAccountNameSuccess' }));
  try {
    const { stored, stopped } = (yield race({
      stored: call(signAndRegister, deps, ctx, name),
      stopped: take([registerNameCancelled.type, backRequested.type, closeRequested.type]),
    })) as { stored?: ProfileName; stopped?: { type: string } };
    if (!stored) {
      // SPEC §4: cancel resets loading; Back and close leave the view themselves
      if (stopped && !registerNameCancelled.match(stopped)) yield put(registerNameCancelled());
      else yield call(returnToForm);
      return;
    }
    // SPEC §4: the profile name stored, then the success view shows it
    const account: ReturnType<typeof selectAccount> = yield select(selectAccount, ctx.account.namespace);
    yield put(profileFetched({ namespace: ctx.account.namespace, address: ctx.address, name: stored.name, image: account?.profileImage ?? null }));
    yield put(registerSucceeded({ name: stored.name }));
    forgetProfile(deps, ctx.address);
    yield call(lookUpProfile, deps);
  } catch (error) {
    const failed = msg('names.registering', { name });
    deps.logger.warn(`[WalletGate] ${englishOf(failed)}`, reasonOf(error));
    yield put(registerFailed({ name, error: { ...failed, reason: reasonFor(error) } }));
    yield call(returnToForm);
  }
}

export function* watchNameInput(deps: WalletGateDeps, intake: Intake) {
  yield takeLatest(intake.from(nameTyped), lookUpName, deps);
}

export function* watchRegistration(deps: WalletGateDeps, intake: Intake) {
  yield takeLeading(intake.from(registerNameRequested), registerName, deps);
}
