/** Swaps (SPEC §1, §3, §7): loaded when the Swap view first comes into view, never before. */
import { swapAmountChanged, swapConfirmed, swapFlipped, swapOpened, swapRetryRequested, swapTokenSelected } from '../../slices/swapRequests';
import type { FeatureFlows } from '../lazy';

export const swapFlows: FeatureFlows = {
  name: 'swap',
  load: () => import(/* webpackChunkName: "flows-swap" */ '../swap'),
  intake: [swapOpened, swapTokenSelected, swapAmountChanged, swapFlipped, swapRetryRequested, swapConfirmed],
  wakeOn: [],
};
