/** Buy crypto (on-ramp): its flows load when the visitor first opens Buy. */
import { buyContinueRequested, buyFieldChanged, buyOpened } from '../../slices/onrampRequests';
import type { FeatureFlows } from '../lazy';

export const onrampFlows: FeatureFlows = {
  name: 'onramp',
  load: () => import(/* webpackChunkName: "flows-onramp" */ '../onramp'),
  intake: [buyOpened, buyFieldChanged, buyContinueRequested],
  wakeOn: [],
};
