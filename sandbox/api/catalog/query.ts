import type { GetWalletsQuerySchema, GetWalletsResponse, WalletEntry } from '../../../src/core/api';
import type { z } from 'zod/mini';

/** Filters and pages the catalogue the way /getWallets does: include/exclude by id, any-of chains,
 * case-insensitive name search, badge type; `page` is 1-based; `count` is the filtered total. */
export function queryCatalog(catalog: WalletEntry[], q: z.output<typeof GetWalletsQuerySchema>): GetWalletsResponse {
  const include = q.include?.length ? new Set(q.include) : null;
  const exclude = new Set(q.exclude ?? []);
  const chains = q.chains?.length ? new Set(q.chains) : null;
  const search = q.search?.trim().toLowerCase() ?? '';
  const matches = catalog.filter(
    (w) =>
      (!include || include.has(w.id)) &&
      !exclude.has(w.id) &&
      (!chains || w.chains.some((c) => chains.has(c))) &&
      (!search || w.name.toLowerCase().includes(search)) &&
      (!q.badge_type || w.badge_type === q.badge_type),
  );
  const start = (q.page - 1) * q.entries;
  return { data: matches.slice(start, start + q.entries), count: matches.length };
}
