/** The `connected` event a wallet's connection puts, for tests that start from a connected account. */
import { connected, type ConnectedWalletInfo } from '../../slices';
import type { ChainNamespace } from '../../src/core/caip';

export interface ConnectionOf {
  namespace?: ChainNamespace;
  caipNetworkId: string;
  address: string;
  walletInfo?: ConnectedWalletInfo;
  connectorId?: string;
}

export const connectedTo = ({ namespace = 'eip155', caipNetworkId, address, walletInfo = { name: 'Sandbox Wallet', type: 'ANNOUNCED' }, connectorId = 'sandbox' }: ConnectionOf) =>
  connected({ namespace, connectorId, caipNetworkId, address, caipAddress: `${caipNetworkId}:${address}`, walletInfo, allAccounts: [{ address, type: 'eoa' }] });
