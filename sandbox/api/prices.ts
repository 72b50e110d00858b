/** The sandbox's USD price table (by symbol, case-insensitive); unknown symbols are worth 0. */
const PRICES: Record<string, number> = {
  eth: 3000,
  susd: 1,
  sgld: 2400,
  sslv: 24,
  weth: 3000,
  spam: 0,
  sol: 150,
};

export function priceOf(symbol: string): number {
  return PRICES[symbol.toLowerCase()] ?? 0;
}

/** Fiat rates to USD for on-ramp quotes. */
export const FIAT_TO_USD: Record<string, number> = { USD: 1, EUR: 1.08 };

/** CAIP-10 references used for native currencies (as the hosted APIs do). */
export const EVM_NATIVE_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
export const SOLANA_NATIVE_ADDRESS = 'So11111111111111111111111111111111111111111';
