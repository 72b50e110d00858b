/** The wagmi host without WalletGate: its own config, wagmi's injected connector, an http transport. */
import { createConfig, http, injected } from 'wagmi';
import { NETWORKS, startWagmiHost } from './wagmiApp';

const [chain] = NETWORKS;
startWagmiHost(createConfig({ chains: [chain], connectors: [injected()], transports: { [chain.id]: http() } }));
