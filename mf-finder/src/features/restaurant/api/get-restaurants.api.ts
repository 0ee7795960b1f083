import type { RestaurantLocation } from '@riviere/api-client';
import { useFinderApi } from '../../../shared/api';
import { useAsync, type AsyncResult } from '@riviere/remote-kit';

/**
 * GET /api/v1/content/search-restaurants/: every restaurant (cached 3600 s by the client, spec
 * §9). One list decides every `/restaurants/…` path, so city and restaurant pages agree with
 * the site server, which decides the HTTP status from the same list.
 */
export function useRestaurants(): AsyncResult<RestaurantLocation[]> {
  const api = useFinderApi();
  return useAsync('restaurants', () => api.searchRestaurants());
}
