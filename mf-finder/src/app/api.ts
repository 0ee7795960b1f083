import { createContext, useContext } from 'react';
import { createApiClient, type ContentApi, type GeoApi, type OffersApi } from '@riviere/api-client';
import type { SiteConfig } from '@riviere/mf-contract';

/**
 * The brand API calls this remote makes, flattened into one narrow object so tests hand in
 * fakes for exactly these: restaurants (content), search (geo) and a restaurant's offers.
 */
export interface FinderApi {
  searchRestaurants: ContentApi['searchRestaurants'];
  getRestaurantBySlugAndCity: ContentApi['getRestaurantBySlugAndCity'];
  getRestaurantBySlug: ContentApi['getRestaurantBySlug'];
  search: GeoApi['search'];
  searchByLocation: GeoApi['searchByLocation'];
  getRestaurantOffers: OffersApi['getRestaurantOffers'];
}

const clients = new Map<string, FinderApi>();

/**
 * One client per site configuration, kept across updates and remounts, so its content cache
 * and token survive moving between pages. The token comes from the site server, which is also
 * what `apiBase` points at ('' = this page's origin).
 */
export function apiClientFor(config: SiteConfig): FinderApi {
  const key = `${config.brandKey}\n${config.apiBase}`;
  let client = clients.get(key);
  if (!client) {
    const baseUrl = config.apiBase.replace(/\/+$/, '');
    const { content, geo, offers } = createApiClient({
      brandKey: config.brandKey,
      baseUrl,
      tokenUrl: `${baseUrl}/api/token`,
      initialToken: config.token,
    });
    client = {
      searchRestaurants: content.searchRestaurants,
      getRestaurantBySlugAndCity: content.getRestaurantBySlugAndCity,
      getRestaurantBySlug: content.getRestaurantBySlug,
      search: geo.search,
      searchByLocation: geo.searchByLocation,
      getRestaurantOffers: offers.getRestaurantOffers,
    };
    clients.set(key, client);
  }
  return client;
}

export const ApiContext = createContext<FinderApi | null>(null);

export function useFinderApi(): FinderApi {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useFinderApi must be used inside <ApiContext.Provider>');
  return api;
}
