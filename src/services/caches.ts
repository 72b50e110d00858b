/** The local caches of SPEC §3 in storage: the definitions and expiry rules are src/core/caches.ts. */
import { freshValue, withEntry, withoutEntry, type CacheDef, type CacheEntries } from '../core/caches';
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
