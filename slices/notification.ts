import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Message } from '../src/core/errors/catalogue';
import { selectWalletGate, type WalletGateRootState } from './root';

export type NotificationVariant = 'info' | 'success' | 'error' | 'loading' | 'warning';

/**
 * Part of WalletGateState, which hosts read.
 * @public
 */
export interface NotificationState {
  /** what the toast says, as a catalogue code: the view shows it in the visitor's locale */
  message: Message | null;
  variant: NotificationVariant;
  open: boolean;
}

export interface NotificationRequest {
  message: Message;
  variant: NotificationVariant;
  /**
   * An alert is a configuration/developer message: SPEC §4 opens it only when debug is on.
   * A toast (send started, signature declined …) is for the visitor and always opens.
   */
  alert?: boolean;
}

const initialState: NotificationState = { message: null, variant: 'info', open: false };

export const notificationSlice = createSlice({
  name: 'walletGate/notification',
  initialState,
  reducers: {
    /** A request: the notification saga applies the debug and 150 ms replacement rules. */
    notifyRequested(_state, _action: PayloadAction<NotificationRequest>) {},
    shown(_state, action: PayloadAction<{ message: Message; variant: NotificationVariant }>) {
      return { ...action.payload, open: true };
    },
    closed() {
      return initialState;
    },
    /** A flow's own message is over (e.g. SPEC §8 'Authenticating...'): closed, and one still on its way not shown. */
    dismissRequested() {},
    /** The visitor asked to copy something (an address, a link): a saga copies and confirms with a toast. */
    copyRequested(_state, _action: PayloadAction<{ text: string; success: Message }>) {},
  },
});

export const { notifyRequested, shown, closed: notificationClosed, dismissRequested: notificationDismissRequested, copyRequested } = notificationSlice.actions;
export const selectNotification = (s: WalletGateRootState) => selectWalletGate(s).notification;
