import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { View } from '../src/core/views';
import type { ChainNamespace } from '../src/core/caip';
import type { RouterData } from './router';
import { selectWalletGate, type WalletGateRootState } from './root';

/**
 * Part of WalletGateState, which hosts read.
 * @public
 */
export interface ModalState {
  open: boolean;
  loading: boolean;
  shake: boolean;
  /** SPEC §1 legal checkbox ticked (remembered once accepted): until then no wallet or login can be chosen */
  legalAccepted: boolean;
}

export interface OpenRequest {
  view?: View;
  namespace?: ChainNamespace;
}

const initialState: ModalState = { open: false, loading: false, shake: false, legalAccepted: false };

export const modalSlice = createSlice({
  name: 'walletGate/modal',
  initialState,
  reducers: {
    openRequested(_state, _action: PayloadAction<OpenRequest | undefined>) {},
    opened(state, _action: PayloadAction<{ view: View; data?: RouterData }>) {
      state.open = true;
      state.shake = false;
    },
    closeRequested() {},
    closed(state) {
      state.open = false;
      state.shake = false;
    },
    loadingChanged(state, action: PayloadAction<boolean>) {
      state.loading = action.payload;
    },
    shakeRequested() {},
    shakeStarted(state) {
      state.shake = true;
    },
    shakeEnded(state) {
      state.shake = false;
    },
    legalConsentChanged(state, action: PayloadAction<boolean>) {
      state.legalAccepted = action.payload;
    },
  },
});

export const { openRequested, opened, closeRequested, closed, shakeRequested, shakeStarted, shakeEnded, legalConsentChanged } =
  modalSlice.actions;

export const selectModal = (s: WalletGateRootState) => selectWalletGate(s).modal;
export const selectIsOpen = (s: WalletGateRootState) => selectWalletGate(s).modal.open;
/** Whether a wallet or login may be chosen: always, unless the site asks for the legal checkbox and it is not ticked. */
export const selectLegalBlocked = (s: WalletGateRootState) =>
  Boolean(selectWalletGate(s).options.config?.features.legalCheckbox) && !selectWalletGate(s).modal.legalAccepted;
