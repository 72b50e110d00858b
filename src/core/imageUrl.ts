/**
 * Image URLs from outside (API token icons, avatars, NFT previews, history icons, wallet icons) are checked for their
 * scheme before they reach the DOM (SPEC §5 "URLs are checked by scheme"): https:, http: only on loopback or at an
 * origin the site configured (its blockchain/catalogue API), a blob the widget made, or an inline raster/SVG image
 * (EIP-6963 icons are data: URIs). Anything else (javascript:, file:, data:text/html, plain http to a stranger, a
 * relative path that would load from the host page) shows the initials instead.
 */
// an inline image may hold spaces (EIP-6963 icons are often unencoded SVG); an image element never runs it
const SAFE_IMAGE_URL = /^(https:\/\/[^\s]+|http:\/\/[^\s]+|blob:[^\s]+|data:image\/(png|jpe?g|gif|webp|avif|svg\+xml)[;,][\s\S]*)$/i;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The origins of configured endpoints, for `safeImageUrl`'s http: allowance; a malformed one is left out. */
export function originsOf(urls: readonly string[]): string[] {
  const origins: string[] = [];
  for (const url of urls) {
    try {
      origins.push(new URL(url).origin);
    } catch {
      // not a URL: allows nothing
    }
  }
  return origins;
}

export function safeImageUrl(url: string | null | undefined, httpOrigins: readonly string[] = []): string | undefined {
  if (!url) return undefined;
  const trimmed = url.trim();
  if (!SAFE_IMAGE_URL.test(trimmed)) return undefined;
  if (/^http:/i.test(trimmed)) {
    let parsed: URL;
    try {
      parsed = new URL(trimmed);
    } catch {
      return undefined;
    }
    const loopback = LOOPBACK_HOSTS.has(parsed.hostname) || /^127\./.test(parsed.hostname);
    if (!loopback && !httpOrigins.includes(parsed.origin)) return undefined;
  }
  return trimmed;
}
