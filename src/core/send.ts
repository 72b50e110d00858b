/** Send rules of SPEC §4, §5, §9: what a send needs, the insufficient-gas rule, amounts in base units. */
import { isAddress, parseUnits } from 'viem';
import type { TokenBalance } from './api/account';

/**
 * Gas units behind the network-cost estimate shown before sending: a plain transfer costs exactly 21,000; a
 * token transfer typically 45–65k, so the upper figure keeps the estimate on the safe side.
 */
export const GAS_UNITS = { native: 21_000n, erc20: 65_000n } as const;

const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
/** What a visitor may type as an amount: digits with at most one point, no sign, no exponent. */
const DECIMAL = /^(\d+\.?\d*|\.\d+)$/;
/** 0x and 40 hex digits in any case: an EVM address, before its checksum is checked. */
const looksLikeEvmAddress = (value: string) => isAddress(value, { strict: false });

/**
 * A receiver an EVM send may go to: all lowercase (no checksum to check), or mixed case that is exactly the
 * EIP-55 form. Mixed case that is not may be a typo, so it is refused rather than guessed (viem's strict check).
 */
export function isReceiverAddress(value: string, namespace: string): boolean {
  return namespace === 'solana' ? SOLANA_ADDRESS.test(value) : isAddress(value, { strict: true });
}

/** An EVM address whose capital letters do not match its EIP-55 checksum. */
export function hasBadChecksum(value: string, namespace: string): boolean {
  return namespace !== 'solana' && looksLikeEvmAddress(value) && !isAddress(value, { strict: true });
}

/** A name to resolve through the profile API ("alice.reown.id"), not an address. */
export function looksLikeName(value: string): boolean {
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(value) && !value.startsWith('0x');
}

/**
 * "1.5" with 6 decimals → 1500000n (viem's parseUnits); null when not a plain positive-or-zero decimal, or with
 * more decimals than the token has (parseUnits would round them away: the visitor would send other than typed).
 */
export function parseAmount(text: string, decimals: number): bigint | null {
  const value = text.trim();
  if (!DECIMAL.test(value)) return null;
  const fraction = value.split('.')[1] ?? '';
  if (fraction.length > decimals) return null;
  return parseUnits(value, decimals);
}

/** SPEC §5: a network balance in USD of zero, or below the gas price in USD, is insufficient; never for smart accounts. */
export function isInsufficientGas(networkBalanceInUSD: number, gasPriceInUSD: number, isSmartAccount: boolean): boolean {
  if (isSmartAccount) return false;
  return networkBalanceInUSD <= 0 || networkBalanceInUSD < gasPriceInUSD;
}

/** The network cost in USD: gas price (wei) × gas units, priced in the native currency (18 decimals). */
export function gasCostInUSD(gasPriceWei: bigint, units: bigint, nativePrice: number): number {
  return (Number(gasPriceWei * units) / 1e18) * nativePrice;
}

/** Why a send cannot go yet, in the order a visitor fills the form; null when it can (SPEC §5). */
export type SendIssue =
  | 'selectToken'
  | 'addAmount'
  | 'invalidAmount'
  | 'insufficientFunds'
  | 'addAddress'
  | 'resolvingName'
  | 'invalidAddress'
  | 'addressChecksum'
  | 'fetchingGas'
  | 'insufficientGas'
  | 'wouldFail';

/**
 * The code of the §8 node error "insufficient funds" (src/core/errors/node.ts): the preflight's refusal of a send that
 * leaves too little of the network's currency for gas, said on the button as the insufficient-gas rule is.
 */
const INSUFFICIENT_FUNDS_CODE = 'node.insufficientFunds';

/** What a send's preflight answer belongs to: the token, the amount and the receiver, as the form holds them. */
export function sendDraftKey(d: { token: TokenBalance | null; sendTokenAmount: string; receiverAddress: string | null }): string {
  return [d.token?.address ?? d.token?.chainId ?? '', d.sendTokenAmount.trim(), d.receiverAddress?.toLowerCase() ?? ''].join(' ');
}

export interface SendDraft {
  namespace: string;
  token: TokenBalance | null;
  amount: string;
  receiverInput: string;
  receiverAddress: string | null;
  resolving: boolean;
  gasPrice: string | null;
  networkBalanceInUSD: number;
  gasPriceInUSD: number;
  isSmartAccount: boolean;
}

export function sendIssue(d: SendDraft): SendIssue | null {
  // SPEC §5: a send needs a token, an amount and a receiver …
  if (!d.token) return 'selectToken';
  if (!d.amount.trim()) return 'addAmount';
  const decimals = Number(d.token.quantity.decimals);
  const amount = parseAmount(d.amount, decimals);
  if (amount === null || amount === 0n) return 'invalidAmount';
  const held = parseAmount(d.token.quantity.numeric, decimals);
  if (held !== null && amount > held) return 'insufficientFunds';
  if (!d.receiverInput.trim()) return 'addAddress';
  if (d.resolving) return 'resolvingName';
  if (!d.receiverAddress || !isReceiverAddress(d.receiverAddress, d.namespace)) {
    return hasBadChecksum(d.receiverInput.trim(), d.namespace) ? 'addressChecksum' : 'invalidAddress';
  }
  if (d.namespace !== 'eip155') return null;
  // … and an EVM send a gas price, and enough of the network's currency to pay for it.
  if (d.gasPrice === null) return 'fetchingGas';
  if (isInsufficientGas(d.networkBalanceInUSD, d.gasPriceInUSD, d.isSmartAccount)) return 'insufficientGas';
  return null;
}

/** A form the rules let through that the node ran and refused (§8 node error code): what the button says instead. */
export const refusalIssue = (code: string): SendIssue => (code === INSUFFICIENT_FUNDS_CODE ? 'insufficientGas' : 'wouldFail');
