import type { RestaurantLocation } from '@riviere/api-client';
import { useMenusApi } from '../../../shared/api';
import { useAsync, type AsyncResult } from '@riviere/remote-kit';

/**
 * GET /api/v1/content/restaurant/slug/{slug}/city/{city}: the restaurant whose menus a page
 * shows. Without a slug (the chain-wide pages) it settles at once with null.
 */
export function useRestaurant(city: string | undefined, slug: string | undefined): AsyncResult<RestaurantLocation | null> {
  const api = useMenusApi();
  const wanted = city && slug ? { city, slug } : null;
  return useAsync(wanted ? `restaurant:${wanted.city}/${wanted.slug}` : 'restaurant:none', () =>
    wanted ? api.getRestaurantBySlugAndCity(wanted.slug, wanted.city) : Promise.resolve(null),
  );
}
