/** The one key WalletGate's state lives under, in its own store or a host's. */
export const WALLETGATE_KEY = 'walletGate' as const;
