/** bip122: Bitcoin wallets (Wallet Standard, sats-connect) and WalletConnect's Bitcoin side (SPEC §3, §4). */
import type { ChainDriver } from '../driver';

export const bip122Driver: ChainDriver = {
  namespaces: ['bip122'],
  has: (deps, connectorId) => deps.bitcoin.has(connectorId),
  provider: (deps, { connectorId, named }) => (named && connectorId ? deps.bitcoin.get(connectorId)?.provider : undefined),
  load: () => import(/* webpackChunkName: "flows-wallet" */ './flows').then((m) => m.bip122Flows),
};
