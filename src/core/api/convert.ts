/** Blockchain API: swaps ("convert", SPEC §3 Swap, §7). Token ids are CAIP-10 (`eip155:31337:0xToken`). */
import { z } from 'zod/mini';
import { CaipAddressSchema, CaipNetworkIdSchema, HexSchema, UintStringSchema } from './common';

const nonEmpty = () => z.string().check(z.minLength(1));

export const ConvertTokensQuerySchema = z.object({ chainId: CaipNetworkIdSchema });
export const SwapTokenSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  address: CaipAddressSchema,
  decimals: z.int().check(z.nonnegative()),
  logoUri: z.string(),
  eip2612: z.optional(z.boolean()),
});
export type SwapToken = z.infer<typeof SwapTokenSchema>;
export const ConvertTokensResponseSchema = z.object({ tokens: z.array(SwapTokenSchema) });
export type ConvertTokensResponse = z.infer<typeof ConvertTokensResponseSchema>;

/** amounts are in the token's base units */
export const ConvertQuotesQuerySchema = z.object({
  amount: UintStringSchema,
  userAddress: nonEmpty(),
  from: CaipAddressSchema,
  to: CaipAddressSchema,
  gasPrice: z.optional(UintStringSchema),
});
export type ConvertQuotesQuery = z.infer<typeof ConvertQuotesQuerySchema>;
export const SwapQuoteSchema = z.object({
  id: z.nullable(z.string()),
  fromAmount: UintStringSchema,
  fromAccount: CaipAddressSchema,
  toAmount: UintStringSchema,
  toAccount: CaipAddressSchema,
  /** not in every API: how much the swap moves the price against the visitor, in percent ("0.45") */
  priceImpact: z.optional(z.string().check(z.regex(/^\d+(\.\d+)?$/))),
  /** not in every API: the symbols the swap passes through, first to last */
  route: z.optional(z.array(z.string())),
});
export type SwapQuote = z.infer<typeof SwapQuoteSchema>;
export const ConvertQuotesResponseSchema = z.object({ quotes: z.array(SwapQuoteSchema) });
export type ConvertQuotesResponse = z.infer<typeof ConvertQuotesResponseSchema>;

export const ConvertAllowanceQuerySchema = z.object({
  tokenAddress: CaipAddressSchema,
  userAddress: nonEmpty(),
});
export const ConvertAllowanceResponseSchema = z.object({ allowance: UintStringSchema });
export type ConvertAllowanceResponse = z.infer<typeof ConvertAllowanceResponseSchema>;

export const ConvertGasPriceQuerySchema = z.object({ chainId: CaipNetworkIdSchema });
/** wei as text */
export const ConvertGasPriceResponseSchema = z.object({
  standard: UintStringSchema,
  fast: UintStringSchema,
  instant: UintStringSchema,
});
export type ConvertGasPriceResponse = z.infer<typeof ConvertGasPriceResponseSchema>;

export const ConvertBuildApproveQuerySchema = z.object({
  userAddress: nonEmpty(),
  from: CaipAddressSchema,
  to: CaipAddressSchema,
  /** base units; absent = unlimited */
  amount: z.optional(UintStringSchema),
});

export const ConvertBuildTransactionRequestSchema = z.object({
  projectId: z.optional(z.string()),
  amount: UintStringSchema,
  /** slippage tolerance in percent (SPEC §9: 1) */
  eip155: z.optional(z.object({ slippage: z.union([z.string(), z.number()]) })),
  from: CaipAddressSchema,
  to: CaipAddressSchema,
  userAddress: nonEmpty(),
  disableEstimate: z.optional(z.boolean()),
});
export type ConvertBuildTransactionRequest = z.infer<typeof ConvertBuildTransactionRequestSchema>;

/** A transaction ready for eth_sendTransaction; gas fields in wei as text. */
export const ConvertTxSchema = z.object({
  from: HexSchema,
  to: HexSchema,
  data: HexSchema,
  value: UintStringSchema,
  gas: z.optional(UintStringSchema),
  gasPrice: z.optional(UintStringSchema),
  eip155: z.optional(z.object({ gas: z.optional(UintStringSchema), gasPrice: UintStringSchema })),
});
export type ConvertTx = z.infer<typeof ConvertTxSchema>;
export const ConvertTxResponseSchema = z.object({ tx: ConvertTxSchema });
export type ConvertTxResponse = z.infer<typeof ConvertTxResponseSchema>;
