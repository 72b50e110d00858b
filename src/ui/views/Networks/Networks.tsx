import type { ReactElement } from 'react';
import { NetworkList } from './NetworkList';

/** Choose network: the requested networks, opened from Account or from <NetworkButton/>. */
export function Networks(): ReactElement {
  return <NetworkList />;
}
