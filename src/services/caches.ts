/** The local caches of SPEC §3 in storage: the definitions and expiry rules are src/core/caches.ts. */
import { freshValue, withEntry, withoutEntry, withoutExpired, type CacheDef, type CacheEntries } from '../core/caches';
import type { Storage } from './storage';

export function readCache<T>(storage: Storage, def: CacheDef<CacheEntries<T>>, id: string, now: number): T | undefined {
  return freshValue(storage.get(def.key, def.schema), id, def.ttlMs, now);
}

export function writeCache<T>(storage: Storage, def: CacheDef<CacheEntries<T>>, id: string, value: T, now: number): void {
  storage.set(def.key, withEntry(storage.get(def.key, def.schema), id, value, def.ttlMs, now));
}

export function clearCache<T>(storage: Storage, def: CacheDef<CacheEntries<T>>, id: string): void {
  const entries = storage.get(def.key, def.schema);
  if (!entries) return;
  const rest = withoutEntry(entries, id);
  if (rest !== entries) storage.set(def.key, rest);
}

/** SPEC §9 clean-up: drops a cache's expired entries, and the cache itself once nothing in it is fresh. */
export function sweepCache<T>(storage: Storage, def: CacheDef<CacheEntries<T>>, now: number): void {
  const entries = storage.get(def.key, def.schema);
  if (!entries) return;
  const fresh = withoutExpired(entries, def.ttlMs, now);
  if (Object.keys(fresh).length === 0) storage.remove(def.key);
  else if (fresh !== entries) storage.set(def.key, fresh);
}
