/**
 * Swaps (SPEC §3 Swap, §7 the six /v1/convert calls, §8, §9 slippage 1, swap networks, 300 ms wait). Every step is
 * an action: the tokens of the active chain; a quote 300 ms after the input settles (takeLatest cancels a stale
 * one, its request aborted); on confirm the allowance, the approve when it is short (built by the API, sent through
 * the connected wallet, mined), then the swap built with the slippage tolerance, sent, mined; balances and
 * activity fetched again. A failure keeps the amounts and says why.
 */
import { call, delay, fork, put, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { channel, buffers, type Channel } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { numberToHex } from 'viem';
import { notifyRequested, pushed, selectChainCan, selectRouter, selectView, backRequested, wentBackToIndex } from '../../slices';
import { tokenBalancesRequested } from '../../slices/accountRequests';
import {
  selectSwap,
  selectSwapAmount,
  selectSwapFromToken,
  selectSwapIssue,
  selectSwapQuoteKey,
  selectSwapsSupported,
  selectSwapToToken,
  swapAllowanceChecking,
  swapAllowanceFetched,
  swapApproveMined,
  swapApproveSent,
  swapApproveStarted,
  swapBuildStarted,
  swapFailed,
  swapGasPriceFetched,
  swapQuoteFailed,
  swapQuoteLoading,
  swapQuoteSkipped,
  swapQuotesReceived,
  swapSendStarted,
  swapSent,
  swapSucceeded,
  swapTokensFailed,
  swapTokensLoaded,
  swapTokensLoading,
  swapUnsupported,
  type SwapState,
  type SwapTracking,
} from '../../slices/swap';
import { swapAmountChanged, swapConfirmed, swapFlipped, swapOpened, swapRetryRequested, swapTokenSelected } from '../../slices/swapRequests';
import { transactionsStale } from '../../slices/transactions';
import type { ConvertTx, ConvertTxResponse, ConvertQuotesResponse, ConvertTokensResponse, ConvertAllowanceResponse, ConvertGasPriceResponse, SwapToken } from '../../src/core/api/convert';
import { SWAP_SLIPPAGE, TIMING } from '../../src/core/constants';
import { MessageError, RETRY_STATUSES, msg, type ErrorInfo } from '../../src/core/errors/catalogue';
import { THROWN } from '../../src/core/errors/thrown';
import { isNativeSwapToken, SWAPS_UNSUPPORTED, type SwapIssue } from '../../src/core/swap';
import { isUserRejection, toWalletError } from '../../src/core/errors/wallet';
import { createConvertApi, type ConvertApi } from '../../src/services/convertApi';
import { HttpError, RequestTimeoutError, ResponseShapeError, ResponseTooLargeError } from '../../src/services/http';
import type { MinedReceipt } from '../../src/services/chains/eip155Send';
import { minedReceipt } from '../chains/eip155/receipt';
import type { Eip1193Provider } from '../../src/services/providers';
import type { WalletGateDeps } from '../deps';
import { withTimeout } from '../backoff';
import { rpcUrlsOf } from '../../src/core/rpcUrls';
import type { Intake } from '../lazy';
import { spawnIsolated, type Watcher } from '../isolate';
import { accountContext, activeProvider, type AccountContext } from '../account/context';


function convertApi(deps: WalletGateDeps, ctx: AccountContext): ConvertApi {
  const { config } = ctx;
  return createConvertApi({ fetch: deps.fetch, baseUrl: config.endpoints.blockchainApi, projectId: config.projectId, sdkType: config.sdkType, sdkVersion: config.sdkVersion });
}

/** What the store keeps of a failure: the API's own sentence for a refusal, SPEC §8 texts for the rest. */
export function swapError(error: unknown): ErrorInfo {
  if (error instanceof RequestTimeoutError) return msg('requestTooLong');
  // The API's own sentence is for refusals of this request (no liquidity, bad amount); a rate limit's or a
  // gateway's body is not written for visitors: SPEC §8's 'HTTP status code: {status}' says it.
  if (error instanceof HttpError) {
    const detail = RETRY_STATUSES.has(error.status) ? undefined : error.detail;
    return detail ? msg('providerText', { text: detail, walletCode: error.status }) : msg('httpStatus', { status: error.status });
  }
  // an answer that is not the contract's (malformed, wrong shape, too large) has no words for a visitor
  if (error instanceof ResponseShapeError || error instanceof ResponseTooLargeError) return msg('somethingWentWrong');
  if (isUserRejection(error)) return msg('transactionDeclined', { walletCode: 4001 });
  if (error && typeof error === 'object' && 'code' in error) return toWalletError(error);
  return msg('somethingWentWrong');
}

const unsupportedError = (): ErrorInfo => msg(SWAPS_UNSUPPORTED);

/** Swap came into view: the network's tokens (once per network), the gas price and fresh balances. */
function* prepareSwap(deps: WalletGateDeps) {
  const ctx: AccountContext | null = yield call(accountContext);
  const supported: boolean = yield select(selectSwapsSupported);
  const network = ctx?.network.caipNetworkId ?? null;
  const swaps: boolean = ctx ? yield select(selectChainCan, ctx.account.namespace, 'swaps') : false;
  if (!ctx || !supported || !swaps || !network) {
    // SPEC §8: a direct call on a network without swaps is refused with its message
    yield put(swapUnsupported({ network, error: unsupportedError() }));
    return;
  }
  yield put(tokenBalancesRequested());
  const api = convertApi(deps, ctx);
  const swap: SwapState = yield select(selectSwap);
  if (swap.network !== network || swap.tokensStatus !== 'ready') {
    yield put(swapTokensLoading({ network }));
    try {
      const { tokens }: ConvertTokensResponse = yield call(withTimeout<ConvertTokensResponse>, (signal) => api.tokens(network, signal));
      yield put(swapTokensLoaded({ network, tokens }));
    } catch (error) {
      deps.logger.warn('[WalletGate] could not load the swap tokens', error);
      yield put(swapTokensFailed(swapError(error)));
      return;
    }
  }
  try {
    const price: ConvertGasPriceResponse = yield call(withTimeout<ConvertGasPriceResponse>, (signal) => api.gasPrice(network, signal));
    yield put(swapGasPriceFetched({ gasPrice: price.standard }));
  } catch (error) {
    // the fee shows as unknown; SPEC §8 names the cause when the API refuses the network
    deps.logger.warn(`[WalletGate] ${THROWN.gasPriceUnsupported}`, error);
    yield put(swapGasPriceFetched({ gasPrice: null }));
  }
  // on the preview: whether an approval comes first (its button says so); a failure here changes nothing
  const view: ReturnType<typeof selectView> = yield select(selectView);
  const from: SwapToken | null = yield select(selectSwapFromToken);
  if (view === 'SwapPreview' && from && !isNativeSwapToken(from.address)) {
    try {
      const { allowance }: ConvertAllowanceResponse = yield call(withTimeout<ConvertAllowanceResponse>, (signal) =>
        api.allowance({ tokenAddress: from.address, userAddress: ctx.address }, signal),
      );
      yield put(swapAllowanceFetched({ allowance }));
    } catch (error) {
      deps.logger.warn('[WalletGate] could not read the allowance', error);
    }
  }
  // a quote for what is already typed (a reopened form)
  const key: string | null = yield select(selectSwapQuoteKey);
  const { quoteKey, quoteStatus }: SwapState = yield select(selectSwap);
  if (key && (quoteKey !== key || quoteStatus === 'failed')) yield call(fetchQuote, deps);
}

/** SPEC §9: 300 ms after the input settles, one quote; takeLatest cancels a stale wait or request (its fetch aborted). */
function* quoteAfterWait(deps: WalletGateDeps) {
  yield delay(TIMING.searchDebounceMs);
  yield call(fetchQuote, deps);
}

function* fetchQuote(deps: WalletGateDeps) {
  const key: string | null = yield select(selectSwapQuoteKey);
  const issue: SwapIssue | null = yield select(selectSwapIssue);
  const ctx: AccountContext | null = yield call(accountContext);
  const from: SwapToken | null = yield select(selectSwapFromToken);
  const to: SwapToken | null = yield select(selectSwapToToken);
  const amount: bigint | null = yield select(selectSwapAmount);
  // nothing to quote, or more than the visitor holds (the form says so without asking the API)
  if (!key || !ctx || !from || !to || amount === null || issue === 'insufficientBalance' || issue === 'invalidAmount') {
    yield put(swapQuoteSkipped());
    return;
  }
  const { gasPrice }: SwapState = yield select(selectSwap);
  yield put(swapQuoteLoading({ key }));
  try {
    const api = convertApi(deps, ctx);
    const { quotes }: ConvertQuotesResponse = yield call(withTimeout<ConvertQuotesResponse>, (signal) =>
      api.quotes({ amount: amount.toString(), userAddress: ctx.address, from: from.address, to: to.address, ...(gasPrice ? { gasPrice } : {}) }, signal),
    );
    yield put(swapQuotesReceived({ key, quotes }));
  } catch (error) {
    deps.logger.warn('[WalletGate] could not quote the swap', error);
    yield put(swapQuoteFailed({ key, error: swapError(error) }));
  }
}

/** A token picked on the picker: back to the form (the router saga pops or closes). */
function* returnToForm() {
  const view: ReturnType<typeof selectView> = yield select(selectView);
  if (view === 'SwapSelectToken') yield put(backRequested());
}

/** Retry after a failure: the tokens when they failed, else the quote. */
function* retry(deps: WalletGateDeps) {
  const swap: SwapState = yield select(selectSwap);
  if (swap.tokensStatus !== 'ready') yield call(prepareSwap, deps);
  else yield call(fetchQuote, deps);
}

/** The API's transaction as eth_sendTransaction wants it (EIP-1474 quantities in hex). */
function walletTransaction(tx: ConvertTx) {
  const gas = tx.gas ?? tx.eip155?.gas;
  return {
    from: tx.from,
    to: tx.to,
    data: tx.data,
    value: numberToHex(BigInt(tx.value)),
    ...(gas ? { gas: numberToHex(BigInt(gas)) } : {}),
  };
}

/** Back to the account once the swap is mined (the history's Account, so Back does not return to a spent form). */
function* showAccount() {
  const { history }: ReturnType<typeof selectRouter> = yield select(selectRouter);
  const index = history.indexOf('Account');
  if (index >= 0 && index < history.length - 1) yield put(wentBackToIndex(index));
  else if (index < 0) yield put(pushed({ view: 'Account' }));
}


/** Confirmed on the preview: allowance → approve (mined) when short → build → send → mined. */
function* executeSwap(deps: WalletGateDeps) {
  const ctx: AccountContext | null = yield call(accountContext);
  const supported: boolean = yield select(selectSwapsSupported);
  const from: SwapToken | null = yield select(selectSwapFromToken);
  const to: SwapToken | null = yield select(selectSwapToToken);
  const amount: bigint | null = yield select(selectSwapAmount);
  const issue: SwapIssue | null = yield select(selectSwapIssue);
  if (!ctx || !from || !to || amount === null) return;
  const tracking: SwapTracking = { network: ctx.network.caipNetworkId, from: from.symbol, to: to.symbol, amount: amount.toString() };
  if (!supported) {
    yield put(swapFailed({ ...tracking, error: unsupportedError() }));
    return;
  }
  if (issue) {
    deps.logger.warn(`[WalletGate] swap refused: ${issue}`);
    return;
  }
  const provider: Eip1193Provider | undefined = yield call(activeProvider, deps, ctx.account.namespace);
  // SPEC §9: receipts are read through the network's ranked RPC URLs and the blockchain API's endpoint
  const read = { owner: deps, urls: rpcUrlsOf(ctx.network, ctx.config.projectId ? { blockchainApi: ctx.config.endpoints.blockchainApi, projectId: ctx.config.projectId } : undefined) };
  if (!provider || read.urls.length === 0) {
    yield put(swapFailed({ ...tracking, error: msg('somethingWentWrong') }));
    return;
  }
  const api = convertApi(deps, ctx);
  const send = (tx: ConvertTx) => provider.request({ method: 'eth_sendTransaction', params: [walletTransaction(tx)] }) as Promise<string>;
  try {
    if (!isNativeSwapToken(from.address)) {
      yield put(swapAllowanceChecking());
      const { allowance }: ConvertAllowanceResponse = yield call(withTimeout<ConvertAllowanceResponse>, (signal) =>
        api.allowance({ tokenAddress: from.address, userAddress: ctx.address }, signal),
      );
      yield put(swapAllowanceFetched({ allowance }));
      if (BigInt(allowance) < amount) {
        yield put(swapApproveStarted());
        const { tx }: ConvertTxResponse = yield call(withTimeout<ConvertTxResponse>, (signal) =>
          api.buildApprove({ userAddress: ctx.address, from: from.address, to: to.address, amount: amount.toString() }, signal),
        );
        const hash: string = yield call(send, tx);
        yield put(swapApproveSent({ hash }));
        const receipt: MinedReceipt = yield call(minedReceipt, deps, read.urls, hash);
        if (receipt.status !== 'success') throw new MessageError(msg('swap.approveReverted'));
        yield put(swapApproveMined({ allowance: amount.toString() }));
      }
    }
    yield put(swapBuildStarted());
    const { tx }: ConvertTxResponse = yield call(withTimeout<ConvertTxResponse>, (signal) =>
      api.buildTransaction({ amount: amount.toString(), eip155: { slippage: String(SWAP_SLIPPAGE) }, from: from.address, to: to.address, userAddress: ctx.address, disableEstimate: false }, signal),
    );
    yield put(swapSendStarted(tracking));
    const hash: string = yield call(send, tx);
    yield put(swapSent({ hash }));
    const receipt: MinedReceipt = yield call(minedReceipt, deps, read.urls, hash);
    if (receipt.status !== 'success') throw new MessageError(msg('swap.reverted', { slippage: SWAP_SLIPPAGE }));
    yield put(swapSucceeded({ ...tracking, hash }));
    yield put(notifyRequested({ message: msg('swap.swapped'), variant: 'success' }));
    yield call(showAccount);
    yield put(transactionsStale());
    yield put(tokenBalancesRequested({ force: true }));
  } catch (error) {
    const info = error instanceof MessageError ? error.info : swapError(error);
    if (!isUserRejection(error)) deps.logger.warn('[WalletGate] swap failed', error);
    yield put(swapFailed({ ...tracking, error: info }));
    // the swap may have been refused on chain after the approve went through: the balances changed either way
    yield put(tokenBalancesRequested({ force: true }));
  }
}

/** The inputs a quote depends on, from their intake channels, in the order they came. */
function* mergeInputs(intake: Intake, into: Channel<Action>) {
  const forward = (source: Channel<Action>) =>
    fork(function* forwardInput() {
      while (true) {
        const action: Action = yield take(source);
        yield put(into, action);
      }
    });
  yield forward(intake.from(swapAmountChanged) as Channel<Action>);
  yield forward(intake.from(swapTokenSelected) as Channel<Action>);
  yield forward(intake.from(swapFlipped) as Channel<Action>);
}

function* watchSwapInput(deps: WalletGateDeps, intake: Intake) {
  const inputs: Channel<Action> = yield call(channel, buffers.expanding<Action>(8));
  yield* mergeInputs(intake, inputs);
  yield takeLatest(inputs, function* onInput(action: Action) {
    if (swapTokenSelected.match(action)) yield call(returnToForm);
    yield call(quoteAfterWait, deps);
  });
}

function* watchSwapSteps(deps: WalletGateDeps, intake: Intake) {
  yield takeLatest(intake.from(swapOpened), prepareSwap, deps);
  yield takeEvery(intake.from(swapRetryRequested), retry, deps);
  yield takeLeading(intake.from(swapConfirmed), executeSwap, deps);
}

const WATCHERS: Watcher<[Intake]>[] = [watchSwapSteps, watchSwapInput];

export function* runFlows(deps: WalletGateDeps, intake: Intake) {
  yield* spawnIsolated(WATCHERS, deps, intake);
}
