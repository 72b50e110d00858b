import { useState } from 'react';
import { selectImageOrigins } from '../../../slices';
import { safeImageUrl } from '../../core/imageUrl';
import { useGateSelector } from '../context';

/**
 * An image URL from outside, checked by scheme (SPEC §5: https, http only on loopback or the configured API, blob:,
 * data:image/), and forgotten once it failed to load, so the caller shows its initials rather than a broken image.
 */
export function useSafeImage(src: string | null | undefined): { src: string | undefined; failed: () => void } {
  const origins = useGateSelector(selectImageOrigins);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const safe = safeImageUrl(src, origins);
  return { src: safe && safe !== failedSrc ? safe : undefined, failed: () => setFailedSrc(safe ?? null) };
}
