import fs from 'node:fs';
import path from 'node:path';
import { loadSeedContent, defaultSeedDir } from './seed-content';
import { resetDatabase, seedIfEmpty } from '../db/seed';
import { ENGINES, createTestDb } from '../test-support/test-app';
import { isBookableOnline } from '@riviere/restaurant-rules';
import { expandBookingSeed, loadBookingSeed } from './booking-seed';

const { restaurants } = loadSeedContent();
const seed = loadBookingSeed();
const configs = expandBookingSeed(restaurants, seed);
const byStore = new Map(configs.map((c) => [c.storeId, c]));

describe('seed/booking.json', () => {
  it('is pretty-printed with 2 spaces', () => {
    const raw = fs.readFileSync(path.join(defaultSeedDir(), 'booking.json'), 'utf8');
    expect(raw).toBe(`${JSON.stringify(JSON.parse(raw), null, 2)}\n`);
  });

  it('gives every bookable restaurant its booking data, and no other restaurant any', () => {
    expect(configs.map((c) => c.storeId).sort()).toEqual(restaurants.filter(isBookableOnline).map((r) => r.storeId).sort());
    for (const storeId of [129, 116, 109, 110, 111]) expect(byStore.has(storeId)).toBe(false); // disabled, external, holiday parks
    expect(configs.length).toBeGreaterThanOrEqual(24);
  });

  it('names only its own menus and areas, with ids unique across the chain', () => {
    const ids = configs.flatMap((c) => c.occasions.map((o) => o.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const config of configs) {
      for (const occasion of config.occasions) {
        expect(occasion.id).toBe(config.storeId * 100 + (occasion.id % 100));
        for (const link of occasion.menuLinkGroup?.links ?? []) expect(config.menus.map((m) => m.id)).toContain(link);
        expect(occasion.minimumCovers).toBeLessThanOrEqual(occasion.maximumCovers);
      }
      for (const area of config.areas) expect(area.coversPerSlot).toBeGreaterThan(0);
    }
  });

  it('offers Private Dining only where there is a private dining room, and applies per-restaurant differences', () => {
    for (const config of configs) {
      const hasRoom = config.areas.some((a) => a.id === 'private-dining');
      expect(config.occasions.some((o) => o.name === 'Private Dining')).toBe(hasRoom);
    }
    expect(byStore.get(114)!.rules.cardGuaranteeFromCovers).toBe(4);
    expect(byStore.get(118)!.areas.map((a) => [a.id, a.coversPerSlot])).toEqual([['restaurant', 30], ['terrace', 12], ['private-dining', 24]]);
    expect(byStore.get(119)!.areas.map((a) => [a.id, a.coversPerSlot])).toEqual([['restaurant', 20], ['terrace', 10]]);
  });

  it('refuses a seed that links an unknown menu or names an unknown area', () => {
    const badMenu = { ...seed, occasions: [{ ...seed.occasions[0]!, menuLinkGroup: { type: 'inclusive' as const, links: ['nope'] } }] };
    expect(() => expandBookingSeed(restaurants, badMenu)).toThrow('unknown menu "nope"');
    const badArea = { ...seed, restaurants: { 101: { areas: ['cellar'] } } };
    expect(() => expandBookingSeed(restaurants, badArea)).toThrow('unknown area "cellar"');
  });
});

describe.each(ENGINES)('seeding booking data on %s', (engine) => {
  it('fills a database seeded before booking existed, once; a reset rebuilds it', async () => {
    const db = await createTestDb(engine);
    try {
      expect(await seedIfEmpty(db)).toBe(true);
      const count = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM booking_occasions')).rows[0]!.n;
      const full = await count();
      expect(full).toBe(configs.reduce((n, c) => n + c.occasions.length, 0));
      await db.exec('DELETE FROM booking_occasions; DELETE FROM booking_menus; DELETE FROM booking_areas; DELETE FROM booking_rules');
      expect(await seedIfEmpty(db)).toBe(true); // content was there: only booking is seeded
      expect(await count()).toBe(full);
      expect(await seedIfEmpty(db)).toBe(false);
      await resetDatabase(db);
      expect(await count()).toBe(full);
    } finally {
      await db.drop();
    }
  });
});
