/** solana: Wallet Standard wallets, the embedded wallet's Solana side and WalletConnect's (SPEC §4). */
import type { ChainDriver } from '../driver';
import { shippedFlows } from '../shipped';

export const solanaDriver: ChainDriver = {
  namespaces: ['solana'],
  can: ['send', 'buy'],
  // a SolanaWalletProvider is not EIP-1193: only a site that names the namespace gets it
  provider: (deps, { connectorId, named }) => (named ? deps.solana.get(connectorId!)?.provider : undefined),
  load: shippedFlows('solanaFlows'),
};
