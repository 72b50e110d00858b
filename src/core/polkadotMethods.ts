/** WalletConnect's Polkadot JSON-RPC (docs.walletconnect.com, Polkadot): what the site asks a wallet for. A module of
 * its own: the proposal's namespaces (core/walletConnect.ts) need these names, not the Polkadot schemas. */
export const POLKADOT_WC_METHODS = ['polkadot_signTransaction', 'polkadot_signMessage'] as const;
export const POLKADOT_WC_EVENTS = ['chainChanged', 'accountsChanged'] as const;
