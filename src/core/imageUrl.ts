/**
 * Image URLs from outside (API token icons, avatars, NFT previews, history icons, wallet icons) are checked for their
 * scheme before they reach the DOM (SPEC §5 "URLs are checked by scheme"): http(s), a blob the widget made, or an
 * inline raster/SVG image (EIP-6963 icons are data: URIs). Anything else (javascript:, file:, data:text/html, a
 * relative path that would load from the host page) shows the placeholder instead.
 */
const SAFE_IMAGE_URL = /^(https?:\/\/[^\s]+|blob:[^\s]+|data:image\/(png|jpe?g|gif|webp|avif|svg\+xml)[;,][^\s]*)$/i;

export function safeImageUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  const trimmed = url.trim();
  return SAFE_IMAGE_URL.test(trimmed) ? trimmed : undefined;
}
