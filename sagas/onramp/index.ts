/**
 * Buy crypto (SPEC §3, §6, §7, §8, §9). Opening Buy looks where the visitor is first: in a restricted
 * time zone nothing is asked of the on-ramp API. Otherwise the options load (or the built-in sample list, SPEC §8);
 * each change of the form asks for a quote after the 300 ms wait (or shows a labelled estimate when the API fails),
 * never for an amount outside the payment method's limits. Continue opens the provider's page (a popup, a new tab on
 * a phone), shows Activity, and watches the account's purchases (onramp=coinbase) until one lands: then the
 * balances are read again.
 */
import { call, cancel, cancelled, delay, fork, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { channel, type Channel, type Task } from 'redux-saga';
import { disconnected, notifyRequested, pushed, selectAccounts, selectConfig, selectCurrentNamespace, selectRouter, tabChanged, wentBackToIndex } from '../../slices';
import { assetImageLoaded } from '../../slices/assets';
import { createCatalogClient, releaseImageUrl } from '../../src/services/catalog';
import {
  buyContinueRequested,
  buyFieldChanged,
  buyOpened,
  onrampAvailabilityChecked,
  onrampOptionsLoaded,
  onrampOptionsLoading,
  onrampProviderFailed,
  onrampProviderOpened,
  onrampProviderOpening,
  onrampPurchaseCompleted,
  onrampPurchaseFailed,
  onrampQuoteCleared,
  onrampQuoteLoaded,
  onrampQuoteLoading,
  selectBuyIssue,
  selectOnramp,
  selectPurchaseOption,
  selectQuoteKey,
  type OnrampState,
} from '../../slices/onramp';
import { tokenBalancesRequested } from '../../slices/accountRequests';
import { transactionsPurchasesLoaded, transactionsStale } from '../../slices/transactions';
import type { OnrampOptionsResponse, OnrampQuoteResponse, OnrampUrlResponse } from '../../src/core/api/onramp';
import type { HistoryResponse, Transaction } from '../../src/core/api/history';
import { TIMING } from '../../src/core/constants';
import { MESSAGES, msg, toErrorInfo } from '../../src/core/errors/catalogue';
import { estimatedQuote, isRestrictedTimeZone, onrampDefaultNetwork, ONRAMP_NAMESPACES, ONRAMP_STATUS, SAMPLE_ONRAMP_OPTIONS, type PurchaseOption } from '../../src/core/onramp';
import { isMobileUserAgent } from '../../src/core/walletConnect';
import { createOnrampApi, type OnrampApi } from '../../src/services/onrampApi';
import { currentTimeZone, openProviderWindow, type ProviderWindow } from '../../src/services/popup';
import type { ValidOptions } from '../../src/core/options';
import type { WalletGateDeps } from '../deps';
import { withBackoff, withTimeout } from '../backoff';
import { spawnIsolated, type Watcher } from '../isolate';
import type { Intake } from '../lazy';
import { accountContext, type AccountContext } from '../account/context';

/** not SPEC: how often the purchases are asked for while the provider's page is open, and for how long at most */
export const PURCHASE_POLL_MS = 3_000;
export const PURCHASE_WATCH_MS = 30 * 60_000;
/** the Activity tab (Tokens, NFTs, Activity) */
const ACTIVITY_TAB = 2;

const onrampApi = (deps: WalletGateDeps, config: ValidOptions): OnrampApi =>
  createOnrampApi({
    fetch: deps.fetch,
    baseUrl: config.endpoints.blockchainApi,
    projectId: config.projectId,
    sdkType: config.sdkType,
    sdkVersion: config.sdkVersion,
  });

/** SPEC §6: buying is for eip155 and solana accounts, with the onramp feature on. */
function* buyContext() {
  const ctx: AccountContext | null = yield call(accountContext);
  if (!ctx || !ctx.config.features.onramp || !ONRAMP_NAMESPACES.includes(ctx.account.namespace)) return null;
  return ctx;
}

/** Buy opened: where is the visitor (SPEC §9), then the options once (the sample list when the API fails, SPEC §8). */
function* openBuy(deps: WalletGateDeps) {
  const ctx: AccountContext | null = yield call(buyContext);
  if (!ctx) return;
  const timeZone = deps.timeZone ? deps.timeZone() : currentTimeZone();
  const restricted = isRestrictedTimeZone(timeZone);
  yield put(onrampAvailabilityChecked({ restricted, mobile: isMobileUserAgent(deps.window?.navigator?.userAgent ?? '') }));
  if (restricted) return; // unavailable where the visitor is: not one on-ramp call
  const state: OnrampState = yield select(selectOnramp);
  if (!ctx.supported) {
    // SPEC §7: nothing is asked of the API on a network the site did not ask for
    yield put(onrampOptionsLoaded({ options: SAMPLE_ONRAMP_OPTIONS, source: 'sample' }));
  } else if (state.optionsSource !== 'api') {
    // (a Buy opened again while they load cancelled that load: takeLatest)
    yield put(onrampOptionsLoading());
    try {
      const options: OnrampOptionsResponse = yield call(withBackoff<OnrampOptionsResponse>, (signal) => onrampApi(deps, ctx.config).getOptions(signal));
      yield put(onrampOptionsLoaded({ options, source: 'api' }));
    } catch (error) {
      deps.logger.warn('[WalletGate] could not load the on-ramp options: showing the sample list', error);
      yield put(onrampOptionsLoaded({ options: SAMPLE_ONRAMP_OPTIONS, source: 'sample' }));
    }
  }
  yield call(refreshQuote, deps);
}

/** The price of what is bought, when the account's balances know it (for the estimate). */
function* priceOf(symbol: string) {
  const accounts: ReturnType<typeof selectAccounts> = yield select(selectAccounts);
  const namespace: ReturnType<typeof selectCurrentNamespace> = yield select(selectCurrentNamespace);
  const balance = accounts[namespace]?.tokenBalance.find((b) => b.symbol.toLowerCase() === symbol.toLowerCase());
  return balance && balance.price > 0 ? balance.price : null;
}

/** A quote for the form as it is, after the 300 ms wait; none for an amount outside the limits; an estimate when the API fails. */
function* refreshQuote(deps: WalletGateDeps) {
  const state: OnrampState = yield select(selectOnramp);
  if (state.availability !== 'available' || !state.options) return;
  const key: string | null = yield select(selectQuoteKey);
  const option: PurchaseOption | null = yield select(selectPurchaseOption);
  if (!key || !option) {
    // refused before any call: an empty amount, or one outside the payment method's limits
    if (state.quoteFor !== null) yield put(onrampQuoteCleared());
    return;
  }
  if (state.quoteFor === key && (state.quote || state.quoteLoading)) return;
  yield put(onrampQuoteLoading({ for: key }));
  yield delay(TIMING.searchDebounceMs); // SPEC §9: the visitor is probably still typing
  const ctx: AccountContext | null = yield call(buyContext);
  if (!ctx) return;
  const request = { purchaseCurrency: option.id, paymentCurrency: state.paymentCurrency, amount: state.amount.trim(), network: option.network };
  try {
    if (!ctx.supported) throw new Error(MESSAGES.unsupportedChain); // SPEC §7: no API call on an unsupported network
    // one attempt under the request timeout: the next keystroke asks again, and the estimate stands in meanwhile
    const quote: OnrampQuoteResponse = yield call(withTimeout<OnrampQuoteResponse>, (signal) => onrampApi(deps, ctx.config).getQuote(request, signal));
    yield put(onrampQuoteLoaded({ for: key, quote, source: 'api' }));
  } catch (error) {
    deps.logger.warn('[WalletGate] could not get an on-ramp quote: showing an estimate', error);
    const price: number | null = yield call(priceOf, option.symbol);
    const quote = estimatedQuote({ amount: Number(request.amount), fiat: state.paymentCurrency, symbol: option.symbol, price, provider: state.provider });
    yield put(onrampQuoteLoaded({ for: key, quote, source: 'estimate' }));
  }
}

/** SPEC §4 "push the account view": back to Account when it is in the history, on its Activity tab. */
function* showActivity(ctx: AccountContext) {
  if (ctx.config.features.history) yield put(tabChanged({ namespace: ctx.account.namespace, tab: ACTIVITY_TAB }));
  const { history }: ReturnType<typeof selectRouter> = yield select(selectRouter);
  const index = history.indexOf('Account');
  if (index >= 0 && index < history.length - 1) yield put(wentBackToIndex(index));
  else if (index < 0) yield put(pushed({ view: 'Account' }));
}

const isFinal = (tx: Transaction) => tx.metadata.status === ONRAMP_STATUS.success || tx.metadata.status === ONRAMP_STATUS.failed;

/**
 * Watches the account's purchases on the active network until one that was not done before lands (or fails): each
 * answer goes to Activity (in progress, then done); a landed purchase has the balances read again past their cache.
 */
function* watchPurchases(deps: WalletGateDeps, ctx: AccountContext, symbol: string, settled: ReadonlySet<string>) {
  const api = onrampApi(deps, ctx.config);
  for (let polls = 0; polls * PURCHASE_POLL_MS < PURCHASE_WATCH_MS; polls += 1) {
    if (polls > 0) yield delay(PURCHASE_POLL_MS);
    let page: HistoryResponse;
    try {
      page = yield call(withTimeout<HistoryResponse>, (signal) => api.getPurchases(ctx.address, ctx.network.caipNetworkId, signal));
    } catch (error) {
      deps.logger.warn('[WalletGate] could not read the on-ramp purchases', error);
      continue;
    }
    yield put(transactionsPurchasesLoaded({ transactions: page.data }));
    const fresh = page.data.filter((tx) => !settled.has(tx.id) && isFinal(tx));
    const landed = fresh.find((tx) => tx.metadata.status === ONRAMP_STATUS.success);
    if (landed) {
      const bought = landed.transfers[0];
      yield put(onrampPurchaseCompleted({ amount: bought?.quantity.numeric ?? '', symbol: bought?.fungible_info?.symbol ?? symbol }));
      yield put(transactionsStale());
      yield put(tokenBalancesRequested({ force: true }));
      return;
    }
    if (fresh.length) {
      yield put(onrampPurchaseFailed(msg('somethingWentWrong')));
      return;
    }
  }
}

/**
 * Continue: the provider's window opens first, while the click still counts (popup blockers), then the URL is asked
 * for (SPEC §7 /v1/generators/onrampurl) and the window sent there. A failure closes the window again.
 */
function* continueToProvider(deps: WalletGateDeps) {
  const issue: ReturnType<typeof selectBuyIssue> = yield select(selectBuyIssue);
  const state: OnrampState = yield select(selectOnramp);
  const option: PurchaseOption | null = yield select(selectPurchaseOption);
  if (issue || !option || state.availability !== 'available' || state.status === 'opening') return null;
  const providerWindow: ProviderWindow | null = yield call(openProviderWindow, deps.window, state.mobile);
  const ctx: AccountContext | null = yield call(buyContext);
  if (!ctx) {
    providerWindow?.close();
    return null;
  }
  yield put(onrampProviderOpening());
  if (!ctx.supported) {
    providerWindow?.close();
    yield put(onrampProviderFailed(msg('unsupportedChain')));
    yield put(notifyRequested({ message: msg('unsupportedChain'), variant: 'error' }));
    return null;
  }
  const api = onrampApi(deps, ctx.config);
  const fiat = Number(state.amount.trim());
  const quoted = state.quoteSource === 'api' && state.quote ? Number(state.quote.purchaseAmount.amount) : NaN;
  try {
    const { url }: OnrampUrlResponse = yield call(withTimeout<OnrampUrlResponse>, (signal) =>
      api.getOnrampUrl(
        {
          destinationWallets: [{ address: ctx.address, blockchains: [option.network], assets: [option.symbol] }],
          // SPEC §9: the provider's page opens on the network's Coinbase pay chain (ethereum when it has none)
          defaultNetwork: onrampDefaultNetwork(ctx.network),
          partnerUserId: ctx.address,
          defaultExperience: 'buy',
          presetFiatAmount: fiat,
          ...(quoted > 0 ? { presetCryptoAmount: quoted } : {}),
        },
        signal,
      ),
    );
    // what is already settled is not this purchase
    let settled = new Set<string>();
    try {
      const before: HistoryResponse = yield call(withTimeout<HistoryResponse>, (signal) => api.getPurchases(ctx.address, ctx.network.caipNetworkId, signal));
      settled = new Set(before.data.filter(isFinal).map((tx) => tx.id));
    } catch (error) {
      deps.logger.warn('[WalletGate] could not read the on-ramp purchases', error);
    }
    if (providerWindow) providerWindow.navigate(url);
    yield put(onrampProviderOpened({ url }));
    if (providerWindow) yield call(showActivity, ctx);
    const watch: PurchaseWatch = { ctx, symbol: option.symbol, settled };
    return watch;
  } catch (error) {
    providerWindow?.close();
    deps.logger.warn('[WalletGate] could not open the on-ramp provider', error);
    yield put(onrampProviderFailed(toErrorInfo(error)));
    yield put(notifyRequested({ message: msg('somethingWentWrong'), variant: 'error' }));
    return null;
  }
}

interface PurchaseWatch {
  ctx: AccountContext;
  symbol: string;
  settled: ReadonlySet<string>;
}

function* watchUntilDisconnected(deps: WalletGateDeps, { ctx, symbol, settled }: PurchaseWatch) {
  try {
    yield race({ watched: call(watchPurchases, deps, ctx, symbol, settled), gone: take(disconnected) });
  } catch (error) {
    deps.logger.warn('[WalletGate] stopped watching the on-ramp purchase', error);
  }
}

function* watchBuy(deps: WalletGateDeps, intake: Intake) {
  // One purchase watched at a time (a new Continue watches for its own instead), in a task attached to this flow,
  // so destroying the instance ends the polling too.
  const started: Channel<PurchaseWatch> = yield call(channel);
  function* buy() {
    const watch: PurchaseWatch | null = yield call(continueToProvider, deps);
    if (watch) yield put(started, watch);
  }
  yield takeLatest(intake.from(buyOpened), openBuy, deps);
  yield takeLatest(intake.from(buyFieldChanged), refreshQuote, deps);
  yield takeLeading(intake.from(buyContinueRequested), buy);
  let watching: Task | null = null;
  while (true) {
    const watch: PurchaseWatch = yield take(started);
    if (watching?.isRunning()) yield cancel(watching);
    watching = yield fork(watchUntilDisconnected, deps, watch);
  }
}

/**
 * SPEC §3 image registry, currency images (/public/getCurrencyImage/{id}): what can be bought and paid with, once
 * the options are known; one fetch per id, the object URLs revoked when the instance ends. A failure leaves the
 * symbol badge.
 */
function* watchCurrencyImages(deps: WalletGateDeps) {
  const urls: string[] = [];
  const started = new Set<string>();
  try {
    while (true) {
      const { payload }: ReturnType<typeof onrampOptionsLoaded> = yield take(onrampOptionsLoaded);
      const config: ValidOptions | null = yield select(selectConfig);
      if (!config?.projectId) continue;
      const client = createCatalogClient({
        fetch: deps.fetch,
        catalogApi: config.endpoints.catalogApi,
        projectId: config.projectId,
        sdkType: config.sdkType,
        sdkVersion: config.sdkVersion,
      });
      const ids = [...payload.options.purchaseCurrencies.map((c) => c.id), ...payload.options.paymentCurrencies.map((c) => c.id)];
      for (const id of ids) {
        if (started.has(id)) continue;
        started.add(id);
        try {
          const url: string = yield call(withTimeout<string>, (signal) => client.fetchAssetImage('currency', id, signal));
          urls.push(url);
          yield put(assetImageLoaded({ kind: 'currency', id, url }));
        } catch {
          // the symbol badge stays
        }
      }
    }
  } finally {
    if ((yield cancelled()) as boolean) urls.forEach(releaseImageUrl);
  }
}

const WATCHERS: Watcher<[Intake]>[] = [watchBuy, watchCurrencyImages];

export function* runFlows(deps: WalletGateDeps, intake: Intake) {
  yield* spawnIsolated(WATCHERS, deps, intake);
}

