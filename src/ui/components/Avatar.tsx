import type { ReactElement } from 'react';

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
  if (src) return <img className={className} src={src} alt="" />;
  let hash = 0;
  for (const char of name) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  // × 137 (near the golden angle) spreads names differing by one letter ("Sandbox A", "Sandbox B") around the wheel
  return (
    <span className={className} style={{ background: `hsl(${(hash * 137) % 360} 55% 38%)` }} aria-hidden="true">
      {Array.from(name.trim())[0]?.toUpperCase()}
    </span>
  );
}
