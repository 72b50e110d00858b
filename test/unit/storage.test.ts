import { z } from 'zod';
import { createStorage, memoryBackend, STORAGE_PREFIX } from '../../src/services/storage';

describe('storage service', () => {
  const schema = z.object({ status: z.enum(['connected', 'disconnected']) });

  it('namespaces keys and round-trips values', () => {
    const backend = memoryBackend();
    const storage = createStorage(backend);
    storage.set('connection', { status: 'connected' });
    expect(backend.getItem(`${STORAGE_PREFIX}connection`)).toBe('{"status":"connected"}');
    expect(storage.get('connection', schema)).toEqual({ status: 'connected' });
    storage.remove('connection');
    expect(storage.get('connection', schema)).toBeUndefined();
  });

  it('ignores corrupt JSON and foreign shapes instead of throwing', () => {
    const backend = memoryBackend();
    const storage = createStorage(backend);
    backend.setItem(`${STORAGE_PREFIX}a`, '{not json');
    backend.setItem(`${STORAGE_PREFIX}b`, JSON.stringify({ status: 'hacked' }));
    expect(storage.get('a', schema)).toBeUndefined();
    expect(storage.get('b', schema)).toBeUndefined();
  });

  it('survives a backend that throws on every call', () => {
    const hostile = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const storage = createStorage(hostile);
    expect(() => storage.set('x', 1)).not.toThrow();
    expect(storage.get('x', z.number())).toBeUndefined();
    expect(() => storage.remove('x')).not.toThrow();
  });
});
