/** The account area (balances, activity, NFTs, send): loaded once a wallet connects. */
import { connected } from '../../slices';
import { sendOpened, sendReceiverChanged, sendRequested, sendTokenSelected, tokenBalancesRequested } from '../../slices/send';
import { moreTransactionsRequested, nftsRequested, transactionsEndShown, transactionsRequested } from '../../slices/transactions';
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
