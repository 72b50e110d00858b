/** Sandbox-only endpoints that tests and the demo read (not part of the hosted APIs). */
import { z } from 'zod/mini';
import { EvmAddressSchema } from './common';

export const RecordedRequestSchema = z.object({
  method: z.string(),
  path: z.string(),
  query: z.record(z.string(), z.string()),
  projectId: z.nullable(z.string()),
  st: z.nullable(z.string()),
  sv: z.nullable(z.string()),
  status: z.int(),
  at: z.iso.datetime(),
});
export type RecordedRequest = z.infer<typeof RecordedRequestSchema>;
export const RecordedRequestsSchema = z.object({ requests: z.array(RecordedRequestSchema) });

export const NftMetadataSchema = z.object({
  name: z.string(),
  description: z.string(),
  image: z.string(),
  attributes: z.array(z.object({ trait_type: z.string(), value: z.union([z.string(), z.number()]) })),
});
export type NftMetadata = z.infer<typeof NftMetadataSchema>;

/** The on-ramp page's "Complete purchase" form (POST /sandbox/onramp/complete). */
export const OnrampCompleteRequestSchema = z.object({
  address: EvmAddressSchema,
  /** CAIP-2 of the chain to credit */
  chainId: z.string().check(z.minLength(1)),
  /** ETH, decimal text */
  amount: z.string().check(z.regex(/^\d+(\.\d{1,18})?$/)),
  partnerUserId: z.optional(z.string()),
});
export const OnrampCompleteResponseSchema = z.object({
  hash: z.string(),
  chainId: z.string(),
  address: EvmAddressSchema,
  amount: z.string(),
});
export type OnrampCompleteResponse = z.infer<typeof OnrampCompleteResponseSchema>;
