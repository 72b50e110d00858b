/** Display rules of SPEC §9: address truncation, balances, transfer amounts. */
import { LIMITS } from './constants';

/** 4 characters at the start, 6 at the end (SPEC §9). */
export function truncateAddress(address: string, start: number = LIMITS.addressStartChars, end: number = LIMITS.addressEndChars): string {
  if (address.length <= start + end + 1) return address;
  return `${address.slice(0, start)}…${address.slice(-end)}`;
}

const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A balance with 2 decimals, en-US grouping (SPEC §9). Input is a decimal string so no precision is lost before rounding. */
export function formatBalance(value: string | number): string {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? twoDecimals.format(n) : '0.00';
}

/** The fiat value of a balance; testnets have no market value and show 0.00 (SPEC §9). */
export function formatFiat(value: number, testnet: boolean): string {
  return `$${testnet ? '0.00' : twoDecimals.format(value)}`;
}
