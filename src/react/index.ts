/** walletgate/react — provider, hooks and buttons. */
export { WalletGateProvider, type WalletGateProviderProps } from './Provider';
export { useWalletGate, useWalletGateState, useGateEvents } from './hooks';
export { ConnectButton, type ConnectButtonProps } from './ConnectButton';
export { createWalletGate, type CreateOptions } from '../index';
export type { WalletGateInstance } from '../instance';
