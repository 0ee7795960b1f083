import type { RestaurantLocation } from '@riviere/api-client';

/**
 * What a `/restaurants/…` path names (spec §2: `/restaurants/{city}` and
 * `/restaurants/{city?}/{slug}` with sub-pages `about` and `book-now`), decided by the data the
 * way the site server decides the HTTP status: a city with restaurants first, then a restaurant
 * under its city, then a restaurant slug on its own.
 */
export type RestaurantSubPage = 'home' | 'about' | 'book-now';

export type PathTarget =
  | { kind: 'city'; city: string; restaurants: RestaurantLocation[] }
  | { kind: 'restaurant'; restaurant: RestaurantLocation; page: RestaurantSubPage }
  | { kind: 'not-found' };

const SUB_PAGES: Record<string, RestaurantSubPage> = { about: 'about', 'book-now': 'book-now' };

export function resolveRestaurantsPath(segments: string[], restaurants: RestaurantLocation[]): PathTarget {
  const [first, second, third, ...rest] = segments.map((s) => s.toLowerCase());
  if (!first || rest.length > 0) return { kind: 'not-found' };
  const visible = (r: RestaurantLocation | undefined) => (r && !r.hideRestaurantDetailPage ? r : undefined);

  if (second === undefined) {
    const here = restaurants.filter((r) => r.city === first);
    if (here.length > 0) return { kind: 'city', city: first, restaurants: here };
    const bySlug = visible(restaurants.find((r) => r.slug === first));
    return bySlug ? { kind: 'restaurant', restaurant: bySlug, page: 'home' } : { kind: 'not-found' };
  }

  const withCity = restaurants.find((r) => r.city === first && r.slug === second);
  if (withCity) {
    const page = third === undefined ? 'home' : SUB_PAGES[third];
    return page && visible(withCity) ? { kind: 'restaurant', restaurant: withCity, page } : { kind: 'not-found' };
  }
  // `/restaurants/{slug}/about` without the city.
  const bySlug = visible(restaurants.find((r) => r.slug === first));
  const page = SUB_PAGES[second];
  return bySlug && page && third === undefined ? { kind: 'restaurant', restaurant: bySlug, page } : { kind: 'not-found' };
}
