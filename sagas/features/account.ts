/** The account area (balances, activity, NFTs, send): loaded once a wallet connects. */
import { connected } from '../../slices';
import { sendOpened, sendReceiverChanged, sendRequested, tokenBalancesRequested } from '../../slices/send';
import { moreTransactionsRequested, nftsRequested, transactionsRequested } from '../../slices/transactions';
import type { FeatureFlows } from '../lazy';

export const accountFlows: FeatureFlows = {
  name: 'account',
  load: () => import(/* webpackChunkName: "flows-account" */ '../account'),
  intake: [tokenBalancesRequested, sendOpened, sendReceiverChanged, sendRequested, transactionsRequested, moreTransactionsRequested, nftsRequested],
  wakeOn: [connected],
};
