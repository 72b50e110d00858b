import { call, put, select, takeLatest } from 'redux-saga/effects';
import { accountChanged, activeNamespaceChanged, balanceFetched, connected, networkChanged, selectAccountInfo, selectActiveNetwork, selectConfig, selectIsActiveNetworkSupported } from '../../slices';
import { rpcUrlsOf } from '../../src/core/rpcUrls';
import { NATIVE_BALANCE_CACHE } from '../../src/core/caches';
import { readCache, writeCache } from '../../src/services/caches';
import { formatUnits } from 'viem';
import type { Network, ValidOptions } from '../../src/core/options';
import { SOL_DECIMALS } from '../../src/core/solana';
import type { WalletGateDeps } from '../deps';
import { tokenBalancesRequested } from '../../slices/accountRequests';

const loadEip155 = () => import(/* webpackChunkName: "eip155" */ '../../src/services/chains/eip155');
const loadSolanaRpc = () => import(/* webpackChunkName: "solana-rpc" */ '../../src/services/chains/solanaRpc');

/**
 * The native balance in base units: wei through viem's ranked fallback over the network's RPC URLs and the
 * blockchain API's endpoint on eip155 (SPEC §9: one URL down does not lose the balance), lamports through the
 * network's JSON-RPC on solana.
 */
function* readNative(deps: WalletGateDeps, namespace: string, urls: string[], address: string) {
  if (namespace === 'solana') {
    const { getLamports }: Awaited<ReturnType<typeof loadSolanaRpc>> = yield call(loadSolanaRpc);
    const lamports: bigint = yield call(getLamports, { fetch: deps.fetch, rpcUrl: urls[0]!, address });
    return lamports;
  }
  const { getNativeBalance }: Awaited<ReturnType<typeof loadEip155>> = yield call(loadEip155);
  const wei: bigint = yield call(getNativeBalance, { owner: deps, urls, address });
  return wei;
}

/** The native balance of the connected account on the active network, read through its RPC (SPEC §4). */
function* fetchNativeBalance(deps: WalletGateDeps, action: { type: string; payload?: unknown }) {
  // after a send the balances are fetched again past their cache (SPEC §4), the native one too
  const forced = tokenBalancesRequested.match(action) && !!action.payload?.force;
  const account: ReturnType<typeof selectAccountInfo> = yield select(selectAccountInfo);
  const supported: boolean = yield select(selectIsActiveNetworkSupported);
  const network: Network | null = yield select(selectActiveNetwork);
  const config: ValidOptions | null = yield select(selectConfig);
  if (!account.isConnected || !account.address || !supported || !network || !config) return;
  if (account.namespace !== 'eip155' && account.namespace !== 'solana') return;
  const urls =
    account.namespace === 'eip155'
      ? rpcUrlsOf(network, config.projectId ? { blockchainApi: config.endpoints.blockchainApi, projectId: config.projectId } : undefined)
      : network.rpcUrls.default.http.slice(0, 1);
  if (urls.length === 0) return;
  // SPEC §3, §9: the native balance is cached locally for 30 s per account and chain.
  const id = `${network.caipNetworkId}:${account.address}`;
  const cached = forced ? undefined : readCache(deps.storage, NATIVE_BALANCE_CACHE, id, deps.now());
  if (cached) {
    yield put(balanceFetched({ namespace: account.namespace, ...cached }));
    return;
  }
  try {
    const raw: bigint = yield call(readNative, deps, account.namespace, urls, account.address);
    // SPEC §9: SOL has 9 decimals, whatever a site wrote in its network's nativeCurrency
    const decimals = account.namespace === 'solana' ? SOL_DECIMALS : network.nativeCurrency.decimals;
    const value = { balance: formatUnits(raw, decimals), symbol: network.nativeCurrency.symbol };
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
