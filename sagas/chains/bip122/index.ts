/** bip122: Bitcoin wallets (Wallet Standard, sats-connect) and WalletConnect's Bitcoin side (SPEC §3, §4). */
import type { ChainDriver } from '../driver';
import { shippedFlows } from '../shipped';

export const bip122Driver: ChainDriver = {
  namespaces: ['bip122'],
  can: ['accountTypes'],
  provider: (deps, { connectorId, named }) => (named ? deps.bitcoin.get(connectorId!)?.provider : undefined),
  load: shippedFlows('bip122Flows'),
};
