/** Blockchain API: names (".reown.id", SPEC §5, §7). */
import { z } from 'zod/mini';
import { EvmAddressSchema, HexSchema } from './common';

export const NAME_SUFFIX = '.reown.id';
export const LEGACY_NAME_SUFFIX = '.wcn.id';
/** SPEC §5: at least 4 characters of letters, digits or hyphen (stored lower-case). */
export const NameLabelSchema = z.string().check(z.regex(/^[a-z0-9-]{4,64}$/, 'Name must be at least 4 characters of a-z, 0-9 or -'));

export const ProfileQuerySchema = z.object({ apiVersion: z.optional(z.string()) });
export const ReverseQuerySchema = z.object({ sender: z.optional(z.string()), apiVersion: z.optional(z.string()) });
export const SuggestionsQuerySchema = z.object({ zone: z.optional(z.string()) });

export const NameAddressSchema = z.object({ address: z.string(), created: z.string() });
export const ProfileNameSchema = z.object({
  name: z.string(),
  /** unix seconds */
  registered: z.number(),
  updated: z.number(),
  /** keyed by coin type (ENSIP-11: 0x80000000 | chainId; 60 for Ethereum mainnet) */
  addresses: z.record(z.string(), NameAddressSchema),
  attributes: z.array(z.record(z.string(), z.string())),
});
export type ProfileName = z.infer<typeof ProfileNameSchema>;
export const ReverseResponseSchema = z.array(ProfileNameSchema);
export type ReverseResponse = z.infer<typeof ReverseResponseSchema>;

export const SuggestionsResponseSchema = z.object({
  suggestions: z.array(z.object({ name: z.string(), registered: z.boolean() })),
});
export type SuggestionsResponse = z.infer<typeof SuggestionsResponseSchema>;

/** The JSON text that is personal_signed: name (with suffix), empty attributes, unix-seconds timestamp. */
export const RegisterMessageSchema = z.object({
  name: z.string(),
  attributes: z.strictObject({}),
  timestamp: z.int().check(z.positive()),
});
export type RegisterMessage = z.infer<typeof RegisterMessageSchema>;

export const RegisterNameRequestSchema = z.object({
  coin_type: z.union([
    z.int().check(z.nonnegative()),
    z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number)),
  ]),
  address: EvmAddressSchema,
  message: z.string().check(z.minLength(1), z.maxLength(2000)),
  signature: HexSchema,
});
export type RegisterNameRequest = z.input<typeof RegisterNameRequestSchema>;

/** SPEC §5: chain id for coin type must be below 2^31. */
export function coinTypeForChainId(chainId: number): number {
  if (!Number.isInteger(chainId) || chainId < 0 || chainId >= 2 ** 31) throw new Error('Invalid chainId');
  return chainId === 1 ? 60 : (0x80000000 | chainId) >>> 0;
}
