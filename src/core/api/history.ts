/** Blockchain API: account history (SPEC §3 Transaction, §7). */
import { z } from 'zod/mini';
import { CaipNetworkIdSchema } from './common';

export const HistoryQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  chainId: z.optional(CaipNetworkIdSchema),
  onramp: z.optional(z.string()),
  cache: z.optional(z.string()),
});
export type HistoryQuery = z.infer<typeof HistoryQuerySchema>;

export const OPERATION_TYPES = [
  'approve', 'burn', 'cancel', 'borrow', 'deposit', 'deploy', 'execute', 'mint', 'receive', 'repay',
  'send', 'stake', 'trade', 'unstake', 'withdraw', 'buy',
] as const;
export const OperationTypeSchema = z.enum(OPERATION_TYPES);
export type OperationType = z.infer<typeof OperationTypeSchema>;

/** 'confirmed'/'failed' for chain transactions; the ONRAMP_* ones for on-ramp purchases (`onramp=coinbase`). */
export const TransactionStatusSchema = z.enum([
  'confirmed', 'failed', 'pending',
  'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS', 'ONRAMP_TRANSACTION_STATUS_SUCCESS', 'ONRAMP_TRANSACTION_STATUS_FAILED',
]);
export type TransactionStatus = z.infer<typeof TransactionStatusSchema>;

export const TransactionMetadataSchema = z.object({
  operationType: OperationTypeSchema,
  hash: z.string(),
  // An ISO 8601 UTC datetime, as z.iso.datetime() checks it, written as a regex: the widget reads history in a
  // lazy chunk, and zod's iso module there would split the first bundle's zod scope (+0.5 KiB gzip).
  minedAt: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/, 'Invalid ISO datetime')),
  chain: CaipNetworkIdSchema,
  status: TransactionStatusSchema,
  sentFrom: z.string(),
  sentTo: z.string(),
  nonce: z.int().check(z.nonnegative()),
});

export const FungibleInfoSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  icon: z.object({ url: z.string() }),
  /** set on transfers of the sandbox's spam token (the hosted API flags spam on NFTs only) */
  flags: z.optional(z.object({ is_spam: z.boolean() })),
});

export const NftInfoSchema = z.object({
  name: z.string(),
  flags: z.object({ is_spam: z.boolean() }),
  content: z.object({ preview: z.object({ url: z.string(), content_type: z.optional(z.string()) }) }),
});

export const TransferSchema = z.object({
  fungible_info: z.optional(FungibleInfoSchema),
  nft_info: z.optional(NftInfoSchema),
  direction: z.enum(['in', 'out', 'self']),
  /** numeric is the human amount ("1.5"), decimals the token's decimals as text */
  quantity: z.object({ numeric: z.string(), decimals: z.string() }),
  value: z.number(),
  price: z.number(),
});
export type Transfer = z.infer<typeof TransferSchema>;

export const TransactionSchema = z.object({
  id: z.string(),
  metadata: TransactionMetadataSchema,
  transfers: z.array(TransferSchema),
});
export type Transaction = z.infer<typeof TransactionSchema>;

export const HistoryResponseSchema = z.object({
  data: z.array(TransactionSchema),
  next: z.nullable(z.string()),
});
export type HistoryResponse = z.infer<typeof HistoryResponseSchema>;
