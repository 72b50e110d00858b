/**
 * The local caches of SPEC §3 ("caches for portfolio balance, native balance, name, identity"), with the
 * lifetimes of SPEC §9. Each is one storage key holding entries by id, each entry stamped with when it was
 * written; an entry older than its lifetime, or one that fails its schema, counts as absent. The rules live here;
 * reading and writing storage is src/services/caches.ts.
 */
import { z } from 'zod/mini';
import { TokenBalanceSchema, IdentityResponseSchema } from './api/account';
import { ProfileNameSchema, ReverseResponseSchema } from './api/profile';
import { TIMING } from './constants';

/** Any zod schema (classic or mini) can check what a cache holds. */
interface CacheParser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export interface CacheDef<T> {
  key: string;
  ttlMs: number;
  schema: CacheParser<T>;
}

const stamped = <T extends z.core.$ZodType>(value: T) => z.object({ timestamp: z.number(), value });
const cache = <T extends z.core.$ZodType>(key: string, ttlMs: number, value: T) => ({
  key,
  ttlMs,
  schema: z.record(z.string(), stamped(value)),
});

/** by CAIP-10 account (the chain is part of it) */
export const PORTFOLIO_CACHE = cache('portfolioCache', TIMING.portfolioCacheMs, z.array(TokenBalanceSchema));
export const NATIVE_BALANCE_CACHE = cache('nativeBalanceCache', TIMING.nativeBalanceCacheMs, z.object({ balance: z.string(), symbol: z.string() }));
/** by address (lower-case) */
export const IDENTITY_CACHE = cache('identityCache', TIMING.identityCacheMs, IdentityResponseSchema);
/** by name (lower-case) */
export const NAME_CACHE = cache('nameCache', TIMING.nameCacheMs, ProfileNameSchema);
/** an account's names from the reverse lookup, by address (lower-case): "name results are cached per address" (SPEC §7, §9 name 5 min) */
export const ACCOUNT_NAMES_CACHE = cache('accountNamesCache', TIMING.nameCacheMs, ReverseResponseSchema);

export type CacheEntries<T> = Record<string, { timestamp: number; value: T }>;

/** The entry's value while younger than the cache's lifetime. */
export function freshValue<T>(entries: CacheEntries<T> | undefined, id: string, ttlMs: number, now: number): T | undefined {
  const entry = entries?.[id];
  return entry && now - entry.timestamp < ttlMs ? entry.value : undefined;
}

/** The entries with one written, and the expired ones dropped so the key never grows without bound. */
export function withEntry<T>(entries: CacheEntries<T> | undefined, id: string, value: T, ttlMs: number, now: number): CacheEntries<T> {
  const fresh = Object.entries(entries ?? {}).filter(([, e]) => now - e.timestamp < ttlMs);
  return { ...Object.fromEntries(fresh), [id]: { timestamp: now, value } };
}

/** The entries without `id` (the same object when it is not there: nothing to write). */
export function withoutEntry<T>(entries: CacheEntries<T>, id: string): CacheEntries<T> {
  if (!entries[id]) return entries;
  const { [id]: _removed, ...rest } = entries;
  return rest;
}

/** Every cache of SPEC §3, for the §9 clean-up. */
export const ALL_CACHES = [PORTFOLIO_CACHE, NATIVE_BALANCE_CACHE, IDENTITY_CACHE, NAME_CACHE] as const;

/** The entries still younger than `ttlMs` (the same object when none expired: nothing to write). */
export function withoutExpired<T>(entries: CacheEntries<T>, ttlMs: number, now: number): CacheEntries<T> {
  const fresh = Object.entries(entries).filter(([, e]) => now - e.timestamp < ttlMs);
  return fresh.length === Object.keys(entries).length ? entries : Object.fromEntries(fresh);
}
