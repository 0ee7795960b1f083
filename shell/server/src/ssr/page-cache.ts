/** Spec §9: content is cached 60 s. Concurrent misses for one id share one request. */
export const CONTENT_CACHE_MS = 60_000;

export function cachePages(load: (id: string) => Promise<unknown>, ttlMs = CONTENT_CACHE_MS, now: () => number = Date.now) {
  const entries = new Map<string, { value: Promise<unknown>; expiresAt: number }>();
  return (id: string): Promise<unknown> => {
    const hit = entries.get(id);
    if (hit && hit.expiresAt > now()) return hit.value;
    const value = load(id);
    entries.set(id, { value, expiresAt: now() + ttlMs });
    // A failure is not cached: the next visitor tries again.
    value.catch(() => entries.delete(id));
    return value;
  };
}
