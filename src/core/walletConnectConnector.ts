/**
 * The WalletConnect connector (type WALLET_CONNECT): its provider is UniversalProvider seen as EIP-1193. Kept apart
 * from ./walletConnect so the first bundle (the Connect list, the lazy-flow declaration) carries only these names.
 */
export const WALLET_CONNECT_ID = 'walletConnect';
export const WALLET_CONNECT_NAME = 'WalletConnect';
/** SPEC §3 connector imageId: the WalletConnect entry's image in the registry (/public/getAssetImage/{id}). */
export const WALLET_CONNECT_IMAGE_ID = 'walletconnect';
