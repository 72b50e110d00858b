import { call, put, select, takeLatest } from 'redux-saga/effects';
import { accountChanged, balanceFetched, connected, networkChanged, selectAccountInfo, selectActiveNetwork, selectConfig, selectIsActiveNetworkSupported } from '../../slices';
import { rpcUrlsOf } from '../../src/core/rpcUrls';
import { NATIVE_BALANCE_CACHE } from '../../src/core/caches';
import { readCache, writeCache } from '../../src/services/caches';
import { formatUnits } from 'viem';
import type { Network, ValidOptions } from '../../src/core/options';
import type { WalletGateDeps } from '../deps';

const loadEip155 = () => import(/* webpackChunkName: "eip155" */ '../../src/services/chains/eip155');

/** The native balance of the connected account on the active network, read through its RPC (SPEC §4). */
function* fetchNativeBalance(deps: WalletGateDeps) {
  const account: ReturnType<typeof selectAccountInfo> = yield select(selectAccountInfo);
  const supported: boolean = yield select(selectIsActiveNetworkSupported);
  const network: Network | null = yield select(selectActiveNetwork);
  const config: ValidOptions | null = yield select(selectConfig);
  if (!account.isConnected || !account.address || !supported || !network || !config || account.namespace !== 'eip155') return;
  // SPEC §9: the network's RPC URLs and the blockchain API's endpoint, ranked: one URL down does not lose the balance
  const urls = rpcUrlsOf(network, config.projectId ? { blockchainApi: config.endpoints.blockchainApi, projectId: config.projectId } : undefined);
  if (urls.length === 0) return;
  // SPEC §3, §9: the native balance is cached locally for 30 s per account and chain.
  const id = `${network.caipNetworkId}:${account.address}`;
  const cached = readCache(deps.storage, NATIVE_BALANCE_CACHE, id, deps.now());
  if (cached) {
    yield put(balanceFetched({ namespace: account.namespace, ...cached }));
    return;
  }
  try {
    const { getNativeBalance }: Awaited<ReturnType<typeof loadEip155>> = yield call(loadEip155);
    const wei: bigint = yield call(getNativeBalance, { owner: deps, urls, address: account.address });
    const value = { balance: formatUnits(wei, network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol };
    writeCache(deps.storage, NATIVE_BALANCE_CACHE, id, value, deps.now());
    yield put(balanceFetched({ namespace: account.namespace, ...value }));
  } catch (error) {
    deps.logger.warn('[WalletGate] could not read the balance', error);
  }
}

export function* watchBalance(deps: WalletGateDeps) {
  yield takeLatest([connected.type, accountChanged.type, networkChanged.type], fetchNativeBalance, deps);
}
