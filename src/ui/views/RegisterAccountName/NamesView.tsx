import type { ComponentType, ReactElement } from 'react';
import { selectView } from '../../../../slices';
import type { View } from '../../../core/views';
import { useGateSelector } from '../../context';
import { RegisterAccountName } from './RegisterAccountName';
import { RegisterAccountNameSuccess } from './RegisterAccountNameSuccess';

const VIEWS: Partial<Record<View, ComponentType>> = { RegisterAccountName, RegisterAccountNameSuccess };

/** RegisterAccountName and its success view share one chunk: this renders whichever the router shows. */
export function NamesView(): ReactElement | null {
  const view = useGateSelector(selectView);
  const Component = VIEWS[view];
  return Component ? <Component /> : null;
}
