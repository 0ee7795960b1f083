import type { DayUsage } from './booking-repository';

/**
 * Booked covers per restaurant and date, which every availability, areas and slots call reads.
 * A short-lived in-process cache in front of the database: this instance's own bookings and
 * cancellations drop their entry the moment they commit, so one instance (the embedded engine
 * has exactly one) always reads its own writes, and other instances' writes show within
 * `ttlMs`. Nothing is ever booked from it: a booking re-reads its slot under the slot's lock.
 */
export const USAGE_CACHE_MS = 2000;
const MAX_ENTRIES = 20_000;

type Loader = (storeIds: number[], dates: string[]) => Promise<Map<number, DayUsage>>;

const keyOf = (storeId: number, date: string) => `${storeId}|${date}`;

export function createUsageCache(load: Loader, now: () => number = Date.now, ttlMs = USAGE_CACHE_MS) {
  const entries = new Map<string, { usage: DayUsage; expiresAt: number }>();
  const pending = new Map<string, Promise<DayUsage>>();
  /** Bumped by every invalidation: a load that began before it must not be cached. */
  const generations = new Map<string, number>();

  function prune(): void {
    if (entries.size < MAX_ENTRIES) return;
    const at = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= at) entries.delete(key);
    if (entries.size >= MAX_ENTRIES) entries.clear();
  }

  /** One query for the missing stores × dates; each key gets its own promise (shared with concurrent callers). */
  function loadMissing(storeIds: number[], dates: string[]): Map<string, Promise<DayUsage>> {
    const batch = load(storeIds, dates);
    const loads = new Map<string, Promise<DayUsage>>();
    for (const storeId of storeIds) {
      for (const date of dates) {
        const key = keyOf(storeId, date);
        const generation = generations.get(key) ?? 0;
        const one = batch.then((all) => {
          const usage: DayUsage = new Map([...(all.get(storeId) ?? new Map<string, Map<string, number>>()).entries()].filter(([slot]) => slot.startsWith(date)));
          if ((generations.get(key) ?? 0) === generation) entries.set(key, { usage, expiresAt: now() + ttlMs });
          return usage;
        });
        pending.set(key, one);
        // Whoever awaits `one` sees its failure; this chain only tidies up.
        one.then(() => undefined, () => undefined).finally(() => pending.get(key) === one && pending.delete(key));
        loads.set(key, one);
      }
    }
    return loads;
  }

  return {
    /** Booked covers for each store on the dates: storeId → 'date time' → area → covers. */
    async usage(storeIds: number[], dates: string[]): Promise<Map<number, DayUsage>> {
      const at = now();
      const sources = new Map<string, DayUsage | Promise<DayUsage>>();
      const missingStores = new Set<number>();
      const missingDates = new Set<string>();
      for (const storeId of storeIds) {
        for (const date of dates) {
          const key = keyOf(storeId, date);
          const entry = entries.get(key);
          const source = entry && entry.expiresAt > at ? entry.usage : pending.get(key);
          if (source) {
            sources.set(key, source);
          } else {
            missingStores.add(storeId);
            missingDates.add(date);
          }
        }
      }
      if (missingStores.size > 0) {
        prune();
        const loads = loadMissing([...missingStores], [...missingDates]);
        for (const [key, one] of loads) if (!sources.has(key)) sources.set(key, one);
      }
      const result = new Map<number, DayUsage>();
      for (const storeId of storeIds) {
        const merged: DayUsage = new Map();
        for (const date of dates) {
          for (const [slot, areas] of await sources.get(keyOf(storeId, date))!) merged.set(slot, areas);
        }
        result.set(storeId, merged);
      }
      return result;
    },

    /** After a booking or cancellation commits: the next read goes to the database. */
    invalidate(storeId: number, date: string): void {
      const key = keyOf(storeId, date);
      generations.set(key, (generations.get(key) ?? 0) + 1);
      entries.delete(key);
      pending.delete(key);
    },

    clear(): void {
      entries.clear();
      pending.clear();
      generations.clear();
    },
  };
}

export type UsageCache = ReturnType<typeof createUsageCache>;
