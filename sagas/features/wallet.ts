/** Connecting and everything after it: loaded when the modal first opens, when asked for, or at once to restore. */
import { connectRequested, disconnectRequested, openRequested, switchNetworkRequested, walletSelected } from '../../slices';
import { accountSelected } from '../../slices/walletRequests';
import { STORED } from '../../src/core/storageKeys';
import type { FeatureFlows } from '../lazy';

export const walletFlows: FeatureFlows = {
  name: 'wallet',
  load: () => import(/* webpackChunkName: "flows-wallet" */ '../wallet'),
  intake: [walletSelected, connectRequested, switchNetworkRequested, disconnectRequested, accountSelected],
  wakeOn: [openRequested],
  startNow: (deps) => deps.storage.get(STORED.connectionStatus.key, STORED.connectionStatus.schema) === 'connected',
};
