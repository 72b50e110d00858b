import type { ReactElement } from 'react';
import { selectAssetImage } from '../../../../slices';
import { useGateSelector } from '../../context';
import { useSafeImage } from '../../hooks/useSafeImage';

/** The badge for a token without a usable image: the whole symbol up to 4 characters, case kept ("sUSD", not "SUS"). */
export function symbolBadge(symbol: string): string {
  return Array.from(symbol.trim()).slice(0, 4).join('');
}

export interface TokenIconProps {
  src?: string | undefined;
  symbol: string;
}

/** A token's image; its symbol in a circle when it has none or the image does not load. Decorative: the name is text beside it. */
export function TokenIcon({ src: given, symbol }: TokenIconProps): ReactElement {
  // no icon of its own: the image registry's token image, by symbol (SPEC §3, /public/getTokenImage)
  const registered = useGateSelector((s) => selectAssetImage(s, 'token', symbol.trim().toLowerCase()));
  const image = useSafeImage(given || registered);
  if (image.src) return <img className="wg-token-icon" src={image.src} alt="" onError={image.failed} />;
  const badge = symbolBadge(symbol);
  return (
    <span className="wg-token-icon wg-token-badge" data-size={badge.length > 3 ? 'small' : undefined} aria-hidden="true">
      {badge}
    </span>
  );
}
