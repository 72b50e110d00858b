/** Blockchain API: on-ramp (SPEC §3 On-ramp options/quote, §7). */
import { z } from 'zod';
import { AmountWithCurrencySchema } from './common';

export const OnrampNetworkSchema = z.object({
  name: z.string(),
  display_name: z.string(),
  chain_id: z.string(),
  contract_address: z.string(),
});
export const PurchaseCurrencySchema = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  networks: z.array(OnrampNetworkSchema),
});
export const PaymentCurrencySchema = z.object({
  id: z.string(),
  payment_method_limits: z.array(z.object({ id: z.string(), min: z.string(), max: z.string() })),
});
export const OnrampOptionsResponseSchema = z.object({
  purchaseCurrencies: z.array(PurchaseCurrencySchema),
  paymentCurrencies: z.array(PaymentCurrencySchema),
});
export type OnrampOptionsResponse = z.infer<typeof OnrampOptionsResponseSchema>;

export const OnrampQuoteRequestSchema = z.object({
  /** purchase currency id or symbol, e.g. "ETH" */
  purchaseCurrency: z.string().min(1),
  /** fiat id, e.g. "USD" */
  paymentCurrency: z.string().min(1),
  /** fiat amount */
  amount: z.union([z.string().regex(/^\d+(\.\d+)?$/), z.number().positive()]),
  /** network name as in the options (e.g. "sandbox-a") */
  network: z.string().min(1),
  projectId: z.string().optional(),
});
export type OnrampQuoteRequest = z.input<typeof OnrampQuoteRequestSchema>;
export const OnrampQuoteResponseSchema = z.object({
  coinbaseFee: AmountWithCurrencySchema,
  networkFee: AmountWithCurrencySchema,
  paymentSubtotal: AmountWithCurrencySchema,
  paymentTotal: AmountWithCurrencySchema,
  purchaseAmount: AmountWithCurrencySchema,
  quoteId: z.string(),
});
export type OnrampQuoteResponse = z.infer<typeof OnrampQuoteResponseSchema>;

export const OnrampUrlRequestSchema = z.object({
  destinationWallets: z
    .array(z.object({ address: z.string().min(1), blockchains: z.array(z.string()).optional(), assets: z.array(z.string()).optional() }))
    .min(1),
  defaultNetwork: z.string().optional(),
  partnerUserId: z.string().min(1),
  defaultExperience: z.enum(['buy', 'send']).optional(),
  presetCryptoAmount: z.number().positive().optional(),
  presetFiatAmount: z.number().positive().optional(),
  projectId: z.string().optional(),
});
export type OnrampUrlRequest = z.input<typeof OnrampUrlRequestSchema>;
export const OnrampUrlResponseSchema = z.object({ url: z.string().url() });
export type OnrampUrlResponse = z.infer<typeof OnrampUrlResponseSchema>;
