/**
 * Send (SPEC §4, §5, §7, §8, §9), the part every namespace shares: opening Send asks the namespace's Send to
 * prepare (EVM: the gas price); a typed name resolves through the profile API where the namespace has names (an
 * address shows its identity); pressing Send hands the form to the namespace's Send (sagas/chains/<ns>/send.ts),
 * which asks the wallet and says the outcome; a transaction it returns is followed until mined, then the balances
 * are read again. SEND_* reach the bus through tracking.
 */
import { channel, type Channel } from 'redux-saga';
import { call, delay, fork, put, race, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import { accountChanged, backRequested, disconnected, notifyRequested, selectView } from '../../slices';
import { msg } from '../../src/core/errors/catalogue';
import {
  selectIsSmartAccount,
  selectSend,
  selectSendIssue,
  sendOpened,
  sendReceiverChanged,
  sendReceiverResolved,
  sendRequested,
  sendTokenSelected,
  tokenBalancesRequested,
  type SendState,
} from '../../slices/send';
import { transactionsStale } from '../../slices/transactions';
import { coinTypeForChainId, type ProfileName } from '../../src/core/api/profile';
import type { IdentityResponse } from '../../src/core/api/account';
import { IDENTITY_CACHE, NAME_CACHE } from '../../src/core/caches';
import { readCache, writeCache } from '../../src/services/caches';
import { TIMING } from '../../src/core/constants';
import { looksLikeName, type SendIssue } from '../../src/core/send';
import type { WalletGateDeps } from '../deps';
import { withTimeout } from '../backoff';
import { HttpError } from '../../src/services/http';
import type { Intake } from '../lazy';
import type { ChainSend, SentTransaction } from '../chains/driver';
import { chainSendOf } from './chainSend';
import { accountContext, blockchainApi, type AccountContext } from './context';
import { watchSendDraft } from './sendPreflight';

/** Send opened: fresh balances to pick from, and what the namespace reads besides (EVM: the gas price). */
function* prepareSend(deps: WalletGateDeps, _action: ReturnType<typeof sendOpened>) {
  yield put(tokenBalancesRequested());
  const ctx: AccountContext | null = yield call(accountContext);
  if (!ctx) return;
  const send: ChainSend | null = yield call(chainSendOf, deps, ctx.account.namespace);
  if (send?.prepare) yield call(send.prepare, deps, ctx);
}

/** The address a name points to on the active chain (its coin type), else on Ethereum (60), else any. */
function addressFor(profile: ProfileName, chainId: number | string): string | null {
  let coinType: string | null = null;
  try {
    coinType = String(coinTypeForChainId(Number(chainId)));
  } catch {
    // 'Invalid chainId' (SPEC §5): no coin type of its own
  }
  const byType = profile.addresses;
  return (coinType ? byType[coinType]?.address : undefined) ?? byType['60']?.address ?? Object.values(byType)[0]?.address ?? null;
}

/** A typed receiver: an address gets its identity (name, avatar); a name resolves to its address (SPEC §7). */
function* resolveReceiver(deps: WalletGateDeps, { payload }: ReturnType<typeof sendReceiverChanged>) {
  const input = payload.text;
  const text = input.trim();
  const send: SendState = yield select(selectSend);
  const ctx: AccountContext | null = yield call(accountContext);
  // the view asked the namespace whether it has names (selectChainCan) when it dispatched
  if (!text || !ctx || !payload.names) return;
  const api = blockchainApi(deps, ctx.config);
  const receiver = send.receiverAddress;
  if (receiver) {
    const id = receiver.toLowerCase();
    try {
      let identity: IdentityResponse | undefined = readCache(deps.storage, IDENTITY_CACHE, id, deps.now());
      if (!identity && ctx.supported) {
        identity = (yield call(withTimeout<IdentityResponse>, (signal) => api.getIdentity(receiver, ctx.address, signal))) as IdentityResponse;
        writeCache(deps.storage, IDENTITY_CACHE, id, identity, deps.now());
      }
      if (identity?.name) yield put(sendReceiverResolved({ input, address: receiver, name: identity.name, imageUrl: identity.avatar }));
    } catch {
      // the identity is decoration: the address alone is enough to send
    }
    return;
  }
  if (!looksLikeName(text) || !ctx.supported) {
    yield put(sendReceiverResolved({ input, address: null, name: null, imageUrl: null }));
    return;
  }
  yield delay(TIMING.searchDebounceMs); // the visitor is probably still typing: the same 300 ms wait as search (SPEC §9)
  const id = text.toLowerCase();
  try {
    let profile: ProfileName | undefined = readCache(deps.storage, NAME_CACHE, id, deps.now());
    if (!profile) {
      // typed as the visitor types: one attempt under the request timeout, no retries (the next keystroke asks again)
      profile = (yield call(withTimeout<ProfileName>, (signal) => api.getProfile(text, signal))) as ProfileName;
      writeCache(deps.storage, NAME_CACHE, id, profile, deps.now());
    }
    yield put(sendReceiverResolved({ input, address: addressFor(profile, ctx.network.id), name: profile.name, imageUrl: null }));
  } catch (error) {
    deps.logger.warn('[WalletGate] Error resolving name', error);
    // SPEC §8 'Error resolving name' is shown beside the field; a name the API does not know (404) is just no address
    const failed = !(error instanceof HttpError && error.status === 404);
    yield put(sendReceiverResolved({ input, address: null, name: null, imageUrl: null, failed }));
  }
}

/** A token picked on Send's token list: back to the form (SPEC §2 back: the router saga pops or closes). */
function* returnToForm(_action: ReturnType<typeof sendTokenSelected>) {
  const view: ReturnType<typeof selectView> = yield select(selectView);
  if (view === 'WalletSendSelectToken') yield put(backRequested());
}

/** Send pressed: the namespace's Send asks the wallet; a transaction it started is followed until mined. */
function* sendToken(deps: WalletGateDeps, sent: Channel<SentTransaction>, _action: ReturnType<typeof sendRequested>) {
  const send: SendState = yield select(selectSend);
  const issue: SendIssue | null = yield select(selectSendIssue);
  const isSmartAccount: boolean = yield select(selectIsSmartAccount);
  const ctx: AccountContext | null = yield call(accountContext);
  if (!ctx || send.loading) return;
  const chainSend: ChainSend | null = yield call(chainSendOf, deps, ctx.account.namespace);
  if (!chainSend) {
    // a driver that declares 'send' without bringing one: the visitor pressed Send, so say it went wrong
    deps.logger.warn(`[WalletGate] send refused: no Send in ${ctx.account.namespace}`);
    yield put(notifyRequested({ message: msg('somethingWentWrong'), variant: 'error' }));
    return;
  }
  const transaction: SentTransaction | null = yield call(chainSend.transfer, deps, ctx, { send, issue, isSmartAccount });
  // followed by refreshWhenMined, not here: the form is free for the next send while this one is mined
  if (transaction) yield put(sent, transaction);
}

/**
 * The balances after a send are read once the chain has mined it, past the caches (SPEC §7 forceUpdate): read at
 * once, they would still show the old amounts on any chain slower than the wallet's answer. A receipt not found in
 * time, or a node that cannot be asked, reads them all the same; a disconnect or another account ends the wait.
 */
function* refreshWhenMined(deps: WalletGateDeps, { mined, forceUpdate }: SentTransaction) {
  try {
    const { left } = (yield race({ mined: call(mined), left: take([disconnected.type, accountChanged.type]) })) as { left?: Action };
    if (left) return;
  } catch (error) {
    deps.logger.warn('[WalletGate] could not follow the sent transaction; reading the balances now', error);
  }
  yield put(transactionsStale());
  yield put(tokenBalancesRequested({ force: true, forceUpdate }));
}

export function* watchSend(deps: WalletGateDeps, intake: Intake) {
  yield takeEvery(intake.from(sendOpened), prepareSend, deps);
  yield takeEvery(intake.from(sendTokenSelected), returnToForm);
  // sent transactions are followed here, so the wait for each ends with the flows (an instance destroyed) and
  // takeLeading, which waits on a send's forked children, does not hold the next send back meanwhile
  const sent: Channel<SentTransaction> = yield call(channel);
  yield takeEvery(sent, refreshWhenMined, deps);
  yield takeLeading(intake.from(sendRequested), sendToken, deps, sent);
  yield fork(watchSendDraft, deps);
}

export function* watchReceiver(deps: WalletGateDeps, intake: Intake) {
  yield takeLatest(intake.from(sendReceiverChanged), resolveReceiver, deps);
}
