import type { RestaurantLocation } from '@riviere/api-client';
import { useFinderApi } from '../../../shared/api';
import { useAsync, type AsyncResult } from '@riviere/remote-kit';
import { finderPathTarget, type PathTarget } from '../lib/resolve-path';

/** The query key of what a `/restaurants/…` path shows: one per path. */
export const restaurantsPathKey = (segments: readonly string[]): string => `restaurants:${segments.join('/')}`;

/**
 * What the segments after `/restaurants/` show: a city with its restaurants, one restaurant, or
 * nothing (404). Resolved from GET /api/v1/content/search-restaurants/ — every restaurant, the
 * list the site server decides the HTTP status from — but only the answer is kept under the
 * path's key, so a server render carries the city or the restaurant, not the whole list. The
 * client caches the list for 3600 s (spec §9): another path in the browser asks no more of the API.
 */
export function useRestaurantsPath(segments: readonly string[]): AsyncResult<PathTarget> {
  const api = useFinderApi();
  return useAsync(restaurantsPathKey(segments), () => api.searchRestaurants().then((restaurants) => finderPathTarget(segments, restaurants)));
}

/**
 * Every restaurant, for /restaurants (key `restaurants:`, the path's, as above). Each keeps only
 * its first hero picture, the one the list shows, so a server render carries no more than that.
 */
export function useAllRestaurants(): AsyncResult<RestaurantLocation[]> {
  const api = useFinderApi();
  return useAsync(restaurantsPathKey([]), () =>
    api.searchRestaurants().then((restaurants) => restaurants.map((r) => ({ ...r, heroTiles: r.heroTiles.slice(0, 1) }))),
  );
}
