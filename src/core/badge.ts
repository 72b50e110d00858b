/**
 * The generated badge of something without an image (a wallet, a network, an account): its first letter on a
 * colour derived from its name. One rule for the modal's avatars and the host page's button.
 */

/** A stable hue for a name: × 137 (near the golden angle) spreads names differing by one letter ("Sandbox A", "Sandbox B"). */
export function nameHue(name: string): number {
  let hash = 0;
  for (const char of name) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return (hash * 137) % 360;
}

/** The badge's letter: the name's first character, upper-cased (a whole character, even outside the BMP). */
export function initialOf(name: string): string {
  return Array.from(name.trim())[0]?.toUpperCase() ?? '';
}
