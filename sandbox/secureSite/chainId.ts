/** eip155 chain ids arrive as numbers, decimal or hex text, or CAIP-2 ids; the site works with numbers. */
export function toEvmChainId(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.startsWith('eip155:') ? value.slice('eip155:'.length) : value;
  if (/^0x[0-9a-fA-F]+$/.test(text) || /^\d+$/.test(text)) {
    const n = Number(text);
    return Number.isSafeInteger(n) ? n : undefined;
  }
  return undefined;
}

/** A chain the frame may be on: an eip155 chain (a number) or a Solana cluster (its CAIP-2 id, `solana:<genesis prefix>`). */
export type SiteChainId = number | `solana:${string}`;

const SOLANA_CAIP2 = /^solana:[1-9A-HJ-NP-Za-km-z]{32}$/;

export const isSolanaChainId = (value: unknown): value is `solana:${string}` => typeof value === 'string' && SOLANA_CAIP2.test(value);

/** eip155 ids as toEvmChainId reads them, Solana CAIP-2 ids as they are; anything else undefined. */
export function toSiteChainId(value: unknown): SiteChainId | undefined {
  return isSolanaChainId(value) ? value : toEvmChainId(value);
}
