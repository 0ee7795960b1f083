import { nearestWithin } from './nearest';

// Points due north of the origin: 1 degree of latitude ≈ 69.1 miles at radius 3959.
const ORIGIN = { lat: 51, lng: 0 };
const north = (id: string, miles: number) => ({ id, lat: 51 + miles / 69.0977, lng: 0 });

const A = north('a', 5);
const B = north('b', 1);
const C = north('c', 50);
const D = north('d', 120);
const E = north('e', 1); // same spot as B: a tie
const NO_COORDS = { id: 'x', lat: Number.NaN, lng: 0 };

describe('nearestWithin', () => {
  it.each([
    ['nearest first, beyond 100 miles dropped', [A, B, C, D], {}, ['b', 'a', 'c']],
    ['ties keep input order', [E, A, B], {}, ['e', 'b', 'a']],
    ['ties keep input order (reversed input)', [B, A, E], {}, ['b', 'e', 'a']],
    ['limit', [A, B, C], { limit: 2 }, ['b', 'a']],
    ['limit 0', [A, B], { limit: 0 }, []],
    ['maxMiles', [A, B, C], { maxMiles: 10 }, ['b', 'a']],
    ['maxMiles is inclusive', [north('edge', 10)], { maxMiles: 10.000001 }, ['edge']],
    ['wider maxMiles', [A, D], { maxMiles: 200 }, ['a', 'd']],
    ['defaults to 10 results', Array.from({ length: 15 }, (_, i) => north(`p${i}`, i)), {}, Array.from({ length: 10 }, (_, i) => `p${i}`)],
    ['no items', [], {}, []],
    ['items without coordinates are skipped', [NO_COORDS, A], {}, ['a']],
  ])('%s', (_name, items, options, expectedIds) => {
    expect(nearestWithin(ORIGIN, items, options).map((r) => r.id)).toEqual(expectedIds);
  });

  it('adds miles rounded to one decimal and keeps the item fields', () => {
    const [result] = nearestWithin(ORIGIN, [{ ...north('a', 5.04), title: 'Bath' }]);
    expect(result).toEqual({ id: 'a', title: 'Bath', lat: expect.any(Number), lng: 0, miles: 5 });
  });

  it('does not mutate the items', () => {
    const item = north('a', 5);
    nearestWithin(ORIGIN, [item]);
    expect(item).not.toHaveProperty('miles');
  });
});
