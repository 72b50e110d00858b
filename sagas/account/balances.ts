/**
 * Token balances (SPEC §3 tokenBalance, §5, §7, §8, §9): for EVM the wallet's own asset discovery when it has
 * it (wallet_getCapabilities, then wallet_getAssets for the active chain), otherwise the balance API. Results
 * are cached 30 s per account and chain; a failure, or an unsupported network, shows 'Token Balance
 * Unavailable' and blocks further tries for 30 s.
 */
import { call, put, select, takeLatest } from 'redux-saga/effects';
import { withBackoff, withTimeout } from '../backoff';
import { balanceFetched, notifyRequested, selectActiveConnectorIds, tokenBalanceFetched } from '../../slices';
import {
  selectSend,
  tokenBalancesLoaded,
  tokenBalancesLoading,
  tokenBalancesRequested,
  tokenBalancesRetryRequested,
  tokenBalancesUnavailable,
  type SendState,
} from '../../slices/send';
import { applyPrices, BALANCE_NAMESPACES, dropZeroDecimals, unpricedTokenIds, nativeBalanceOf } from '../../src/core/balances';
import { NATIVE_BALANCE_CACHE, PORTFOLIO_CACHE } from '../../src/core/caches';
import { clearCache, readCache, writeCache } from '../../src/services/caches';
import { TIMING } from '../../src/core/constants';
import { msg, toErrorInfo } from '../../src/core/errors/catalogue';
import type { TokenBalance } from '../../src/core/api/account';
import type { BalanceResponse, FungiblePriceResponse } from '../../src/core/api/account';
import type { WalletGateDeps } from '../deps';
import type { Intake } from '../lazy';
import { accountContext, apiServes, blockchainApi, type AccountContext } from './context';
import { flowsOf } from '../chains/flowsOf';
import type { ChainFlows } from '../chains/driver';

/** SPEC §7 POST /v1/fungible/price for the tokens the list left unpriced; without an answer they stay as they were. */
function* priceUnpriced(deps: WalletGateDeps, ctx: AccountContext, balances: TokenBalance[]) {
  const ids = unpricedTokenIds(balances).slice(0, 100);
  if (ids.length === 0) return balances;
  const served: boolean = yield call(apiServes, deps, ctx.config, ctx.network.caipNetworkId);
  if (!served) return balances;
  try {
    const api = blockchainApi(deps, ctx.config);
    const { fungibles }: FungiblePriceResponse = yield call(withTimeout<FungiblePriceResponse>, (signal) => api.getFungiblePrices(ids, signal));
    return applyPrices(balances, fungibles);
  } catch (error) {
    deps.logger.warn('[WalletGate] could not price tokens', error);
    return balances;
  }
}

function* unavailable(deps: WalletGateDeps, error?: unknown) {
  yield put(tokenBalancesUnavailable({ at: deps.now(), ...(error === undefined ? {} : { error: toErrorInfo(error, 'tokenBalanceUnavailable') }) }));
  yield put(notifyRequested({ message: msg('tokenBalanceUnavailable'), variant: 'error' }));
}

/** After a send, the summary's native balance follows the fresh portfolio (and its 30 s cache is renewed). */
function* syncNativeBalance(deps: WalletGateDeps, ctx: AccountContext, balances: TokenBalance[], id: string) {
  const native = nativeBalanceOf(balances, ctx.network.caipNetworkId);
  const value = { balance: native?.quantity.numeric ?? '0', symbol: native?.symbol ?? ctx.network.nativeCurrency.symbol };
  writeCache(deps.storage, NATIVE_BALANCE_CACHE, id, value, deps.now());
  yield put(balanceFetched({ namespace: ctx.account.namespace, ...value }));
}

function* fetchTokenBalances(deps: WalletGateDeps, action: ReturnType<typeof tokenBalancesRequested>) {
  yield call(loadTokenBalances, deps, action.payload?.force === true, false, action.payload?.forceUpdate);
}

/** Try again: the visitor's own ask is not held back by the retry block (that exists against automatic tries). */
function* retryTokenBalances(deps: WalletGateDeps) {
  yield call(loadTokenBalances, deps, false, true);
}

function* loadTokenBalances(deps: WalletGateDeps, force: boolean, retried: boolean, forceUpdate?: string) {
  const ctx: AccountContext | null = yield call(accountContext);
  if (!ctx || !BALANCE_NAMESPACES.includes(ctx.account.namespace)) return;
  const { lastRetry }: SendState = yield select(selectSend);
  // SPEC §8, §9: after a failure, tries are blocked for 30 s.
  if (!retried && lastRetry !== null && deps.now() - lastRetry < TIMING.balanceRetryBlockMs) return;
  // SPEC §7, §8: no API call on an unsupported network; it is reported as unavailable.
  if (!ctx.supported) {
    yield call(unavailable, deps);
    return;
  }
  const { namespace } = ctx.account;
  const id = `${ctx.network.caipNetworkId}:${ctx.address}`;
  if (force) clearCache(deps.storage, PORTFOLIO_CACHE, id);
  const cached = readCache(deps.storage, PORTFOLIO_CACHE, id, deps.now());
  if (cached) {
    yield put(tokenBalanceFetched({ namespace, tokenBalance: cached }));
    yield put(tokenBalancesLoaded());
    return;
  }
  yield put(tokenBalancesLoading());
  try {
    let balances: TokenBalance[] | null = null;
    // the wallet's own view of its assets, where the namespace's driver can ask it (EIP-7811 on eip155)
    const flows: ChainFlows | null = yield call(flowsOf, deps, namespace);
    const connectorId = ((yield select(selectActiveConnectorIds)) as ReturnType<typeof selectActiveConnectorIds>)[namespace];
    if (flows?.walletBalances && connectorId) balances = yield call(flows.walletBalances, deps, connectorId, ctx.address, ctx.network);
    // SPEC §7: a chain the API does not serve gets no call that would fail; the wallet's own assets still count
    if (!balances && !((yield call(apiServes, deps, ctx.config, ctx.network.caipNetworkId)) as boolean)) {
      yield call(unavailable, deps);
      return;
    }
    if (!balances) {
      const api = blockchainApi(deps, ctx.config);
      // SPEC §9: each try under the request timeout, retried with the query backoff
      const response: BalanceResponse = yield call(withBackoff<BalanceResponse>, (signal) =>
        api.getBalances(ctx.address, { chainId: ctx.network.caipNetworkId, ...(force && forceUpdate ? { forceUpdate } : {}) }, signal),
      );
      balances = response.balances.filter((b) => b.chainId === ctx.network.caipNetworkId);
    }
    const tokenBalance: TokenBalance[] = yield call(priceUnpriced, deps, ctx, dropZeroDecimals(balances));
    writeCache(deps.storage, PORTFOLIO_CACHE, id, tokenBalance, deps.now());
    yield put(tokenBalanceFetched({ namespace, tokenBalance }));
    yield put(tokenBalancesLoaded());
    if (force) yield call(syncNativeBalance, deps, ctx, tokenBalance, id);
  } catch (error) {
    deps.logger.warn('[WalletGate] could not fetch token balances', error);
    yield call(unavailable, deps, error);
  }
}

export function* watchBalances(deps: WalletGateDeps, intake: Intake) {
  yield takeLatest(intake.from(tokenBalancesRequested), fetchTokenBalances, deps);
  yield takeLatest(intake.from(tokenBalancesRetryRequested), retryTokenBalances, deps);
}
