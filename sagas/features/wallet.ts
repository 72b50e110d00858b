/**
 * Connecting and everything after it: loaded when the visitor is about to pick a wallet (pointer or focus on an
 * entry), starts an email, social or Farcaster login (its session ends in these flows), when asked for, or at once
 * to restore. Opening the modal alone loads nothing of it.
 */
import { connectRequested, disconnectRequested, switchNetworkRequested, walletConnectIntent, walletSelected } from '../../slices';
import { emailFieldFocused, emailSubmitted, farcasterRequested, socialSelected } from '../../slices/embeddedWalletRequests';
import { accountSelected, walletIntent } from '../../slices/walletRequests';
import { STORED } from '../../src/core/storageKeys';
import type { FeatureFlows } from '../lazy';

export const walletFlows: FeatureFlows = {
  name: 'wallet',
  load: () => import(/* webpackChunkName: "flows-wallet" */ '../wallet'),
  intake: [walletSelected, connectRequested, switchNetworkRequested, disconnectRequested, accountSelected],
  wakeOn: [walletIntent, walletConnectIntent, emailFieldFocused, emailSubmitted, socialSelected, farcasterRequested],
  startNow: (deps) => deps.storage.get(STORED.connectionStatus.key, STORED.connectionStatus.schema) === 'connected',
};
