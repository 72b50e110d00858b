/** Wallet catalogue API (SPEC §3 Wallet catalogue, §7). */
import { z } from 'zod/mini';
import { CaipNetworkIdSchema } from './common';

const CsvSchema = z.pipe(
  z.string(),
  z.transform((v) => v.split(',').map((s) => s.trim()).filter((s) => s.length > 0)),
);

export const GetWalletsQuerySchema = z.object({
  /** 1-based */
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
  /** SPEC §9: 4 featured/recommended, 40 list, 100 search */
  entries: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 40),
  include: z.optional(CsvSchema),
  exclude: z.optional(CsvSchema),
  chains: z.optional(z.pipe(CsvSchema, z.array(CaipNetworkIdSchema))),
  search: z.optional(z.string().check(z.maxLength(100))),
  badge_type: z.optional(z.enum(['none', 'certified'])),
  projectId: z.optional(z.string()),
  st: z.optional(z.string()),
  sv: z.optional(z.string()),
});
export type GetWalletsQuery = z.input<typeof GetWalletsQuerySchema>;

export const InjectedIdSchema = z.object({ namespace: z.string(), injected_id: z.string() });
export const WalletEntrySchema = z.object({
  /** 64 hex characters */
  id: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  name: z.string(),
  homepage: z.string(),
  image_id: z.string(),
  order: z.int(),
  mobile_link: z.nullable(z.string()),
  desktop_link: z.nullable(z.string()),
  webapp_link: z.nullable(z.string()),
  app_store: z.nullable(z.string()),
  play_store: z.nullable(z.string()),
  chrome_store: z.nullable(z.string()),
  app_type: z.enum(['wallet', 'hybrid', 'dapp']),
  chains: z.array(CaipNetworkIdSchema),
  rdns: z.nullable(z.string()),
  injected: z.nullable(z.array(InjectedIdSchema)),
  badge_type: z.enum(['none', 'certified']),
});
export type WalletEntry = z.infer<typeof WalletEntrySchema>;

export const GetWalletsResponseSchema = z.object({
  data: z.array(WalletEntrySchema),
  count: z.int().check(z.nonnegative()),
});
export type GetWalletsResponse = z.infer<typeof GetWalletsResponseSchema>;

export const AnalyticsConfigResponseSchema = z.object({ isAnalyticsEnabled: z.boolean() });
export type AnalyticsConfigResponse = z.infer<typeof AnalyticsConfigResponseSchema>;
