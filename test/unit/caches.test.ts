import { describe, expect, it } from '@jest/globals';
import { NATIVE_BALANCE_CACHE, freshValue, withEntry, withoutEntry } from '../../src/core/caches';
import { clearCache, readCache, writeCache } from '../../src/services/caches';
import { createStorage, memoryBackend } from '../../src/services/storage';

const TTL = NATIVE_BALANCE_CACHE.ttlMs;
const value = { balance: '1.5', symbol: 'ETH' };

describe('cache rules (core, no storage)', () => {
  it('answers an entry only while younger than its lifetime', () => {
    const entries = withEntry(undefined, 'a', value, TTL, 1000);
    expect(freshValue(entries, 'a', TTL, 1000 + TTL - 1)).toEqual(value);
    expect(freshValue(entries, 'a', TTL, 1000 + TTL)).toBeUndefined();
    expect(freshValue(entries, 'b', TTL, 1000)).toBeUndefined();
  });

  it('drops expired entries when writing, and removes one without touching the rest', () => {
    const old = withEntry(undefined, 'old', value, TTL, 0);
    const both = withEntry(withEntry(old, 'b', value, TTL, TTL - 1), 'c', value, TTL, TTL);
    expect(Object.keys(both).sort()).toEqual(['b', 'c']);
    expect(Object.keys(withoutEntry(both, 'b'))).toEqual(['c']);
    expect(withoutEntry(both, 'missing')).toBe(both);
  });
});

describe('caches in storage (services)', () => {
  it('reads back what it wrote until it expires, and ignores what fails the schema', () => {
    const backend = memoryBackend();
    const storage = createStorage(backend);
    writeCache(storage, NATIVE_BALANCE_CACHE, 'eip155:1:0xabc', value, 5000);
    expect(readCache(storage, NATIVE_BALANCE_CACHE, 'eip155:1:0xabc', 5000 + TTL - 1)).toEqual(value);
    expect(readCache(storage, NATIVE_BALANCE_CACHE, 'eip155:1:0xabc', 5000 + TTL)).toBeUndefined();
    clearCache(storage, NATIVE_BALANCE_CACHE, 'eip155:1:0xabc');
    expect(readCache(storage, NATIVE_BALANCE_CACHE, 'eip155:1:0xabc', 5000)).toBeUndefined();

    backend.setItem(`@walletgate/${NATIVE_BALANCE_CACHE.key}`, JSON.stringify({ x: { timestamp: 1, value: { balance: 2 } } }));
    expect(readCache(storage, NATIVE_BALANCE_CACHE, 'x', 1)).toBeUndefined();
  });
});
