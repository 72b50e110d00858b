import type { ComponentType, ReactElement } from 'react';
import { selectView } from '../../../../slices';
import type { View } from '../../../core/views';
import { useGateSelector } from '../../context';
import { Swap } from './Swap';
import { SwapPreview } from './SwapPreview';
import { SwapSelectToken } from './SwapSelectToken';

const VIEWS: Partial<Record<View, ComponentType>> = { Swap, SwapSelectToken, SwapPreview };

/** Swap, its token picker and its preview share one chunk: this renders whichever the router shows. */
export function SwapView(): ReactElement | null {
  const view = useGateSelector(selectView);
  const Component = VIEWS[view];
  return Component ? <Component /> : null;
}
