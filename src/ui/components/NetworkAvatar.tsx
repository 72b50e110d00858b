import type { ReactElement } from 'react';
import { selectAssetImage } from '../../../slices';
import { useGateSelector } from '../context';
import { Avatar } from './Avatar';

export interface NetworkAvatarProps {
  network: { caipNetworkId: string; name: string; imageUrl?: string | undefined };
  large?: boolean;
}

/**
 * A network's image: the site's own (options imageUrl), else the image registry's (SPEC §3, fetched from
 * /public/getAssetImage by the catalogue flows), else its initials.
 */
export function NetworkAvatar({ network, large = false }: NetworkAvatarProps): ReactElement {
  const registered = useGateSelector((s) => selectAssetImage(s, 'network', network.caipNetworkId));
  return <Avatar name={network.name} src={network.imageUrl ?? registered} large={large} />;
}
