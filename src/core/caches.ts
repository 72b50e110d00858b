/**
 * The local caches of SPEC §3 ("caches for portfolio balance, native balance, name, identity"), with the
 * lifetimes of SPEC §9. Each is one storage key holding entries by id, each entry stamped with when it was
 * written; an entry older than its lifetime, or one that fails its schema, counts as absent.
 */
import { z } from 'zod/mini';
import { TokenBalanceSchema, IdentityResponseSchema } from './api/account';
import { ProfileNameSchema } from './api/profile';
import { TIMING } from './constants';
import type { Parser, Storage } from '../services/storage';

export interface CacheDef<T> {
  key: string;
  ttlMs: number;
  schema: Parser<T>;
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

type Entries<T> = Record<string, { timestamp: number; value: T }>;

export function readCache<T>(storage: Storage, def: CacheDef<Entries<T>>, id: string, now: number): T | undefined {
  const entry = storage.get(def.key, def.schema)?.[id];
  return entry && now - entry.timestamp < def.ttlMs ? entry.value : undefined;
}

/** Writes one entry and drops the expired ones, so the key never grows without bound. */
export function writeCache<T>(storage: Storage, def: CacheDef<Entries<T>>, id: string, value: T, now: number): void {
  const fresh = Object.entries(storage.get(def.key, def.schema) ?? {}).filter(([, e]) => now - e.timestamp < def.ttlMs);
  storage.set(def.key, { ...Object.fromEntries(fresh), [id]: { timestamp: now, value } });
}

export function clearCache<T>(storage: Storage, def: CacheDef<Entries<T>>, id: string): void {
  const entries = storage.get(def.key, def.schema);
  if (!entries?.[id]) return;
  const { [id]: _removed, ...rest } = entries;
  storage.set(def.key, rest);
}
