/** Wallet catalogue API (SPEC §3 Wallet catalogue, §7). */
import { z } from 'zod';
import { CaipNetworkIdSchema } from './common';

const CsvSchema = z
  .string()
  .transform((v) => v.split(',').map((s) => s.trim()).filter((s) => s.length > 0));

export const GetWalletsQuerySchema = z.object({
  /** 1-based */
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /** SPEC §9: 4 featured/recommended, 40 list, 100 search */
  entries: z.coerce.number().int().min(1).max(100).default(40),
  include: CsvSchema.optional(),
  exclude: CsvSchema.optional(),
  chains: CsvSchema.pipe(z.array(CaipNetworkIdSchema)).optional(),
  search: z.string().max(100).optional(),
  badge_type: z.enum(['none', 'certified']).optional(),
  projectId: z.string().optional(),
  st: z.string().optional(),
  sv: z.string().optional(),
});
export type GetWalletsQuery = z.input<typeof GetWalletsQuerySchema>;

export const InjectedIdSchema = z.object({ namespace: z.string(), injected_id: z.string() });
export const WalletEntrySchema = z.object({
  /** 64 hex characters */
  id: z.string().regex(/^[0-9a-f]{64}$/),
  name: z.string(),
  homepage: z.string(),
  image_id: z.string(),
  order: z.number().int(),
  mobile_link: z.string().nullable(),
  desktop_link: z.string().nullable(),
  webapp_link: z.string().nullable(),
  app_store: z.string().nullable(),
  play_store: z.string().nullable(),
  chrome_store: z.string().nullable(),
  app_type: z.enum(['wallet', 'hybrid', 'dapp']),
  chains: z.array(CaipNetworkIdSchema),
  rdns: z.string().nullable(),
  injected: z.array(InjectedIdSchema).nullable(),
  badge_type: z.enum(['none', 'certified']),
});
export type WalletEntry = z.infer<typeof WalletEntrySchema>;

export const GetWalletsResponseSchema = z.object({
  data: z.array(WalletEntrySchema),
  count: z.number().int().nonnegative(),
});
export type GetWalletsResponse = z.infer<typeof GetWalletsResponseSchema>;

export const AnalyticsConfigResponseSchema = z.object({ isAnalyticsEnabled: z.boolean() });
export type AnalyticsConfigResponse = z.infer<typeof AnalyticsConfigResponseSchema>;
