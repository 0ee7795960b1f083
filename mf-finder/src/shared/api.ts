import type { ApiClient, ContentApi, GeoApi, OffersApi } from '@riviere/api-client';
import { createApiAccess } from '@riviere/remote-kit';

/**
 * The brand API calls this remote makes, flattened into one narrow object so tests hand in
 * fakes for exactly these: restaurants (content), search (geo) and a restaurant's offers.
 */
export type FinderApi = Pick<ContentApi, 'searchRestaurants' | 'getRestaurantBySlugAndCity' | 'getRestaurantBySlug'> &
  Pick<GeoApi, 'search' | 'searchByLocation'> &
  Pick<OffersApi, 'getRestaurantOffers'>;

/** The finder's slice of the api-client. */
function selectFinderApi({ content, geo, offers }: Pick<ApiClient, 'content' | 'geo' | 'offers'>): FinderApi {
  return {
    searchRestaurants: content.searchRestaurants,
    getRestaurantBySlugAndCity: content.getRestaurantBySlugAndCity,
    getRestaurantBySlug: content.getRestaurantBySlug,
    search: geo.search,
    searchByLocation: geo.searchByLocation,
    getRestaurantOffers: offers.getRestaurantOffers,
  };
}

/**
 * One client per site configuration, kept across updates and remounts, so the restaurants
 * cache and the token survive moving between pages.
 */
export const { apiClientFor, apiForServer, ApiContext, useApi: useFinderApi } = createApiAccess<FinderApi>('finder', selectFinderApi);
