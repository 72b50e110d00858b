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

/** Schemes a link must never carry to an href: they run script, or read the visitor's own data. */
const FORBIDDEN_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file', 'blob', 'about', 'filesystem']);

/** A web link: http(s) and a URL that parses. */
export function isWebLink(link: string): boolean {
  if (!/^https?:\/\//i.test(link)) return false;
  try {
    new URL(link);
    return true;
  } catch {
    return false;
  }
}

/**
 * A link into a native app: a deep-link scheme (`wallet://…`, or a bare `wallet:` that becomes `wallet://`), or a
 * universal https link. The scheme must start the text (no leading spaces or tabs, which browsers strip) and must
 * not be one that runs script or reads local data.
 */
export function isAppLink(link: string): boolean {
  if (isWebLink(link)) return true;
  const scheme = /^([a-z][a-z0-9+.-]*):(\/\/[^\s]*)?$/i.exec(link)?.[1];
  return scheme !== undefined && !FORBIDDEN_SCHEMES.has(scheme.toLowerCase());
}

/** Links are checked where catalogue data enters: one that fails becomes null, and the wallet is still listed. */
const linkOrNull = (accept: (link: string) => boolean) =>
  z.pipe(
    z.nullable(z.string()),
    z.transform((link): string | null => (link !== null && accept(link) ? link : null)),
  );

export const InjectedIdSchema = z.object({ namespace: z.string(), injected_id: z.string() });
export const WalletEntrySchema = z.object({
  /** 64 hex characters */
  id: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  name: z.string(),
  homepage: z.string(),
  image_id: z.string(),
  order: z.int(),
  mobile_link: linkOrNull(isAppLink),
  desktop_link: linkOrNull(isAppLink),
  webapp_link: linkOrNull(isWebLink),
  app_store: linkOrNull(isWebLink),
  play_store: linkOrNull(isWebLink),
  chrome_store: linkOrNull(isWebLink),
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
