/**
 * The wallet catalogue (featured, recommended, All Wallets, search, images): loaded when the modal first opens.
 * Scroll and retry requests only wake it: the list flow reads what the view needs from the state when it starts,
 * and a grid is only on screen (and scrolled) once these flows have loaded its first page.
 */
import { opened } from '../../slices';
import { catalogRetryRequested, catalogRowsShown, catalogSearchChanged } from '../../slices/walletCatalogRequests';
import type { FeatureFlows } from '../lazy';

export const catalogFlows: FeatureFlows = {
  name: 'catalog',
  load: () => import(/* webpackChunkName: "flows-catalog" */ '../catalog'),
  intake: [catalogSearchChanged],
  wakeOn: [opened, catalogRowsShown, catalogRetryRequested],
};
