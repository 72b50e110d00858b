import { createHash } from 'node:crypto';

const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string);

function hue(seed: string, offset = 0): number {
  return (createHash('sha256').update(seed).digest().readUInt16BE(offset) % 360) | 0;
}

function initials(label: string): string {
  // words apart by space, hyphen, or a capital starting a word inside one ("WalletConnect": W, C)
  const words = label.split(/[\s-]+|(?<=[a-z])(?=[A-Z][a-z])/).filter(Boolean);
  if (words.length > 1) return `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}`.toUpperCase();
  // one word (a token symbol): kept whole up to 4 characters, case and all ("sUSD", not "SUS")
  return label.slice(0, 4);
}

/** A deterministic icon: gradient tile (square for wallets, circle for tokens/currencies/networks) with initials. */
export function iconSvg(label: string, seed: string, shape: 'square' | 'circle' = 'square'): string {
  const a = hue(seed);
  const b = (a + 40 + (hue(seed, 2) % 80)) % 360;
  const text = escapeXml(initials(label));
  const fontSize = text.length > 3 ? 22 : text.length > 2 ? 26 : 34;
  const tile =
    shape === 'circle'
      ? '<circle cx="48" cy="48" r="48" fill="url(#g)"/>'
      : '<rect width="96" height="96" rx="24" fill="url(#g)"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(label)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a} 70% 55%)"/><stop offset="1" stop-color="hsl(${b} 70% 40%)"/></linearGradient></defs>
${tile}
<text x="48" y="48" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="700" font-size="${fontSize}" fill="#fff">${text}</text>
</svg>`;
}

/** A generated critter for NFT `tokenId` of a collection. */
export function critterSvg(collection: string, tokenId: string): string {
  const seed = `${collection}#${tokenId}`;
  const body = hue(seed);
  const bg = (body + 180) % 360;
  const eyes = 8 + (hue(seed, 4) % 8);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="${escapeXml(collection)} #${escapeXml(tokenId)}">
<rect width="256" height="256" fill="hsl(${bg} 60% 88%)"/>
<ellipse cx="128" cy="150" rx="80" ry="70" fill="hsl(${body} 65% 55%)"/>
<circle cx="100" cy="130" r="${eyes + 8}" fill="#fff"/><circle cx="156" cy="130" r="${eyes + 8}" fill="#fff"/>
<circle cx="100" cy="132" r="${eyes}" fill="#222"/><circle cx="156" cy="132" r="${eyes}" fill="#222"/>
<path d="M104 180 Q128 198 152 180" stroke="#222" stroke-width="6" fill="none" stroke-linecap="round"/>
<text x="128" y="40" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="700" font-size="24" fill="#333">#${escapeXml(tokenId)}</text>
</svg>`;
}

/**
 * A network's image (SPEC §3 network/chain images, served by /public/getAssetImage): a coloured disc with a
 * three-node network glyph, hue from the network's id — a picture, not initials, so the widget's own fallback
 * (initials) is never mistaken for it.
 */
export function networkSvg(label: string, seed: string): string {
  const a = hue(seed);
  const b = (a + 50) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(label)}">
<defs><linearGradient id="n" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a} 75% 55%)"/><stop offset="1" stop-color="hsl(${b} 70% 38%)"/></linearGradient></defs>
<circle cx="48" cy="48" r="48" fill="url(#n)"/>
<path d="M48 26 L28 62 L68 62 Z" fill="none" stroke="#fff" stroke-width="5" stroke-linejoin="round" opacity="0.9"/>
<circle cx="48" cy="26" r="9" fill="#fff"/><circle cx="28" cy="62" r="9" fill="#fff"/><circle cx="68" cy="62" r="9" fill="#fff"/>
<circle cx="48" cy="26" r="4" fill="hsl(${a} 75% 45%)"/><circle cx="28" cy="62" r="4" fill="hsl(${b} 70% 40%)"/><circle cx="68" cy="62" r="4" fill="hsl(${a} 75% 45%)"/>
</svg>`;
}
