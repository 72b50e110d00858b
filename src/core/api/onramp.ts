/** Blockchain API: on-ramp (SPEC §3 On-ramp options/quote, §7). */
import { z } from 'zod/mini';
import { AmountWithCurrencySchema } from './common';
import { httpUrl } from '../options';

const nonEmpty = () => z.string().check(z.minLength(1));

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
  purchaseCurrency: nonEmpty(),
  /** fiat id, e.g. "USD" */
  paymentCurrency: nonEmpty(),
  /** fiat amount */
  amount: z.union([z.string().check(z.regex(/^\d+(\.\d+)?$/)), z.number().check(z.positive())]),
  /** network name as in the options (e.g. "sandbox-a") */
  network: nonEmpty(),
  projectId: z.optional(z.string()),
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
    .array(
      z.object({
        address: nonEmpty(),
        blockchains: z.optional(z.array(z.string())),
        assets: z.optional(z.array(z.string())),
      }),
    )
    .check(z.minLength(1)),
  defaultNetwork: z.optional(z.string()),
  partnerUserId: nonEmpty(),
  defaultExperience: z.optional(z.enum(['buy', 'send'])),
  presetCryptoAmount: z.optional(z.number().check(z.positive())),
  presetFiatAmount: z.optional(z.number().check(z.positive())),
  projectId: z.optional(z.string()),
});
export type OnrampUrlRequest = z.input<typeof OnrampUrlRequestSchema>;
// an http(s) URL, checked the way the options check theirs (zod's own URL format would ride in the first bundle)
export const OnrampUrlResponseSchema = z.object({ url: httpUrl });
export type OnrampUrlResponse = z.infer<typeof OnrampUrlResponseSchema>;
