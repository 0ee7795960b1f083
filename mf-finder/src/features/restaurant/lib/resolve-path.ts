import type { RestaurantLocation } from '@riviere/api-client';
import { resolveRestaurantsPath } from '@riviere/restaurant-rules';

/**
 * What a `/restaurants/…` path shows in this remote. Which city or restaurant a path names is
 * the domain's `resolveRestaurantsPath` (the site server decides the HTTP status with it); the
 * menus under a city or restaurant (`…/menu…`) are mf-menus' pages, so here they are not found.
 */
export type RestaurantSubPage = 'home' | 'about' | 'book-now';

export type PathTarget =
  | { kind: 'city'; city: string; restaurants: RestaurantLocation[] }
  | { kind: 'restaurant'; restaurant: RestaurantLocation; page: RestaurantSubPage }
  | { kind: 'not-found' };

export function finderPathTarget(segments: readonly string[], restaurants: RestaurantLocation[]): PathTarget {
  const target = resolveRestaurantsPath(segments, restaurants);
  if (target.kind === 'city' && target.page === 'home') return { kind: 'city', city: target.city, restaurants: target.restaurants };
  if (target.kind === 'restaurant' && target.page !== 'menu') return { kind: 'restaurant', restaurant: target.restaurant, page: target.page };
  return { kind: 'not-found' };
}
