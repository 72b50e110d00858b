import { call, put, select, takeLatest } from 'redux-saga/effects';
import { accountChanged, activeNamespaceChanged, balanceFetched, connected, networkChanged, selectAccountInfo, selectActiveNetwork, selectConfig, selectIsActiveNetworkSupported } from '../../slices';
import { NATIVE_BALANCE_CACHE } from '../../src/core/caches';
import { readCache, writeCache } from '../../src/services/caches';
import { formatUnits } from 'viem';
import type { Network, ValidOptions } from '../../src/core/options';
import { flowsOf } from '../chains/flowsOf';
import type { ChainFlows } from '../chains/driver';
import type { WalletGateDeps } from '../deps';
import { tokenBalancesRequested } from '../../slices/accountRequests';

/** The native balance of the connected account on the active network, read through its RPC (SPEC §4). */
function* fetchNativeBalance(deps: WalletGateDeps, action: { type: string; payload?: unknown }) {
  // after a send the balances are fetched again past their cache (SPEC §4), the native one too
  const forced = tokenBalancesRequested.match(action) && !!action.payload?.force;
  const account: ReturnType<typeof selectAccountInfo> = yield select(selectAccountInfo);
  const supported: boolean = yield select(selectIsActiveNetworkSupported);
  const network: Network | null = yield select(selectActiveNetwork);
  const config: ValidOptions | null = yield select(selectConfig);
  if (!account.isConnected || !account.address || !supported || !network || !config) return;
  // the namespace's driver says where its native balance is read, and in which unit (none: no balance shown)
  const flows: ChainFlows | null = yield call(flowsOf, deps, account.namespace);
  const reader = flows?.nativeBalance;
  if (!reader) return;
  const urls = reader.urls(network, config);
  if (urls.length === 0) return;
  // SPEC §3, §9: the native balance is cached locally for 30 s per account and chain.
  const id = `${network.caipNetworkId}:${account.address}`;
  const cached = forced ? undefined : readCache(deps.storage, NATIVE_BALANCE_CACHE, id, deps.now());
  if (cached) {
    yield put(balanceFetched({ namespace: account.namespace, ...cached }));
    return;
  }
  try {
    const raw: bigint = yield call(reader.read, deps, urls, account.address);
    const value = { balance: formatUnits(raw, reader.decimals(network)), symbol: network.nativeCurrency.symbol };
    writeCache(deps.storage, NATIVE_BALANCE_CACHE, id, value, deps.now());
    yield put(balanceFetched({ namespace: account.namespace, ...value }));
  } catch (error) {
    deps.logger.warn('[WalletGate] could not read the balance', error);
  }
}

export function* watchBalance(deps: WalletGateDeps) {
  // switching the chain the visitor acts in shows that chain's balance (read once, then from the cache)
  yield takeLatest(
    [connected.type, accountChanged.type, networkChanged.type, activeNamespaceChanged.type, tokenBalancesRequested.type],
    fetchNativeBalance,
    deps,
  );
}
