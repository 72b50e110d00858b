/** Swap rules (SPEC §3 Swap, §7 convert calls, §8, §9 slippage and swap networks): pure, no I/O. */
import { formatUnits } from 'viem';
import { SWAP_SLIPPAGE } from './constants';
import type { MessageCode } from './errors/catalogue';
import { numberFormat } from './format';
import { parseAmount } from './send';
import type { SwapToken } from './api/convert';
import type { TokenBalance } from './api/account';

/** SPEC §9: the eip155 networks swaps work on unless the site configures its own list (`swapNetworks`). */
const DEFAULT_SWAP_NETWORKS: readonly string[] = [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554].map(
  (id) => `eip155:${id}`,
);

/** The CAIP-10 reference the convert API uses for a chain's own currency (as the hosted API does). */
const NATIVE_TOKEN_REFERENCE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

export const isNativeSwapToken = (address: string) => address.toLowerCase().endsWith(`:${NATIVE_TOKEN_REFERENCE}`);

/** Swaps are offered on an eip155 network that is on the site's list (or SPEC §9's when it gave none). */
export function isSwapNetwork(caipNetworkId: string | null | undefined, configured: readonly string[] | null | undefined): boolean {
  if (!caipNetworkId?.startsWith('eip155:')) return false;
  return (configured ?? DEFAULT_SWAP_NETWORKS).includes(caipNetworkId);
}

/**
 * Gas units behind the network-fee estimate shown before swapping: an approval costs about 46k; a swap through one
 * or two pools 110–190k, so the upper figure keeps the estimate on the safe side.
 */
export const SWAP_GAS_UNITS = { approve: 50_000n, swap: 200_000n } as const;

/** SPEC §8 'Network not supported for Swaps': the error the Swap view shows in place of the form. */
export const SWAPS_UNSUPPORTED = 'swap.unsupported' satisfies MessageCode;

/** The least the visitor receives after the slippage tolerance (percent, SPEC §9: 1), in base units. */
export function minimumReceived(toAmount: bigint, slippage: number = SWAP_SLIPPAGE): bigint {
  return (toAmount * BigInt(Math.round((100 - slippage) * 100))) / 10_000n;
}

/** An amount for reading: up to 6 decimals, at least 2 significant digits for small amounts, the locale's digits. */
export function formatTokenAmount(value: string, locale = 'en-US'): string {
  const n = Number(value);
  if (!Number.isFinite(n) || n === 0) return numberFormat(locale).format(0);
  const digits = n >= 1 ? 4 : Math.min(8, Math.max(2, 1 - Math.floor(Math.log10(n)) + 1));
  return numberFormat(locale, { maximumFractionDigits: digits }).format(n);
}

/** Base units → decimal text with every digit kept. */
export const toDecimal = (amount: string | bigint, decimals: number) => formatUnits(BigInt(amount), decimals);

/** How much of a swap token the visitor holds, from the account's balances (native: the balance without address). */
export function balanceOf(token: SwapToken | null, balances: readonly TokenBalance[]): TokenBalance | null {
  if (!token) return null;
  if (isNativeSwapToken(token.address)) return balances.find((b) => !b.address) ?? null;
  return balances.find((b) => b.address?.toLowerCase() === token.address.toLowerCase()) ?? null;
}

/** Why the swap cannot be reviewed yet, in the order the form is filled; null when it can. */
export type SwapIssue = 'selectTokens' | 'enterAmount' | 'invalidAmount' | 'insufficientBalance' | 'fetchingQuote' | 'noQuote';

export interface SwapDraft {
  from: SwapToken | null;
  to: SwapToken | null;
  amount: string;
  held: TokenBalance | null;
  quoteReady: boolean;
  quoteLoading: boolean;
}

export function swapIssue(d: SwapDraft): SwapIssue | null {
  if (!d.from || !d.to) return 'selectTokens';
  if (!d.amount.trim()) return 'enterAmount';
  const amount = parseAmount(d.amount, d.from.decimals);
  if (amount === null || amount === 0n) return 'invalidAmount';
  const held = d.held ? parseAmount(d.held.quantity.numeric, d.from.decimals) : 0n;
  if (held !== null && amount > held) return 'insufficientBalance';
  if (d.quoteLoading) return 'fetchingQuote';
  if (!d.quoteReady) return 'noQuote';
  return null;
}
