import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { selectWalletGate, type WalletGateRootState } from './root';

export type NotificationVariant = 'info' | 'success' | 'error' | 'loading' | 'warning';

/**
 * Part of WalletGateState, which hosts read.
 * @public
 */
export interface NotificationState {
  message: string;
  variant: NotificationVariant;
  open: boolean;
}

export interface NotificationRequest {
  message: string;
  variant: NotificationVariant;
  /**
   * An alert is a configuration/developer message: SPEC §4 opens it only when debug is on.
   * A toast (send started, signature declined …) is for the visitor and always opens.
   */
  alert?: boolean;
}

const initialState: NotificationState = { message: '', variant: 'info', open: false };

export const notificationSlice = createSlice({
  name: 'walletGate/notification',
  initialState,
  reducers: {
    /** A request: the notification saga applies the debug and 150 ms replacement rules. */
    notifyRequested(_state, _action: PayloadAction<NotificationRequest>) {},
    shown(_state, action: PayloadAction<{ message: string; variant: NotificationVariant }>) {
      return { ...action.payload, open: true };
    },
    closed() {
      return initialState;
    },
    /** A flow's own message is over (e.g. SPEC §8 'Authenticating...'): closed, and one still on its way not shown. */
    dismissRequested() {},
    /** The visitor asked to copy something (an address, a link): a saga copies and confirms with a toast. */
    copyRequested(_state, _action: PayloadAction<{ text: string; successMessage: string }>) {},
  },
});

export const { notifyRequested, shown, closed: notificationClosed, dismissRequested: notificationDismissRequested, copyRequested } = notificationSlice.actions;
export const selectNotification = (s: WalletGateRootState) => selectWalletGate(s).notification;
