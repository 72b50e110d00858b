/** The eip155 driver's flows: EIP-1193 accounts and chain, wallet_revokePermissions, wallet_switchEthereumChain (SPEC §4). */
import { call, delay, race } from 'redux-saga/effects';
import { caipChainIdToHex } from '../../../src/core/chainId';
import { MessageError, msg } from '../../../src/core/errors/catalogue';
import { TIMING } from '../../../src/core/constants';
import type { Network, ValidOptions } from '../../../src/core/options';
import { rpcUrlsOf } from '../../../src/core/rpcUrls';
import { isUnrecognizedChain } from '../../../src/core/errors/wallet';
import { THROWN } from '../../../src/core/errors/thrown';
import { SignatureSchema } from '../../../src/core/frame/rpcValidation';
import { stringToHex } from 'viem';
import type { Eip1193Provider } from '../../../src/services/providers';
import type { WalletGateDeps } from '../../deps';
import { establishConnection, readAccounts, readChainId, request } from '../../wallet/provider';
import type { ChainFlows, ConnectOptions, WalletConnectPart } from '../driver';
import { sessionChainIds, WALLET_CONNECT_ID } from '../../../src/core/walletConnect';
import { followWallet } from './follow';
import { balancesFromWallet } from './balances';

/** eth_requestAccounts (eth_accounts for a restore, which asks the visitor nothing), then the chain it is on. */
function* connectEip155(deps: WalletGateDeps, connectorId: string, { silent, wallet }: ConnectOptions) {
  const provider = deps.providers.get(connectorId);
  if (!provider) throw new MessageError(msg('connect.connectorNotFound'), 'CONNECTOR_NOT_FOUND');
  const accounts: string[] = yield call(readAccounts, provider, silent ? 'eth_accounts' : 'eth_requestAccounts');
  if (accounts.length === 0) {
    if (silent) return false;
    throw new MessageError(msg('rpc.4100', { walletCode: 4100 }), 4100);
  }
  const chainId: number = yield call(readChainId, provider);
  yield call(establishConnection, { namespace: 'eip155', connectorId, accounts, chainId, restored: silent, ...(wallet ? { wallet } : {}) });
  return true;
}

/** Sign-in's personal_sign (0x-hex message); no timeout: the visitor reads and approves in their wallet. */
function* signEip155(deps: WalletGateDeps, connectorId: string, address: string, message: string) {
  const provider = deps.providers.get(connectorId);
  if (!provider) throw new Error(THROWN.chainAdapterNotFound);
  const signature: unknown = yield call([provider, provider.request], { method: 'personal_sign', params: [stringToHex(message), address] });
  const parsed = SignatureSchema.safeParse(signature);
  if (!parsed.success) throw new Error('The wallet returned no signature');
  return parsed.data;
}

/** Not every wallet can revoke, or answers at all (SPEC §9 RPC timeout); the site forgets the connection either way. */
function* forgetEip155(deps: WalletGateDeps, connectorId: string) {
  const provider = deps.providers.get(connectorId);
  if (!provider) return;
  yield race({
    revoked: call(() => request(provider, 'wallet_revokePermissions', [{ eth_accounts: {} }]).catch(() => undefined)),
    timeout: delay(TIMING.rpcTimeoutMs),
  });
}

function addChainParams(network: Network) {
  return {
    chainId: caipChainIdToHex(network.caipNetworkId),
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: network.rpcUrls.default.http,
    ...(network.blockExplorers ? { blockExplorerUrls: [network.blockExplorers.default.url] } : {}),
  };
}

/** wallet_switchEthereumChain, falling back to wallet_addEthereumChain for a chain the wallet does not know (SPEC §4, §8). */
function* askWalletToSwitch(provider: Eip1193Provider, network: Network) {
  const chainId = caipChainIdToHex(network.caipNetworkId);
  try {
    yield call(request, provider, 'wallet_switchEthereumChain', [{ chainId }]);
  } catch (error) {
    if (!isUnrecognizedChain(error)) throw error;
    try {
      yield call(request, provider, 'wallet_addEthereumChain', [addChainParams(network)]);
      yield call(request, provider, 'wallet_switchEthereumChain', [{ chainId }]);
    } catch {
      throw new MessageError(msg('chainNotSupported'), 'CHAIN_NOT_SUPPORTED');
    }
  }
}

function* switchEip155(deps: WalletGateDeps, connectorId: string, network: Network) {
  const provider = deps.providers.get(connectorId);
  if (!provider) throw new MessageError(msg('chainAdapterNotFound'));
  yield call(askWalletToSwitch, provider, network);
}

const loadEip155 = () => import(/* webpackChunkName: "eip155" */ '../../../src/services/chains/eip155');

/** Wei through viem's ranked fallback over the network's RPC URLs and the blockchain API's (SPEC §9: one URL down does not lose the balance). */
function* readWei(deps: WalletGateDeps, urls: string[], address: string) {
  const { getNativeBalance }: Awaited<ReturnType<typeof loadEip155>> = yield call(loadEip155);
  const wei: bigint = yield call(getNativeBalance, { owner: deps, urls, address });
  return wei;
}

/**
 * A WalletConnect session's eip155 accounts, through the connector's EIP-1193 adapter (sagas/walletconnect/client.ts
 * puts it in deps.providers when the provider starts): the accounts it was given, the chain it is on.
 */
const eip155WalletConnect: WalletConnectPart = {
  holds: (session) => sessionChainIds(session.namespaces).length > 0,
  *join(deps, wallet) {
    const adapter = deps.providers.get(WALLET_CONNECT_ID);
    if (!adapter) throw new MessageError(msg('connect.connectorNotFound'), 'CONNECTOR_NOT_FOUND');
    const accounts: string[] = yield call(readAccounts, adapter, 'eth_accounts');
    if (accounts.length === 0) throw Object.assign(new Error('The wallet approved no eip155 account.'), { code: 4100 });
    const chainId: number = yield call(readChainId, adapter);
    yield call(establishConnection, { namespace: 'eip155', connectorId: WALLET_CONNECT_ID, accounts, chainId, restored: false, ...(wallet ? { wallet } : {}) });
  },
};

export const eip155Flows: ChainFlows = {
  has: (deps, connectorId) => deps.providers.has(connectorId),
  connect: connectEip155,
  follow: followWallet,
  forget: forgetEip155,
  switchNetwork: switchEip155,
  walletBalances: balancesFromWallet,
  signMessage: signEip155,
  walletConnect: eip155WalletConnect,
  send: () => import(/* webpackChunkName: "flows-account" */ './send').then((m) => m.eip155Send),
  nativeBalance: {
    urls: (network: Network, config: ValidOptions) =>
      rpcUrlsOf(network, config.projectId ? { blockchainApi: config.endpoints.blockchainApi, projectId: config.projectId } : undefined),
    read: readWei,
    decimals: (network) => network.nativeCurrency.decimals,
  },
};
