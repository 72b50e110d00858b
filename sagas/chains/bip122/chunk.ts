/** The `bitcoin` chunk: what a Bitcoin connection needs once a Bitcoin wallet is used (never on the first load). */
export { standardBitcoinTransport } from '../../../src/services/chains/bitcoinStandard';
export { satsConnectTransport } from '../../../src/services/chains/bitcoinSatsConnect';
export { walletConnectBitcoinTransport } from '../../../src/services/walletconnect/bitcoin';
export { createBitcoinWalletProvider } from '../../../src/services/chains/bitcoinProvider';
