/** Blockchain API: supported chains, balances, prices, identity (SPEC §3 token balance, §7). */
import { z } from 'zod/mini';
import { AccountAddressSchema, CaipAddressSchema, CaipNetworkIdSchema } from './common';

export const SupportedChainsResponseSchema = z.object({
  http: z.array(CaipNetworkIdSchema),
  ws: z.array(CaipNetworkIdSchema),
});
export type SupportedChainsResponse = z.infer<typeof SupportedChainsResponseSchema>;

export const BalanceParamsSchema = z.object({ address: AccountAddressSchema });
export const BalanceQuerySchema = z.object({
  currency: z._default(z.literal('usd'), 'usd'),
  chainId: z.optional(CaipNetworkIdSchema),
  forceUpdate: z.optional(z.string()),
});
export type BalanceQuery = z.input<typeof BalanceQuerySchema>;

/** SPEC §3 token balance: address is absent for the native currency. */
export const TokenBalanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: CaipNetworkIdSchema,
  address: z.optional(CaipAddressSchema),
  value: z.number(),
  price: z.number(),
  quantity: z.object({ decimals: z.string().check(z.regex(/^\d+$/)), numeric: z.string() }),
  iconUrl: z.string(),
});
export type TokenBalance = z.infer<typeof TokenBalanceSchema>;

export const BalanceResponseSchema = z.object({ balances: z.array(TokenBalanceSchema) });
export type BalanceResponse = z.infer<typeof BalanceResponseSchema>;

/** POST /v1/fungible/price; addresses are CAIP-10 token ids (native: 0xeeee…eeee / So111…112). */
export const FungiblePriceRequestSchema = z.object({
  currency: z._default(z.literal('usd'), 'usd'),
  addresses: z.array(CaipAddressSchema).check(z.minLength(1), z.maxLength(100)),
  projectId: z.optional(z.string()),
});
export type FungiblePriceRequest = z.input<typeof FungiblePriceRequestSchema>;

export const FungiblePriceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  iconUrl: z.string(),
  price: z.number(),
});
export const FungiblePriceResponseSchema = z.object({ fungibles: z.array(FungiblePriceSchema) });
export type FungiblePriceResponse = z.infer<typeof FungiblePriceResponseSchema>;

export const IdentityQuerySchema = z.object({ sender: z.optional(z.string()) });
export const IdentityResponseSchema = z.object({
  name: z.nullable(z.string()),
  avatar: z.nullable(z.string()),
});
export type IdentityResponse = z.infer<typeof IdentityResponseSchema>;
