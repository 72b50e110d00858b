/** eip155: EIP-6963 and injected EIP-1193 wallets, the embedded wallet and WalletConnect's EVM side (SPEC §4). */
import { signClientNotReady } from '../../../src/services/walletconnect/notReady';
import { WALLET_CONNECT_ID } from '../../../src/core/walletConnectConnector';
import type { ChainDriver } from '../driver';
import { shippedFlows } from '../shipped';
import { discoverInjected } from './discover';

export const eip155Driver: ChainDriver = {
  namespaces: ['eip155'],
  can: ['send', 'fees', 'names', 'buy', 'swaps'],
  // SPEC §8: a WalletConnect connection restoring before its provider started answers 'not ready'
  provider: (deps, { connectorId }) => deps.providers.get(connectorId!) ?? (connectorId === WALLET_CONNECT_ID ? signClientNotReady : undefined),
  discover: discoverInjected,
  load: shippedFlows('eip155Flows'),
};
