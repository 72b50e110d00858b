/** Names (SPEC §4 registration, §7 profile calls): the account's own name after connect, and RegisterAccountName. */
import { connected } from '../../slices';
import { nameTyped, registerNameRequested } from '../../slices/namesRequests';
import type { FeatureFlows } from '../lazy';

export const namesFlows: FeatureFlows = {
  name: 'names',
  load: () => import(/* webpackChunkName: "flows-names" */ '../names'),
  intake: [nameTyped, registerNameRequested],
  wakeOn: [connected],
};
