/** Blockchain API: smart sessions (SPEC §3 Smart session revocation, §7). */
import { z } from 'zod/mini';
import { CaipNetworkIdSchema, HexSchema } from './common';

export const SmartSessionSchema = z.object({
  /** permission context id */
  pci: z.string(),
  chainId: CaipNetworkIdSchema,
  project: z.object({ id: z.string(), name: z.string(), url: z.string(), iconUrl: z.string() }),
  /** unix seconds */
  createdAt: z.number(),
  expiry: z.number(),
  signer: z.object({ type: z.string(), data: z.object({ ids: z.array(z.string()) }) }),
  permissions: z.array(z.object({ type: z.string(), data: z.record(z.string(), z.unknown()) })),
  policies: z.array(z.object({ type: z.string(), data: z.record(z.string(), z.unknown()) })),
  revokedAt: z.nullable(z.number()),
});
export type SmartSession = z.infer<typeof SmartSessionSchema>;
export const SessionsResponseSchema = z.object({ sessions: z.array(SmartSessionSchema) });
export type SessionsResponse = z.infer<typeof SessionsResponseSchema>;

/** `signature` is the address's personal_sign over the `pci` text. */
export const RevokeSessionRequestSchema = z.object({ pci: z.string().check(z.minLength(1)), signature: HexSchema });
export type RevokeSessionRequest = z.infer<typeof RevokeSessionRequestSchema>;
export const RevokeSessionResponseSchema = z.object({ success: z.literal(true), session: SmartSessionSchema });
export type RevokeSessionResponse = z.infer<typeof RevokeSessionResponseSchema>;
