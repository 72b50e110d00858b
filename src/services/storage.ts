/**
 * Namespaced key/value storage over localStorage/sessionStorage. Corrupt, wrong-typed or oversize values read as
 * absent and are cleared, so the next start is clean; a storage that throws acts as an empty one; nothing throws.
 */
import { LIMITS } from '../core/constants';

export interface KeyValueBackend {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Any zod schema (classic or mini) can check what storage holds. */
export interface Parser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export interface Storage {
  get<T>(key: string, schema: Parser<T>): T | undefined;
  set(key: string, value: unknown): void;
  remove(key: string): void;
}

export const STORAGE_PREFIX = '@walletgate/';

/** An in-memory backend, for SSR and for browsers that refuse storage (private mode, sandboxed frames). */
export function memoryBackend(): KeyValueBackend {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

export function createStorage(backend: KeyValueBackend | null | undefined, prefix = STORAGE_PREFIX): Storage {
  const store = backend ?? memoryBackend();
  const remove = (key: string) => {
    try {
      store.removeItem(prefix + key);
    } catch {
      // Storage denied: nothing to remove.
    }
  };
  return {
    get(key, schema) {
      let raw: unknown;
      try {
        raw = store.getItem(prefix + key);
      } catch {
        return undefined; // storage denied: nothing was read, so nothing is cleared either
      }
      if (raw === null || raw === undefined) return undefined;
      const parsed = typeof raw === 'string' && raw.length <= LIMITS.storedValueChars ? parseJson(raw, schema) : undefined;
      if (parsed) return parsed.value;
      remove(key);
      return undefined;
    },
    set(key, value) {
      try {
        store.setItem(prefix + key, JSON.stringify(value));
      } catch {
        // Quota exceeded or storage denied: the value just isn't remembered.
      }
    },
    remove,
  };
}

function parseJson<T>(raw: string, schema: Parser<T>): { value: T } | undefined {
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? { value: parsed.data } : undefined;
  } catch {
    return undefined;
  }
}

/** Reads window.localStorage / sessionStorage defensively (access itself can throw in sandboxed frames). */
export function browserBackend(kind: 'localStorage' | 'sessionStorage'): KeyValueBackend | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}
