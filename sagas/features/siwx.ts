/** Sign in with a wallet (SPEC §4 sign-in flow): loaded once a wallet connects, and only when the site turned it on. */
import { connected } from '../../slices';
import { signInCancelled, signInRequested, signOutRequested } from '../../slices/siwxRequests';
import type { FeatureFlows } from '../lazy';

export const siwxFlows: FeatureFlows = {
  name: 'siwx',
  load: () => import(/* webpackChunkName: "flows-siwx" */ '../siwx'),
  intake: [signInRequested, signInCancelled, signOutRequested],
  wakeOn: [connected],
};
