import { ApiError, type Offer, type RestaurantLocation } from '@riviere/api-client';
import type { RemoteLocation, SiteConfig } from '@riviere/mf-contract';
import type { FinderApi } from '../shared/api';
import { ALL, geoResult } from './restaurants';

// No testing-library here: the server-render tests load this module in registries of their own.

export const TEST_CONFIG: SiteConfig = { brandKey: 'test-brand', siteName: 'Maison Rivière', apiBase: '' };

export const apiError = (status: number, code?: string) =>
  new ApiError(`failed with ${status}`, { status, code, body: { statusCode: status, error: 'x', message: `failed with ${status}`, code } });

export type FakeApi = { [K in keyof FinderApi]: jest.Mock<ReturnType<FinderApi[K]>, Parameters<FinderApi[K]>> };

export const OFFER: Offer = {
  id: 1,
  slug: '2-for-1-mains',
  title: 'Two mains for the price of one',
  description: 'Bring a friend.',
  validityText: 'Valid Monday to Thursday.',
  termAndConditions: 'One voucher per table.',
  successButtonText: 'Book a table',
  successButtonUrl: '/#booking',
  overrideSuccessUrl: null,
  restaurantIds: [],
};

/**
 * A brand API over the test restaurants: a search for 'Bath' (or any 3+ letters) finds the
 * first two; 'Nowhere' finds no place (404); '!!!' is invalid (400); a position finds London.
 */
export function createFakeApi(places: RestaurantLocation[] = ALL): FakeApi {
  return {
    searchRestaurants: jest.fn(async () => places),
    getRestaurantBySlugAndCity: jest.fn(async (slug: string, city: string) => {
      const found = places.find((p) => p.slug === slug && p.city === city);
      if (!found) throw apiError(404, 'RESTAURANT_NOT_FOUND');
      return found;
    }),
    getRestaurantBySlug: jest.fn(async (slug: string) => {
      const found = places.find((p) => p.slug === slug);
      if (!found) throw apiError(404, 'RESTAURANT_NOT_FOUND');
      return found;
    }),
    search: jest.fn(async (query: string) => {
      if (query === 'Nowhere') throw apiError(404, 'LOCATION_NOT_FOUND');
      if (query === '!!!' || query.length < 2) throw apiError(400, 'INVALID_QUERY');
      return geoResult(query === 'BA1' ? 'BA1, Bath' : query, places.slice(0, 2));
    }),
    searchByLocation: jest.fn(async (_lat: number, _lng: number) => geoResult('Your location', places.filter((p) => p.city === 'london'), '51.5,-0.12')),
    getRestaurantOffers: jest.fn(async (_storeId: number) => [OFFER]),
  };
}

export function toLocation(to: string): RemoteLocation {
  const url = new URL(to, 'http://site.test');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}
