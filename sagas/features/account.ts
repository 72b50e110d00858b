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
  transactionsEndShown,
  transactionsRequested,
} from '../../slices/accountRequests';
import type { FeatureFlows } from '../lazy';

export const accountFlows: FeatureFlows = {
  name: 'account',
  load: () => import(/* webpackChunkName: "flows-account" */ '../account'),
  intake: [
    tokenBalancesRequested,
    sendOpened,
    sendTokenSelected,
    sendReceiverChanged,
    sendRequested,
    transactionsRequested,
    moreTransactionsRequested,
    transactionsEndShown,
    nftsRequested,
  ],
  wakeOn: [connected],
};
