import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { View } from '../src/core/views';
import { selectWalletGate, type WalletGateRootState } from './root';
import { opened } from './modal';

/** Serializable data a view is opened with (the chosen wallet, connector, network …). */
export type RouterData = Record<string, string | number | boolean | null>;

/**
 * Part of WalletGateState, which hosts read.
 * @public
 */
export interface RouterState {
  view: View;
  history: View[];
  data: RouterData | null;
}

export interface Navigation {
  view: View;
  data?: RouterData;
}

const initialState: RouterState = { view: 'Connect', history: ['Connect'], data: null };

export const routerSlice = createSlice({
  name: 'walletGate/router',
  initialState,
  reducers: {
    pushed(state, { payload }: PayloadAction<Navigation>) {
      if (payload.view === state.view) return;
      state.view = payload.view;
      state.history.push(payload.view);
      state.data = payload.data ?? state.data;
    },
    replaced(state, { payload }: PayloadAction<Navigation>) {
      if (state.history.length === 0 || payload.view === state.view) return;
      state.view = payload.view;
      state.history[state.history.length - 1] = payload.view;
      state.data = payload.data ?? state.data;
    },
    reset(state, { payload }: PayloadAction<Navigation>) {
      state.view = payload.view;
      state.history = [payload.view];
      state.data = payload.data ?? null;
    },
    /** A request: the router saga either goes back or closes the modal (SPEC §2). */
    backRequested() {},
    wentBack(state) {
      if (state.history.length <= 1) return;
      state.history.pop();
      state.view = state.history[state.history.length - 1]!;
    },
    wentBackToIndex(state, { payload }: PayloadAction<number>) {
      if (payload < 0 || payload >= state.history.length - 1) return;
      state.history = state.history.slice(0, payload + 1);
      state.view = state.history[payload]!;
    },
  },
  extraReducers: (builder) => {
    // Opening the modal starts a fresh history at the requested view.
    builder.addCase(opened, (state, { payload }) => {
      state.view = payload.view;
      state.history = [payload.view];
      state.data = payload.data ?? null;
    });
  },
});

export const { pushed, replaced, reset, backRequested, wentBack, wentBackToIndex } = routerSlice.actions;

export const selectRouter = (s: WalletGateRootState) => selectWalletGate(s).router;
export const selectView = (s: WalletGateRootState) => selectWalletGate(s).router.view;
export const selectRouterData = (s: WalletGateRootState) => selectWalletGate(s).router.data;
export const selectCanGoBack = (s: WalletGateRootState) => selectWalletGate(s).router.history.length > 1;

/** SPEC §2: going back with one view in history, or while on UnsupportedChain, closes the modal. */
export const selectBackCloses = (s: WalletGateRootState) => {
  const { history, view } = selectWalletGate(s).router;
  return history.length <= 1 || view === 'UnsupportedChain';
};
