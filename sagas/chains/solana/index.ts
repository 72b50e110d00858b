/** solana: Wallet Standard wallets, the embedded wallet's Solana side and WalletConnect's (SPEC §4). */
import type { ChainDriver } from '../driver';

export const solanaDriver: ChainDriver = {
  namespaces: ['solana'],
  has: (deps, connectorId) => deps.solana.has(connectorId) || deps.standardWallets.has(connectorId),
  // a SolanaWalletProvider is not EIP-1193: only a site that names the namespace gets it
  provider: (deps, { connectorId, named }) => (named && connectorId ? deps.solana.get(connectorId)?.provider : undefined),
  load: () => import(/* webpackChunkName: "flows-wallet" */ './flows').then((m) => m.solanaFlows),
};
