/**
 * An EVM chain id as wallets, the secure frame and WalletConnect send it: a number, decimal or hex text, or
 * CAIP-2 `eip155:<n>`. A positive safe integer, or undefined for anything else (one rule for every source).
 */
export function parseChainId(value: unknown): number | undefined {
  let text: string;
  if (typeof value === 'number') text = String(value);
  else if (typeof value === 'string') text = value.startsWith('eip155:') ? value.slice('eip155:'.length) : value;
  else return undefined;
  if (!/^(0x[0-9a-fA-F]+|\d+)$/.test(text)) return undefined;
  const n = Number(text);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}
