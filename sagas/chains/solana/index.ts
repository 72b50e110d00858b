/** solana: Wallet Standard wallets, the embedded wallet's Solana side and WalletConnect's (SPEC §4). */
import type { ChainDriver } from '../driver';
import { shippedFlows } from '../shipped';
import { discoverWhenNeeded } from '../discovery';

const NAMESPACES = ['solana'];

export const solanaDriver: ChainDriver = {
  namespaces: NAMESPACES,
  can: ['send', 'buy'],
  // a SolanaWalletProvider is not EIP-1193: only a site that names the namespace gets it
  provider: (deps, { connectorId, named }) => (named ? deps.solana.get(connectorId!)?.provider : undefined),
  discover: discoverWhenNeeded(NAMESPACES, () => import(/* webpackChunkName: "wallet-standard" */ './walletsFlow')),
  load: shippedFlows('solanaFlows'),
};
