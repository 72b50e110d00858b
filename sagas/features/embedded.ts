/**
 * The embedded wallet (secure frame, email / social / Farcaster login, approvals): loaded when the email field
 * gets focus or a login is asked for, or at once when a login is remembered (SPEC §3: the session flag, or the
 * AUTH connector stored as connected).
 */
import { emailFieldFocused, emailSubmitted, farcasterRequested, socialSelected } from '../../slices/embeddedWalletRequests';
import type { FeatureFlows } from '../lazy';
import { remembersLogin } from '../rememberedLogin';

export const embeddedFlows: FeatureFlows = {
  name: 'embedded',
  load: () => import(/* webpackChunkName: "flows-embedded" */ '../embedded'),
  intake: [emailSubmitted, socialSelected, farcasterRequested],
  wakeOn: [emailFieldFocused],
  startNow: remembersLogin,
  loadFailedMessage: 'emailDependency',
};
