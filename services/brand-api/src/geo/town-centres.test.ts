import fs from 'node:fs';
import path from 'node:path';
import type { RestaurantLocation } from '@riviere/api-client';
import { greatCircleMiles } from '@riviere/restaurant-rules';
import { createGeocoder, type GeoHit } from './geocoder';
import { placesOf } from './restaurant-finder';
import { TOWN_CENTRES } from './town-centres';

const seed = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../seed/restaurants.json'), 'utf8')) as RestaurantLocation[];
/** The geocoder the finder builds: the seed's restaurants as places, the default town table. */
const geocoder = createGeocoder(placesOf(seed));
const KM_PER_MILE = 1.609344;
const kmBetween = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => greatCircleMiles(a, b) * KM_PER_MILE;
const found = (query: string): GeoHit => {
  const hit = geocoder.geocode(query);
  if (!hit.ok) throw new Error(`${query}: ${hit.message}`);
  return hit;
};
const restaurant = (slug: string) => seed.find((r) => r.slug === slug)!;

describe('town centres', () => {
  // Centres from outside this table (a map of each city centre), to about 100 m.
  it.each([
    ['Manchester', 53.4808, -2.2426],
    ['Bath', 51.3811, -2.359],
    ['London', 51.5074, -0.1278],
    ['Bristol', 51.4545, -2.5879],
    ['Cardiff', 51.4816, -3.1791],
    ['manchester', 53.4808, -2.2426],
    ['St Albans', 51.7526, -0.3389],
    ['Stratford upon Avon', 52.1917, -1.7073],
  ])('"%s" resolves within 1 km of the town centre', (query, lat, lng) => {
    expect(kmBetween(found(query), { lat, lng })).toBeLessThan(1);
  });

  it.each([
    // [query, restaurant, at least, at most] in miles, as the finder shows them.
    ['Manchester', 'manchester', 0, 0.5],
    ['Manchester', 'didsbury', 4, 5],
    ['Bath', 'bath', 0, 1],
    ['Bath', 'bath-widcombe', 0.5, 1.5],
    ['London', 'covent-garden', 0, 0.5],
    ['London', 'o2', 5, 6.5],
  ])('from "%s", %s is %d to %d miles away', (query, slug, least, most) => {
    const miles = greatCircleMiles(found(query), restaurant(slug));
    expect(miles).toBeGreaterThanOrEqual(least);
    expect(miles).toBeLessThanOrEqual(most);
  });

  it('two restaurants in one town no longer read the same distance from it', () => {
    const king = greatCircleMiles(found('Manchester'), restaurant('manchester'));
    const didsbury = greatCircleMiles(found('Manchester'), restaurant('didsbury'));
    expect(didsbury - king).toBeGreaterThan(3);
  });

  // Holiday parks sit in forests some miles out of their post town: 12 miles covers them.
  it.each(seed.map((r) => [r.addressCity, r.slug] as const))('%s (town of %s) has a centre of its own, near the restaurant', (town, slug) => {
    const hit = found(town);
    expect(TOWN_CENTRES.map((t) => t.name)).toContain(hit.label);
    expect(greatCircleMiles(hit, restaurant(slug))).toBeLessThan(12);
  });

  it('lists each town once, by a name a visitor would type', () => {
    const names = TOWN_CENTRES.map((t) => t.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    for (const town of TOWN_CENTRES) {
      expect(found(town.name).label).toBe(town.name);
      for (const alias of town.aliases ?? []) expect(found(alias).label).toBe(town.name);
    }
  });
});
