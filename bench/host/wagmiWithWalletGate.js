/**
 * The same wagmi host adopting WalletGate as the README's "With wagmi" shows: the config comes from
 * walletgate/wagmi, WalletGate is its modal. Plain JavaScript: `walletgate*` resolve to the packed package only
 * inside the host build.
 */
import { createWalletGate } from 'walletgate';
import { WagmiAdapter, walletGateQueryDefaults } from 'walletgate/wagmi';
import { NETWORKS, startWagmiHost } from './wagmiApp.tsx';

const networks = [...NETWORKS];
const wagmiAdapter = new WagmiAdapter({ networks, projectId: 'bench' });
createWalletGate({ projectId: 'bench', networks, adapters: [wagmiAdapter] });
startWagmiHost(wagmiAdapter.wagmiConfig, walletGateQueryDefaults);
