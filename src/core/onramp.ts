/**
 * Buying crypto (on-ramp) rules, pure: SPEC §3 options and quote shapes, §6 namespaces, §8 fallbacks (the built-in
 * sample options, the estimated quote), §9 providers, fee range, sample limits, Coinbase pay chains and restricted
 * time zones. Loaded with the Buy view and its flows, never with the first bundle.
 */
import type { OnrampOptionsResponse, OnrampQuoteResponse } from './api/onramp';
import type { ChainNamespace } from './caip';

/** SPEC §6: on-ramp is enabled for these namespaces only. */
export const ONRAMP_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana'];

export type OnrampProviderId = 'coinbase' | 'meld';

export interface OnrampProvider {
  id: OnrampProviderId;
  name: string;
  /** SPEC §9: fee range 1–2 % each, as fractions */
  feeRange: readonly [number, number];
}

/** SPEC §9 on-ramp providers, in the order shown. */
export const ONRAMP_PROVIDERS: readonly OnrampProvider[] = [
  { id: 'coinbase', name: 'Coinbase', feeRange: [0.01, 0.02] },
  { id: 'meld', name: 'Meld', feeRange: [0.01, 0.02] },
];

export const providerById = (id: OnrampProviderId): OnrampProvider => ONRAMP_PROVIDERS.find((p) => p.id === id) ?? ONRAMP_PROVIDERS[0]!;

/**
 * SPEC §9 restricted time zones (mainland China, Hong Kong, Macau), with the IANA links that name the same zones:
 * buying is unavailable there and nothing is asked of the on-ramp API.
 */
const RESTRICTED_TIME_ZONES: ReadonlySet<string> = new Set([
  'Asia/Shanghai',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Harbin',
  'Asia/Urumqi',
  'Asia/Kashgar',
  'PRC',
  'Asia/Hong_Kong',
  'Hongkong',
  'Asia/Macau',
  'Asia/Macao',
]);

export const isRestrictedTimeZone = (timeZone: string | null | undefined): boolean => !!timeZone && RESTRICTED_TIME_ZONES.has(timeZone);

/** SPEC §9 Coinbase pay chains by EVM chain id; any other chain falls back to ethereum. */
const COINBASE_PAY_CHAINS: Readonly<Record<string, string>> = {
  '1': 'ethereum',
  '42161': 'arbitrum',
  '137': 'polygon',
  '80094': 'berachain',
  '43114': 'avalanche-c-chain',
  '10': 'optimism',
  '42220': 'celo',
  '8453': 'base',
};
const COINBASE_FALLBACK_CHAIN = 'ethereum';
const coinbasePayChain = (chainId: string | number): string => COINBASE_PAY_CHAINS[String(chainId)] ?? COINBASE_FALLBACK_CHAIN;

/**
 * SPEC §9: the on-ramp URL's defaultNetwork — an EVM network by its Coinbase pay chain, any other chain falling back
 * to ethereum; a Solana network is 'solana'.
 */
export const onrampDefaultNetwork = (network: { id: string | number; caipNetworkId: string }): string =>
  network.caipNetworkId.startsWith('solana:') ? 'solana' : coinbasePayChain(network.id);

const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const evmNetwork = (chainId: string) => ({ name: coinbasePayChain(chainId), display_name: '', chain_id: chainId, contract_address: '' });

/** SPEC §9 sample limits: card 10 to 7500, bank account 10 to 25000, in USD and EUR. */
const SAMPLE_LIMITS = [
  { id: 'card', min: '10', max: '7500' },
  { id: 'ach_bank_account', min: '10', max: '25000' },
];

/** SPEC §8: what the Buy view offers when /v1/onramp/options fails — the built-in sample list. */
export const SAMPLE_ONRAMP_OPTIONS: OnrampOptionsResponse = {
  purchaseCurrencies: [
    { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: ['1', '42161', '10', '8453'].map(evmNetwork) },
    { id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: ['1', '42161', '10', '8453', '137', '43114'].map(evmNetwork) },
    { id: 'POL', name: 'Polygon', symbol: 'POL', networks: [evmNetwork('137')] },
    { id: 'AVAX', name: 'Avalanche', symbol: 'AVAX', networks: [evmNetwork('43114')] },
    { id: 'CELO', name: 'Celo', symbol: 'CELO', networks: [evmNetwork('42220')] },
    { id: 'SOL', name: 'Solana', symbol: 'SOL', networks: [{ name: 'solana', display_name: 'Solana', chain_id: SOLANA_MAINNET, contract_address: '' }] },
  ],
  paymentCurrencies: ['USD', 'EUR'].map((id) => ({ id, payment_method_limits: SAMPLE_LIMITS })),
};

/** What the visitor can buy on the active network: a currency and the option network it is bought on. */
export interface PurchaseOption {
  id: string;
  name: string;
  symbol: string;
  /** the option network's name, sent as the quote's network and the URL's defaultNetwork */
  network: string;
}

export interface ActiveNetworkRef {
  id: string | number;
  caipNetworkId: string;
  nativeCurrency: { name: string; symbol: string };
}

/**
 * The purchase currencies offered on the active network (SPEC "filtered to the active network"): an option network
 * matches by chain id or CAIP-2 id. When none does (a chain the list does not know, e.g. after falling back to the
 * sample list), the network's own currency is offered on its Coinbase pay chain.
 */
export function purchaseOptionsFor(options: OnrampOptionsResponse, network: ActiveNetworkRef): PurchaseOption[] {
  const ids = new Set([String(network.id), network.caipNetworkId]);
  const found: PurchaseOption[] = [];
  for (const currency of options.purchaseCurrencies) {
    const match = currency.networks.find((n) => ids.has(n.chain_id));
    if (match) found.push({ id: currency.id, name: currency.name, symbol: currency.symbol, network: match.name });
  }
  if (found.length) return found;
  const { symbol, name } = network.nativeCurrency;
  return [{ id: symbol, name, symbol, network: onrampDefaultNetwork(network) }];
}

export interface PaymentLimits {
  min: number;
  max: number;
}

/** The min/max of a payment currency's method, or null when the options do not have it. */
export function paymentLimits(options: OnrampOptionsResponse, currencyId: string, methodId: string): PaymentLimits | null {
  const limit = options.paymentCurrencies.find((c) => c.id === currencyId)?.payment_method_limits.find((m) => m.id === methodId);
  if (!limit) return null;
  const min = Number(limit.min);
  const max = Number(limit.max);
  return Number.isFinite(min) && Number.isFinite(max) ? { min, max } : null;
}

export type BuyIssue = 'addAmount' | 'invalidAmount' | 'belowMin' | 'aboveMax';

/** Why the amount cannot be bought (refused before any call), or null. */
export function amountIssue(amount: string, limits: PaymentLimits | null): BuyIssue | null {
  const text = amount.trim();
  if (!text) return 'addAmount';
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return 'invalidAmount';
  const value = Number(text);
  if (!(value > 0)) return 'invalidAmount';
  if (limits && value < limits.min) return 'belowMin';
  if (limits && value > limits.max) return 'aboveMax';
  return null;
}

const money = (n: number) => n.toFixed(2);

/**
 * SPEC §8: the quote falls back to a mocked one when the API fails — an estimate from the provider's highest fee
 * (SPEC §9: 2 %) and the token's price when the page knows it (else no purchase amount: '').
 */
export function estimatedQuote(args: { amount: number; fiat: string; symbol: string; price: number | null; provider: OnrampProviderId }): OnrampQuoteResponse {
  const fee = args.amount * providerById(args.provider).feeRange[1];
  const subtotal = Math.max(args.amount - fee, 0);
  const purchase = args.price && args.price > 0 ? (subtotal / args.price).toFixed(8) : '';
  return {
    coinbaseFee: { amount: money(fee), currency: args.fiat },
    networkFee: { amount: money(0), currency: args.fiat },
    paymentSubtotal: { amount: money(subtotal), currency: args.fiat },
    paymentTotal: { amount: money(args.amount), currency: args.fiat },
    purchaseAmount: { amount: purchase, currency: args.symbol },
    quoteId: 'estimate',
  };
}

/** What a quote is for: a change of any part asks for a new one. */
export const quoteKey = (q: { currency: string; network: string; fiat: string; amount: string }) => `${q.currency}|${q.network}|${q.fiat}|${q.amount.trim()}`;

/** On-ramp purchase statuses (history with onramp=coinbase). */
export const ONRAMP_STATUS = {
  inProgress: 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS',
  success: 'ONRAMP_TRANSACTION_STATUS_SUCCESS',
  failed: 'ONRAMP_TRANSACTION_STATUS_FAILED',
} as const;
