/**
 * The wallet catalogue (featured, recommended, All Wallets, search, images): loaded when the modal first opens.
 * Page and retry requests only wake it: the list flow reads what the view needs from the state when it starts.
 */
import { opened } from '../../slices';
import { catalogNextPageRequested, catalogRetryRequested, catalogSearchChanged, walletImageRequested } from '../../slices/walletCatalogRequests';
import type { FeatureFlows } from '../lazy';

export const catalogFlows: FeatureFlows = {
  name: 'catalog',
  load: () => import(/* webpackChunkName: "flows-catalog" */ '../catalog'),
  intake: [catalogSearchChanged, walletImageRequested],
  wakeOn: [opened, catalogNextPageRequested, catalogRetryRequested],
};
