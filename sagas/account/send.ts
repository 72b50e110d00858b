/**
 * Send (SPEC §4, §5, §7, §8, §9). Opening Send reads the gas price; a typed name resolves through the profile
 * API (an address shows its identity); sending checks the form again, refuses past 99 pending transactions,
 * pushes the account view, asks the wallet (native: to, value, data, gasPrice; ERC-20: the token's transfer),
 * then shows 'Transaction started' and resets, 'Transaction declined in your wallet' (a 4001), or 'Something went wrong'. SEND_* reach the bus through tracking.
 */
import { channel, type Channel } from 'redux-saga';
import { call, delay, fork, put, race, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import { numberToHex } from 'viem';
import { accountChanged, backRequested, disconnected, notifyRequested, pushed, selectActiveConnectorIds, selectRouter, selectView, wentBackToIndex } from '../../slices';
import {
  gasPriceFetched,
  selectIsSmartAccount,
  selectSend,
  selectSendIssue,
  sendFailed,
  sendOpened,
  sendReceiverChanged,
  sendReceiverResolved,
  sendRequested,
  sendStarted,
  sendSucceeded,
  sendTokenSelected,
  tokenBalancesRequested,
  type SendState,
  type SendTracking,
} from '../../slices/send';
import { transactionsStale } from '../../slices/transactions';
import { coinTypeForChainId, type ProfileName } from '../../src/core/api/profile';
import type { IdentityResponse } from '../../src/core/api/account';
import { IDENTITY_CACHE, NAME_CACHE } from '../../src/core/caches';
import { readCache, writeCache } from '../../src/services/caches';
import { LIMITS, TIMING } from '../../src/core/constants';
import { MESSAGES, englishOf, msg, type ErrorInfo } from '../../src/core/errors/catalogue';
import { THROWN } from '../../src/core/errors/thrown';
import { isUserRejection } from '../../src/core/errors/wallet';
import { describeTransactionError } from '../../src/core/errors/node';
import { looksLikeName, parseAmount, type SendIssue } from '../../src/core/send';
import type { Eip1193Provider } from '../../src/services/providers';
import type { WalletGateDeps } from '../deps';
import { withTimeout } from '../backoff';
import { HttpError } from '../../src/services/http';
import type { Intake } from '../lazy';
import { accountContext, activeProvider, blockchainApi, type AccountContext } from './context';
import { loadSendChain, preflightSend, rpcUrlsOfContext, watchSendDraft, type SendChain } from './sendPreflight';
import { minedReceipt } from './receipt';

const loadSolanaSend = () => import(/* webpackChunkName: "solana-send" */ '../../src/services/chains/solana-send');
type SolanaSendChain = Awaited<ReturnType<typeof loadSolanaSend>>;


/** Send opened: fresh balances to pick from, and the gas price of the active network (EVM). */
function* prepareSend(deps: WalletGateDeps, _action: ReturnType<typeof sendOpened>) {
  yield put(tokenBalancesRequested());
  const ctx: AccountContext | null = yield call(accountContext);
  if (!ctx || ctx.account.namespace !== 'eip155') return;
  const urls = rpcUrlsOfContext(ctx);
  try {
    if (!ctx.supported || urls.length === 0) throw new Error(THROWN.gasPriceUnsupported);
    const chain: SendChain = yield call(loadSendChain);
    const gasPrice: bigint = yield call(chain.readGasPrice, { owner: deps, urls });
    yield put(gasPriceFetched({ gasPrice: gasPrice.toString() }));
  } catch (error) {
    deps.logger.warn('[WalletGate] could not read the gas price', error);
    yield put(gasPriceFetched({ gasPrice: null }));
  }
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
  if (!text || !ctx || ctx.account.namespace !== 'eip155') return;
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

/** SPEC §4 "push the account view": back to it when it is in the history already, so Back does not return to a spent form. */
function* showAccount() {
  const { history }: ReturnType<typeof selectRouter> = yield select(selectRouter);
  const index = history.indexOf('Account');
  if (index >= 0 && index < history.length - 1) yield put(wentBackToIndex(index));
  else if (index < 0) yield put(pushed({ view: 'Account' }));
}

function* sendToken(deps: WalletGateDeps, sent: Channel<SentTransaction>, _action: ReturnType<typeof sendRequested>) {
  const send: SendState = yield select(selectSend);
  const issue: SendIssue | null = yield select(selectSendIssue);
  const isSmartAccount: boolean = yield select(selectIsSmartAccount);
  const ctx: AccountContext | null = yield call(accountContext);
  if (!ctx || send.loading) return;
  const { token } = send;
  if (ctx.account.namespace === 'solana') {
    yield call(sendOnSolana, deps, ctx, send, issue, isSmartAccount);
    return;
  }
  if (issue || !token || !send.receiverAddress) {
    deps.logger.warn(`[WalletGate] send refused: ${issue ?? 'incomplete'}`);
    return;
  }
  const tracking: SendTracking = { isSmartAccount, token: token.symbol, amount: send.sendTokenAmount, network: ctx.network.caipNetworkId };
  const provider: Eip1193Provider | undefined = yield call(activeProvider, deps, ctx.account.namespace);
  const urls = rpcUrlsOfContext(ctx);
  const amount = parseAmount(send.sendTokenAmount, Number(token.quantity.decimals));
  if (!provider || urls.length === 0 || amount === null) {
    yield put(sendFailed({ ...tracking, message: THROWN.chainAdapterNotFound }));
    yield put(notifyRequested({ message: msg('somethingWentWrong'), variant: 'error' }));
    return;
  }
  const chain: SendChain = yield call(loadSendChain);
  // SPEC §9: no more than 99 transactions waiting to be mined.
  try {
    const pending: number = yield call(chain.countPendingTransactions, { owner: deps, urls, address: ctx.address });
    if (pending >= LIMITS.pendingTransactions) {
      yield put(notifyRequested({ message: msg('send.tooManyPending', { count: LIMITS.pendingTransactions }), variant: 'error' }));
      return;
    }
  } catch (error) {
    deps.logger.warn('[WalletGate] could not count pending transactions', error);
  }
  const tokenContract = token.address?.split(':').pop();
  const gasPrice = BigInt(send.gasPrice ?? '0');
  const nativeSymbol = ctx.network.nativeCurrency.symbol;
  // SPEC §8 node errors before the wallet is asked: a revert or a balance short of value + gas is said in its own
  // words beside the amount (not in a toast that fades: the visitor stays on the form to change it); a node that
  // cannot be asked leaves the decision to the wallet.
  const refused: ErrorInfo | null = yield call(preflightSend, deps, ctx, send, amount);
  if (refused) {
    yield put(sendFailed({ ...tracking, message: englishOf(refused) }));
    return;
  }
  yield put(sendStarted(tracking));
  yield call(showAccount);
  yield put(notifyRequested({ message: msg('send.awaitingApproval'), variant: 'loading' }));
  try {
    const transaction = tokenContract
      ? { from: ctx.address, to: tokenContract, data: chain.erc20TransferData(send.receiverAddress, amount) }
      : { from: ctx.address, to: send.receiverAddress, value: numberToHex(amount), data: '0x', gasPrice: numberToHex(gasPrice) };
    const hash: string = yield call(() => provider.request({ method: 'eth_sendTransaction', params: [transaction] }));
    yield put(sendSucceeded({ ...tracking, hash }));
    yield put(notifyRequested({ message: msg('transactionStarted'), variant: 'success' }));
    yield put(transactionsStale());
    // followed by watchSend, not here: the form is free for the next send while this one is mined
    yield put(sent, { urls: rpcUrlsOfContext(ctx), hash, forceUpdate: token.address ?? ctx.network.caipNetworkId });
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : MESSAGES.somethingWentWrong;
    yield put(sendFailed({ ...tracking, message }));
    // a 4001 is the visitor's choice in their wallet, not a failure: said calmly, nothing logged
    if (isUserRejection(error)) {
      yield put(notifyRequested({ message: msg('transactionDeclined'), variant: 'info' }));
      return;
    }
    deps.logger.warn('[WalletGate] send failed', error);
    // SPEC §8: a node error or a wallet code in words; 'Something went wrong' only when nothing says more
    const described: ErrorInfo = describeTransactionError(error, { nativeSymbol });
    yield put(notifyRequested({ message: described, variant: 'error' }));
  }
}

interface SentTransaction {
  urls: string[];
  hash: string;
  forceUpdate: string;
}

/**
 * The balances after a send are read once the chain has mined it, past the caches (SPEC §7 forceUpdate): read at
 * once, they would still show the old amounts on any chain slower than the wallet's answer. A receipt not found in
 * time, or a node that cannot be asked, reads them all the same; a disconnect or another account ends the wait.
 */
function* refreshWhenMined(deps: WalletGateDeps, { urls, hash, forceUpdate }: SentTransaction) {
  try {
    if (urls.length > 0) {
      const { left } = (yield race({ mined: call(minedReceipt, deps, urls, hash), left: take([disconnected.type, accountChanged.type]) })) as { left?: Action };
      if (left) return;
    }
  } catch (error) {
    deps.logger.warn('[WalletGate] could not follow the sent transaction; reading the balances now', error);
  }
  yield put(transactionsStale());
  yield put(tokenBalancesRequested({ force: true, forceUpdate }));
}

/**
 * Send on Solana: SPEC §5 'Please enter a valid amount and receiver address' for an incomplete form,
 * the connected wallet signs and sends a SOL or SPL transfer, then 'Transaction started', reset and a balance
 * refetch (SPEC §4); any failure but the visitor's own refusal is SPEC §8 'Failed to send transaction. Please try again.'
 */
function* sendOnSolana(deps: WalletGateDeps, ctx: AccountContext, send: SendState, issue: SendIssue | null, isSmartAccount: boolean) {
  const { token } = send;
  const amount = token ? parseAmount(send.sendTokenAmount, Number(token.quantity.decimals)) : null;
  if (issue || !token || !send.receiverAddress || amount === null || amount === 0n) {
    yield put(notifyRequested({ message: msg('send.solanaInvalid'), variant: 'error' }));
    return;
  }
  const tracking: SendTracking = { isSmartAccount, token: token.symbol, amount: send.sendTokenAmount, network: ctx.network.caipNetworkId };
  const ids: ReturnType<typeof selectActiveConnectorIds> = yield select(selectActiveConnectorIds);
  const provider = ids.solana ? deps.solana.get(ids.solana)?.provider : undefined;
  const rpcUrl = ctx.network.rpcUrls.default.http[0];
  if (!provider || !rpcUrl) {
    yield put(sendFailed({ ...tracking, message: THROWN.chainAdapterNotFound }));
    yield put(notifyRequested({ message: msg('solanaSendFailed'), variant: 'error' }));
    return;
  }
  yield put(sendStarted(tracking));
  yield call(showAccount);
  yield put(notifyRequested({ message: msg('send.awaitingApproval'), variant: 'loading' }));
  try {
    const chain: SolanaSendChain = yield call(loadSolanaSend);
    const mint = token.address?.split(':').pop();
    const transaction: Uint8Array = yield call(chain.buildSolanaTransfer, {
      rpcUrl,
      from: ctx.address,
      to: send.receiverAddress,
      amount,
      decimals: Number(token.quantity.decimals),
      ...(mint ? { mint } : {}),
    });
    const hash: string = yield call([provider, provider.signAndSendTransaction], { transaction });
    yield put(sendSucceeded({ ...tracking, hash }));
    yield put(notifyRequested({ message: msg('transactionStarted'), variant: 'success' }));
    yield put(transactionsStale());
    yield put(tokenBalancesRequested({ force: true }));
  } catch (error) {
    yield put(sendFailed({ ...tracking, message: error instanceof Error && error.message ? error.message : englishOf(msg('solanaSendFailed')) }));
    if (isUserRejection(error)) {
      yield put(notifyRequested({ message: msg('transactionDeclined'), variant: 'info' }));
      return;
    }
    deps.logger.warn('[WalletGate] Solana send failed', error);
    yield put(notifyRequested({ message: msg('solanaSendFailed'), variant: 'error' }));
  }
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
