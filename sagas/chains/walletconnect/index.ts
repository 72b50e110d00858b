/**
 * SPEC §4's other namespaces (cosmos, near, …): served only by a WalletConnect session, whose pairing flows connect
 * them; the site gets the session's provider for the namespace (each request goes to the wallet).
 */
import { UNIVERSAL_NAMESPACES } from '../../../src/core/caip';
import { signClientNotReady } from '../../../src/services/walletconnect/notReady';
import { WALLET_CONNECT_ID } from '../../../src/core/walletConnectConnector';
import type { ChainDriver } from '../driver';

export const walletConnectOnlyDriver: ChainDriver = {
  namespaces: UNIVERSAL_NAMESPACES,
  walletConnectOnly: true,
  provider: (deps, { namespace, connectorIds }) => {
    if (!Object.values(connectorIds).includes(WALLET_CONNECT_ID)) return undefined;
    const provider = deps.universal.get(namespace);
    return provider ? (provider.connected ? provider : undefined) : signClientNotReady;
  },
  load: () => Promise.resolve(null),
};
