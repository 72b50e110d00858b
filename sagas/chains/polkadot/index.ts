/** polkadot: injectedWeb3 extensions and WalletConnect's Polkadot side (SPEC §1, §4). */
import type { ChainDriver } from '../driver';
import { shippedFlows } from '../shipped';
import { discoverWhenNeeded } from '../discovery';

const NAMESPACES = ['polkadot'];

export const polkadotDriver: ChainDriver = {
  namespaces: NAMESPACES,
  provider: (deps, { connectorId, named }) => (named ? deps.polkadot.get(connectorId!)?.provider : undefined),
  discover: discoverWhenNeeded(NAMESPACES, () => import(/* webpackChunkName: "polkadot-discovery" */ './walletsFlow')),
  load: shippedFlows('polkadotFlows'),
};
