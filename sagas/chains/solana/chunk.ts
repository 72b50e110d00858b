/** The `solana` chunk: what a Solana connection needs once a Solana wallet is used (never on the first load). */
export { standardWalletTransport } from '../../../src/services/chains/solanaStandard';
export { walletConnectSolanaTransport } from '../../../src/services/walletconnect/solana';
export { createSolanaWalletProvider } from '../../../src/services/chains/solanaProvider';
