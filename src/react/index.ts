/** walletgate/react — provider, hooks and buttons. */
export { WalletGateProvider, type WalletGateProviderProps } from './Provider';
export {
  useWalletGate,
  useWalletGateState,
  useLocale,
  useSetLocale,
  useGateEvents,
  useAccount,
  useNetwork,
  useDisconnect,
  useWalletInfo,
  useWalletProvider,
  useSignIn,
  useEthersProvider,
  useEthersConnection,
  type EthersAdapterLike,
  type UseNetworkResult,
} from './hooks';
export { ConnectButton, type ConnectButtonProps } from './ConnectButton';
export { AccountButton, type AccountButtonProps } from './AccountButton';
export { NetworkButton, type NetworkButtonProps } from './NetworkButton';
export { createWalletGate, type CreateOptions } from '../index';
export type { WalletGateInstance, AccountInfo, NetworkInfo } from '../instance';
export type { ConnectedWalletInfo } from '../../slices';
export type { SignInInfo } from '../../slices/siwxRequests';
export type { SiwxSession, SiwxOption, SiweConfigOption, SiwxImplementation, SiwxMessageFields } from '../core/siwxTypes';
