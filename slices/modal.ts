import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { View } from '../src/core/views';
import type { ChainNamespace } from '../src/core/caip';
import type { RouterData } from './router';
import { selectWalletGate, type WalletGateRootState } from './root';

export interface ModalState {
  open: boolean;
  loading: boolean;
  shake: boolean;
}

export interface OpenRequest {
  view?: View;
  namespace?: ChainNamespace;
}

const initialState: ModalState = { open: false, loading: false, shake: false };

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
  },
});

export const { openRequested, opened, closeRequested, closed, loadingChanged, shakeRequested, shakeStarted, shakeEnded } =
  modalSlice.actions;

export const selectModal = (s: WalletGateRootState) => selectWalletGate(s).modal;
export const selectIsOpen = (s: WalletGateRootState) => selectWalletGate(s).modal.open;
