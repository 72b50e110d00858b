/**
 * The default sign-in server's contract (SPEC §1 siwx default implementation, §3 stored auth and nonce tokens), checked
 * on both sides: by the widget's client (src/services/siwx.ts) and by the sandbox that serves it (sandbox/api/routes/siwx.ts).
 * Paths are relative to the server the site names: `nonce`, `verify`, `sessions`, `sessions/revoke`.
 */
import { z } from 'zod/mini';

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
const caip2 = z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/));
const isoTime = z.string().check(z.refine((v) => !Number.isNaN(Date.parse(v)), 'must be an ISO 8601 time'));
/** EIP-4361: at least 8 letters or digits */
export const SiwxNonceSchema = z.string().check(z.regex(/^[a-zA-Z0-9]{8,96}$/));
/** 0x-hex signature: EVM's (65 bytes, or longer for ERC-1271 / ERC-6492) or Solana's 64 bytes */
const SiwxSignatureSchema = z.string().check(z.regex(/^0x([0-9a-fA-F]{2}){64,4096}$/));

/** GET nonce?address&chainId */
export const SiwxNonceQuerySchema = z.object({ address: text(128), chainId: caip2 });
/** the nonce, and the token that proves this server issued it (kept in storage until the verify) */
export const SiwxNonceResponseSchema = z.object({ nonce: SiwxNonceSchema, token: text(512) });
export type SiwxNonceResponse = z.infer<typeof SiwxNonceResponseSchema>;

export const SiwxSessionSchema = z.object({
  chainId: caip2,
  address: text(128),
  message: text(4096),
  issuedAt: isoTime,
  expirationTime: z.nullable(isoTime),
});

/** POST verify: the signed message, the nonce token, and the auth token held so far (one token can hold many sessions) */
export const SiwxVerifyRequestSchema = z.object({
  message: text(4096),
  signature: SiwxSignatureSchema,
  nonceToken: text(512),
  authToken: z.optional(text(512)),
});
/** the auth token to keep (SPEC §3) and the session it now holds */
export const SiwxVerifyResponseSchema = z.object({ token: text(512), session: SiwxSessionSchema });
export type SiwxVerifyResponse = z.infer<typeof SiwxVerifyResponseSchema>;

/** POST sessions and POST sessions/revoke: the auth token and the account asked about */
export const SiwxSessionsRequestSchema = z.object({ authToken: text(512), address: text(128), chainId: caip2 });
export const SiwxSessionsResponseSchema = z.object({ sessions: z.array(SiwxSessionSchema).check(z.maxLength(100)) });
export type SiwxSessionsResponse = z.infer<typeof SiwxSessionsResponseSchema>;
export const SiwxRevokeResponseSchema = z.object({ revoked: z.int().check(z.gte(0)) });
