/** bip122: Bitcoin wallets (Wallet Standard, sats-connect) and WalletConnect's Bitcoin side (SPEC §3, §4). */
import type { ChainDriver } from '../driver';
import { shippedFlows } from '../shipped';
import { discoverWhenNeeded } from '../discovery';

const NAMESPACES = ['bip122'];

export const bip122Driver: ChainDriver = {
  namespaces: NAMESPACES,
  can: ['accountTypes'],
  provider: (deps, { connectorId, named }) => (named ? deps.bitcoin.get(connectorId!)?.provider : undefined),
  discover: discoverWhenNeeded(NAMESPACES, () => import(/* webpackChunkName: "bitcoin-wallets" */ './walletsFlow')),
  load: shippedFlows('bip122Flows'),
};
