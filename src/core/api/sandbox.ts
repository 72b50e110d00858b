/** Sandbox-only endpoints that tests and the demo read (not part of the hosted APIs). */
import { z } from 'zod';
import { EvmAddressSchema } from './common';

export const RecordedRequestSchema = z.object({
  method: z.string(),
  path: z.string(),
  query: z.record(z.string(), z.string()),
  projectId: z.string().nullable(),
  st: z.string().nullable(),
  sv: z.string().nullable(),
  status: z.number().int(),
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
  chainId: z.string().min(1),
  /** ETH, decimal text */
  amount: z.string().regex(/^\d+(\.\d{1,18})?$/),
  partnerUserId: z.string().optional(),
});
export const OnrampCompleteResponseSchema = z.object({
  hash: z.string(),
  chainId: z.string(),
  address: EvmAddressSchema,
  amount: z.string(),
});
export type OnrampCompleteResponse = z.infer<typeof OnrampCompleteResponseSchema>;
