/** polkadot: injectedWeb3 extensions and WalletConnect's Polkadot side (SPEC §1, §4). */
import type { ChainDriver } from '../driver';

export const polkadotDriver: ChainDriver = {
  namespaces: ['polkadot'],
  has: (deps, connectorId) => {
    const entry = deps.polkadot.get(connectorId);
    return !!(entry?.extension || entry?.transport);
  },
  provider: (deps, { connectorId, named }) => (named && connectorId ? deps.polkadot.get(connectorId)?.provider : undefined),
  load: () => import(/* webpackChunkName: "flows-wallet" */ './flows').then((m) => m.polkadotFlows),
};
