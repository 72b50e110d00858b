/** What every account-area flow reads first: the connected account, its network, the wallet, the API client. */
import { call, race, select, delay } from 'redux-saga/effects';
import { selectAccountInfo, selectActiveConnectorIds, selectActiveNetwork, selectConfig, selectIsActiveNetworkSupported } from '../../slices';
import { TIMING } from '../../src/core/constants';
import { MESSAGES } from '../../src/core/errors/catalogue';
import type { Network, ValidOptions } from '../../src/core/options';
import { createBlockchainApi, type BlockchainApi } from '../../src/services/blockchainApi';
import type { Eip1193Provider } from '../../src/services/providers';
import type { WalletGateDeps } from '../deps';

export interface AccountContext {
  account: ReturnType<typeof selectAccountInfo>;
  /** the connected account's address */
  address: string;
  network: Network;
  /** SPEC §7: API calls are skipped when the active network is not one the site asked for */
  supported: boolean;
  config: ValidOptions;
}

/**
 * The chains the blockchain API serves, asked once per instance (keyed by its deps, so two instances never share
 * an answer) and shared by every flow that asks meanwhile. A failed ask answers null (unknown) and is asked again
 * next time; so is one that took longer than the request timeout: it is aborted (its connection closed) and
 * forgotten, so a server that once hung does not hold every later balance and history fetch for 10 s.
 */
interface ServedChainsAsk {
  answer: Promise<ReadonlySet<string> | null>;
  controller: AbortController;
}
const servedChains = new WeakMap<WalletGateDeps, ServedChainsAsk>();

function askServedChains(deps: WalletGateDeps, config: ValidOptions): ServedChainsAsk {
  let ask = servedChains.get(deps);
  if (!ask) {
    const controller = new AbortController();
    const answer = blockchainApi(deps, config)
      .getSupportedChains(controller.signal)
      .then(
        (response) => new Set(response.http),
        (error: unknown) => {
          if (servedChains.get(deps)?.controller === controller) servedChains.delete(deps);
          deps.logger.warn('[WalletGate] could not read the chains the blockchain API serves', error);
          return null;
        },
      );
    ask = { answer, controller };
    servedChains.set(deps, ask);
  }
  return ask;
}

/** SPEC §7: does the blockchain API serve `caipNetworkId`? Unknown (no answer in time) counts as yes. */
export function* apiServes(deps: WalletGateDeps, config: ValidOptions, caipNetworkId: string) {
  const ask = askServedChains(deps, config);
  const { chains, timeout } = (yield race({ chains: call(() => ask.answer), timeout: delay(TIMING.httpRequestTimeoutMs) })) as {
    chains?: ReadonlySet<string> | null;
    timeout?: true;
  };
  if (timeout) {
    if (servedChains.get(deps) === ask) servedChains.delete(deps);
    ask.controller.abort();
  }
  return !chains || chains.has(caipNetworkId);
}

/** The connected account and its active network; null when nothing is connected. */
export function* accountContext() {
  const account: ReturnType<typeof selectAccountInfo> = yield select(selectAccountInfo);
  const network: Network | null = yield select(selectActiveNetwork);
  const supported: boolean = yield select(selectIsActiveNetworkSupported);
  const config: ValidOptions | null = yield select(selectConfig);
  if (!account.isConnected || !account.address || !network || !config) return null;
  const context: AccountContext = { account, address: account.address, network, supported, config };
  return context;
}

export function blockchainApi(deps: WalletGateDeps, config: ValidOptions): BlockchainApi {
  return createBlockchainApi({
    fetch: deps.fetch,
    baseUrl: config.endpoints.blockchainApi,
    projectId: config.projectId,
    sdkType: config.sdkType,
    sdkVersion: config.sdkVersion,
    ...(config.clientId ? { clientId: config.clientId } : {}),
  });
}

/** The wallet provider of the active connector of a namespace, if it is still in the page. */
export function* activeProvider(deps: WalletGateDeps, namespace: string) {
  const ids: ReturnType<typeof selectActiveConnectorIds> = yield select(selectActiveConnectorIds);
  const id = ids[namespace as keyof typeof ids];
  const provider: Eip1193Provider | undefined = id ? deps.providers.get(id) : undefined;
  return provider;
}

/** A wallet request that must not hang the flow: no answer within the RPC timeout (SPEC §9) is a failure. */
export function* walletRequest<T>(provider: Eip1193Provider, method: string, params: unknown[]) {
  const { result, timeout } = (yield race({
    result: call(() => provider.request({ method, params })),
    timeout: delay(TIMING.rpcTimeoutMs),
  })) as { result?: T; timeout?: true };
  if (timeout) throw Object.assign(new Error(`${method}: ${MESSAGES.requestTooLong}`), { code: 'TIMEOUT' });
  return result as T;
}
