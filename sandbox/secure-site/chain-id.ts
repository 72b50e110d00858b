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
