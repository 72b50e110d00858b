/** polkadot: injectedWeb3 extensions and WalletConnect's Polkadot side (SPEC §1, §4). */
import type { ChainDriver } from '../driver';
import { shippedFlows } from '../shipped';

export const polkadotDriver: ChainDriver = {
  namespaces: ['polkadot'],
  provider: (deps, { connectorId, named }) => (named ? deps.polkadot.get(connectorId!)?.provider : undefined),
  load: shippedFlows('polkadotFlows'),
};
