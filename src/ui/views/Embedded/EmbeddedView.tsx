import type { ComponentType, ReactElement } from 'react';
import { selectView } from '../../../../slices';
import type { View } from '../../../core/views';
import { useGateSelector } from '../../context';
import { ApproveTransaction } from './ApproveTransaction';
import { ConnectingFarcaster } from './ConnectingFarcaster';
import { EmailVerifyDevice, EmailVerifyOtp, UpdateEmailOtp, UpdateEmailWallet } from './EmailViews';
import { ConnectSocials, ConnectingSocial } from './SocialViews';
import { EMBEDDED_STYLES } from './styles';
import { ShadowStyle } from '../../shadowStyle';

const VIEWS: Partial<Record<View, ComponentType>> = {
  EmailVerifyOtp,
  EmailVerifyDevice,
  UpdateEmailWallet,
  UpdateEmailPrimaryOtp: UpdateEmailOtp,
  UpdateEmailSecondaryOtp: UpdateEmailOtp,
  ConnectSocials,
  ConnectingSocial,
  ApproveTransaction,
  ConnectingFarcaster,
};

/** The embedded wallet's views share one chunk (and its styles): the registry points each of them here. */
export function EmbeddedView(): ReactElement | null {
  const view = useGateSelector(selectView);
  const Component = VIEWS[view];
  if (!Component) return null;
  return (
    <>
      <ShadowStyle css={EMBEDDED_STYLES} />
      <Component />
    </>
  );
}
