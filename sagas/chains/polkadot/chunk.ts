/** The `polkadot` chunk: what a Polkadot connection needs once a Polkadot wallet is used (never on the first load). */
export { injectedExtensionTransport } from '../../../src/services/chains/polkadotInjected';
export { createPolkadotWalletProvider } from '../../../src/services/chains/polkadotProvider';
export { reencode } from '../../../src/services/chains/polkadotAddress';
export { walletConnectPolkadotTransport } from '../../../src/services/walletconnect/polkadot';
