/** A small in-memory cache of responses with a time to live and an injected clock. */

export interface TtlCache {
  /**
   * The cached value for `key`, or the result of `load`. The TTL counts from when the value
   * arrives; callers asking while it loads share the same load; a failed load is not kept.
   */
  get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

/** For values that never change during a page's life. */
export const FOREVER = Number.POSITIVE_INFINITY;

interface Entry {
  value: Promise<unknown>;
  /** Epoch ms; Infinity while loading. */
  expiresAt: number;
}

export interface TtlCacheOptions {
  /** No value is kept longer than this, whatever its caller asks (a cache shared by a long-lived process). */
  maxTtlMs?: number;
}

export function createTtlCache(now: () => number, { maxTtlMs = FOREVER }: TtlCacheOptions = {}): TtlCache {
  const entries = new Map<string, Entry>();

  function dropExpired(at: number): void {
    for (const [key, entry] of entries) if (entry.expiresAt <= at) entries.delete(key);
  }

  return {
    get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      const at = now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > at) return hit.value as Promise<T>;
      dropExpired(at);
      // Wrapped so a load that throws synchronously also ends up as a rejected (uncached) value.
      const entry: Entry = { value: new Promise<T>((resolve) => resolve(load())), expiresAt: Number.POSITIVE_INFINITY };
      entries.set(key, entry);
      entry.value.then(
        () => {
          entry.expiresAt = now() + Math.min(ttlMs, maxTtlMs);
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return entry.value as Promise<T>;
    },
    clear: () => entries.clear(),
  };
}
