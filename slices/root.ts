import { WALLETGATE_KEY } from './key';
import type { WalletGateState } from './reducer';

/** Any root state that holds WalletGate's state under its key: ours or a host app's. */
export interface WalletGateRootState {
  [WALLETGATE_KEY]: WalletGateState;
}

export const selectWalletGate = (state: WalletGateRootState): WalletGateState => state[WALLETGATE_KEY];
