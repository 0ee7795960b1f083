/**
 * Rendered pages kept for a short time (the content cache time), at most `maxEntries` of them:
 * the oldest entry goes first, so query strings that vary cannot grow memory without bound.
 */
export class PageCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number; keys: readonly string[] }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** `keys`: the surrogate keys it is filed under (a purge of any of them drops it). */
  set(key: string, value: V, keys: readonly string[] = []): void {
    if (!this.enabled) return;
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs, keys });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  /** Drops every entry filed under any of `keys`; how many went. */
  purge(keys: readonly string[]): number {
    const purged = new Set(keys);
    let dropped = 0;
    for (const [key, entry] of this.entries) {
      if (entry.keys.some((k) => purged.has(k))) {
        this.entries.delete(key);
        dropped += 1;
      }
    }
    return dropped;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
