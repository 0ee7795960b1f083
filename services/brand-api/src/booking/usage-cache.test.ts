import type { DayUsage } from './booking-repository';
import { createUsageCache } from './usage-cache';

/** A loader over a fake table of booked covers: storeId → 'date time' → covers in the restaurant area. */
function fakeLoader(table: Map<number, Record<string, number>>) {
  const calls: [number[], string[]][] = [];
  const load = async (storeIds: number[], dates: string[]) => {
    calls.push([storeIds, dates]);
    // Read now (as a query would), answer a moment later.
    const rows = new Map(storeIds.map((s) => [s, new Map(Object.entries(table.get(s) ?? {}).filter(([slot]) => dates.some((d) => slot.startsWith(d))).map(([slot, covers]) => [slot, new Map([['restaurant', covers]])])) as DayUsage]));
    await Promise.resolve();
    return rows;
  };
  return { load, calls };
}

const covers = (usage: Map<number, DayUsage>, storeId: number, slot: string) => usage.get(storeId)?.get(slot)?.get('restaurant') ?? 0;

describe('the usage cache', () => {
  it('loads once per restaurant and date while fresh, and again after its time', async () => {
    let clock = 0;
    const table = new Map([[1, { '2026-12-05 19:00': 4 }]]);
    const { load, calls } = fakeLoader(table);
    const cache = createUsageCache(load, () => clock, 2000);
    expect(covers(await cache.usage([1], ['2026-12-05']), 1, '2026-12-05 19:00')).toBe(4);
    table.set(1, { '2026-12-05 19:00': 6 });
    expect(covers(await cache.usage([1], ['2026-12-05']), 1, '2026-12-05 19:00')).toBe(4);
    clock = 2001;
    expect(covers(await cache.usage([1], ['2026-12-05']), 1, '2026-12-05 19:00')).toBe(6);
    expect(calls).toHaveLength(2);
  });

  it('concurrent misses share one query; several stores and dates come back merged', async () => {
    const table = new Map<number, Record<string, number>>([[1, { '2026-12-05 19:00': 2, '2026-12-06 12:00': 3 }], [2, { '2026-12-05 19:00': 5 }]]);
    const { load, calls } = fakeLoader(table);
    const cache = createUsageCache(load, () => 0);
    const [a, b] = await Promise.all([cache.usage([1, 2], ['2026-12-05', '2026-12-06']), cache.usage([1, 2], ['2026-12-05', '2026-12-06'])]);
    expect(calls).toHaveLength(1);
    expect(a).toEqual(b);
    expect([covers(a, 1, '2026-12-05 19:00'), covers(a, 1, '2026-12-06 12:00'), covers(a, 2, '2026-12-05 19:00')]).toEqual([2, 3, 5]);
  });

  it('an invalidation makes the next read go to the database, even one racing a load that began before it', async () => {
    const table = new Map([[1, { '2026-12-05 19:00': 2 }]]);
    const { load, calls } = fakeLoader(table);
    const cache = createUsageCache(load, () => 0);
    const racing = cache.usage([1], ['2026-12-05']);
    table.set(1, { '2026-12-05 19:00': 4 });
    cache.invalidate(1, '2026-12-05'); // a booking committed while that load was running
    expect(covers(await racing, 1, '2026-12-05 19:00')).toBe(2); // that caller sees what it read…
    expect(covers(await cache.usage([1], ['2026-12-05']), 1, '2026-12-05 19:00')).toBe(4); // …but it was not cached
    expect(calls).toHaveLength(2);
    cache.invalidate(1, '2026-12-05');
    table.set(1, { '2026-12-05 19:00': 7 });
    expect(covers(await cache.usage([1], ['2026-12-05']), 1, '2026-12-05 19:00')).toBe(7);
  });

  it('a failed load fails its callers and is not cached', async () => {
    let fail = true;
    const cache = createUsageCache(async () => {
      if (fail) throw new Error('database down');
      return new Map([[1, new Map()]]);
    }, () => 0);
    await expect(cache.usage([1], ['2026-12-05'])).rejects.toThrow('database down');
    fail = false;
    await expect(cache.usage([1], ['2026-12-05'])).resolves.toEqual(new Map([[1, new Map()]]));
  });
});
