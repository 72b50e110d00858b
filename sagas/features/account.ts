/** The account area (balances, activity, NFTs, send): loaded once a wallet connects. */
import { connected } from '../../slices';
import {
  moreTransactionsRequested,
  nftsRequested,
  sendOpened,
  sendReceiverChanged,
  sendRequested,
  sendTokenSelected,
  tokenBalancesRequested,
  tokenBalancesRetryRequested,
  transactionsEndShown,
  transactionsRequested,
  transactionsRetryRequested,
} from '../../slices/accountRequests';
import type { FeatureFlows } from '../lazy';

export const accountFlows: FeatureFlows = {
  name: 'account',
  load: () => import(/* webpackChunkName: "flows-account" */ '../account'),
  intake: [
    tokenBalancesRequested,
    tokenBalancesRetryRequested,
    sendOpened,
    sendTokenSelected,
    sendReceiverChanged,
    sendRequested,
    transactionsRequested,
    moreTransactionsRequested,
    transactionsEndShown,
    nftsRequested,
    transactionsRetryRequested,
  ],
  wakeOn: [connected],
};
