import type { ComponentType, ReactElement } from 'react';
import { selectView } from '../../../slices';
import type { View } from '../../core/views';
import { useGateSelector } from '../context';
import { WalletReceive } from './WalletReceive/WalletReceive';
import { WalletSend } from './WalletSend/WalletSend';
import { WalletSendSelectToken } from './WalletSend/WalletSendSelectToken';

const VIEWS: Partial<Record<View, ComponentType>> = { WalletSend, WalletSendSelectToken, WalletReceive };

/**
 * The account area's feature views (Send, its token picker, Receive) share one chunk: the registry points each
 * of them here and this renders whichever the router shows, so picking a token never waits for a download.
 */
export function WalletFeatureView(): ReactElement | null {
  const view = useGateSelector(selectView);
  const Component = VIEWS[view];
  return Component ? <Component /> : null;
}
