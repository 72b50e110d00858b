import { isHex, numberToHex } from 'viem';

/**
 * An EVM chain id as wallets, the secure frame and WalletConnect send it: a number, decimal or hex text, or
 * CAIP-2 `eip155:<n>`. A positive safe integer, or undefined for anything else (one rule for every source).
 */
export function parseChainId(value: unknown): number | undefined {
  let text: string;
  if (typeof value === 'number') text = String(value);
  else if (typeof value === 'string') text = value.startsWith('eip155:') ? value.slice('eip155:'.length) : value;
  else return undefined;
  // Number() reads both forms; isHex keeps out what Number() would also take ('1e3', ' 7', '0b11').
  const n = (isHex(text, { strict: true }) && text.length > 2) || /^\d+$/.test(text) ? Number(text) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/**
 * A CAIP chain id with a missing or non-numeric reference maps to 0x0 (SPEC §5). Kept here rather than in caip.ts
 * so viem's hex encoders stay out of the first bundle (caip.ts is in it).
 */
export function caipChainIdToHex(value: string): `0x${string}` {
  const reference = value.split(':')[1];
  if (!reference || !/^\d+$/.test(reference)) return '0x0';
  return numberToHex(BigInt(reference));
}
