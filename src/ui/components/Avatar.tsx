import type { ReactElement } from 'react';
import { initialOf, nameHue } from '../../core/badge';
import { useSafeImage } from '../hooks/useSafeImage';

export interface AvatarProps {
  /** what the image stands for; its first letter is the badge when there is no image */
  name: string;
  src?: string | undefined;
  large?: boolean;
}

/**
 * A wallet's or network's image, or a generated badge: the first letter on a colour derived from the name,
 * so two names with the same initial still look different. Decorative either way: the name is always text
 * next to it.
 */
export function Avatar({ name, src, large = false }: AvatarProps): ReactElement {
  const className = large ? 'wg-avatar wg-avatar-lg' : 'wg-avatar';
  const image = useSafeImage(src);
  // a failed image falls back to the initials, never a broken-image icon
  if (image.src) return <img className={className} src={image.src} alt="" onError={image.failed} />;
  return (
    <span className={className} style={{ background: `hsl(${nameHue(name)} 55% 38%)` }} aria-hidden="true">
      {initialOf(name)}
    </span>
  );
}
