/** Building blocks shared by the blockchain-API and catalogue schemas (SPEC §3, §5, §7). No node-only imports. */
import { isAddress, isHex } from 'viem';
import { z } from 'zod/mini';

/** Every non-2xx answer of the APIs: `{error}` with a human-readable message. */
export const ApiErrorSchema = z.object({ error: z.string() });
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** 0x + 40 hex in any case: an API's addresses are read as given (checksums are checked where a person types one). */
export const EvmAddressSchema = z.string().check(z.refine((value) => isAddress(value, { strict: false }), 'Invalid EVM address'));
/** base58, 32 bytes → 32..44 characters */
export const SolanaAddressSchema = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'Invalid Solana address'));
export const AccountAddressSchema = z.union([EvmAddressSchema, SolanaAddressSchema], { error: 'Invalid address: expected 0x + 40 hex or a base58 Solana address' });

export const HexSchema = z.string().check(z.refine((value) => isHex(value, { strict: true }), 'Invalid hex'));
/** an unsigned integer as decimal text (token base units, wei) */
export const UintStringSchema = z.string().check(z.regex(/^\d+$/, 'Expected an unsigned integer string'));
/** a decimal number as text, e.g. "1.5" */
export const DecimalStringSchema = z.string().check(z.regex(/^\d+(\.\d+)?$/, 'Expected a decimal string'));

/** CAIP-2 network id: exactly two non-empty colon-separated parts (SPEC §5). */
export const CaipNetworkIdSchema = z
  .string()
  .check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'Invalid CAIP-2 network id'));
/** CAIP-10 account / token id: exactly three non-empty colon-separated parts (SPEC §5). */
export const CaipAddressSchema = z
  .string()
  .check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/, 'Invalid CAIP-10 address'));

/** The query parameters every GET adds (SPEC §7). */
export const ClientQuerySchema = z.object({
  projectId: z.optional(z.string()),
  st: z.optional(z.string()),
  sv: z.optional(z.string()),
});
export type ClientQuery = z.infer<typeof ClientQuerySchema>;

/** "true"/"false"/"1"/"0" in a query string. */
export const QueryBooleanSchema = z.pipe(
  z.enum(['true', 'false', '1', '0']),
  z.transform((v) => v === 'true' || v === '1'),
);

export const AmountWithCurrencySchema = z.object({ amount: z.string(), currency: z.string() });
export type AmountWithCurrency = z.infer<typeof AmountWithCurrencySchema>;
