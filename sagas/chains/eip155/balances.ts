/** The eip155 driver's token balances from the wallet itself (SPEC §4, §5: EIP-5792 capabilities, EIP-7811 wallet_getAssets). */
import { call } from 'redux-saga/effects';
import { caipChainIdToHex } from '../../../src/core/chainId';
import { supportsAssetDiscovery, walletAssetsToBalances } from '../../../src/core/balances';
import type { Network } from '../../../src/core/options';
import type { Eip1193Provider } from '../../../src/services/providers';
import type { WalletGateDeps } from '../../deps';
import { walletRequest } from '../../account/context';

/** EIP-5792 / EIP-7811: the wallet's assets on the active chain, or null to fall back to the API. */
export function* balancesFromWallet(deps: WalletGateDeps, connectorId: string, address: string, network: Network) {
  const provider: Eip1193Provider | undefined = deps.providers.get(connectorId);
  if (!provider) return null;
  const hexChainId = caipChainIdToHex(network.caipNetworkId);
  let capabilities: unknown = {};
  try {
    capabilities = yield call(walletRequest, provider, 'wallet_getCapabilities', [address, [hexChainId]]);
  } catch {
    // SPEC §4: a capabilities failure counts as an empty answer.
  }
  if (!supportsAssetDiscovery(capabilities, hexChainId)) return null;
  try {
    const response: unknown = yield call(walletRequest, provider, 'wallet_getAssets', [{ account: address, chainFilter: [hexChainId] }]);
    // SPEC §5: used only if every asset is well-formed; otherwise the API answers.
    const balances = walletAssetsToBalances(response, hexChainId, network.caipNetworkId);
    if (!balances) deps.logger.warn('[WalletGate] the wallet answered wallet_getAssets with malformed assets; using the balance API');
    return balances;
  } catch (error) {
    deps.logger.warn('[WalletGate] wallet_getAssets failed; using the balance API', error);
    return null;
  }
}

