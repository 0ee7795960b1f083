import type { GeoResult, RestaurantLocation } from '@riviere/api-client';
import type { ContentRepository } from '../content/content-repository';
import { DomainError } from '@riviere/server-kit';
import { createGeocoder, type Geocoder, type GeoHit } from './geocoder';
import { nearestWithin } from './nearest';

/** Restaurants' own names and towns resolve first, so "Covent Garden" finds our restaurant there. */
export function placesOf(restaurants: readonly RestaurantLocation[]) {
  return restaurants.map((r) => ({ name: r.title, lat: r.lat, lng: r.lng, aliases: [r.slug, r.city, r.addressCity] }));
}

export function createRestaurantFinder(content: ContentRepository) {
  let built: { source: readonly RestaurantLocation[]; geocoder: Geocoder } | null = null;

  async function geocoder(): Promise<Geocoder> {
    const restaurants = await content.restaurants();
    if (built?.source !== restaurants) built = { source: restaurants, geocoder: createGeocoder(placesOf(restaurants)) };
    return built.geocoder;
  }

  /** Where a typed query is, or a coded 400/404 saying why not. */
  async function locate(query: string): Promise<GeoHit> {
    const hit = (await geocoder()).geocode(query);
    if (hit.ok) return hit;
    if (hit.reason === 'invalid') throw new DomainError(400, 'INVALID_QUERY', hit.message, 'query');
    throw new DomainError(404, 'LOCATION_NOT_FOUND', hit.message, 'query');
  }

  async function near(query: string, lat: number, lng: number, label: string): Promise<GeoResult> {
    return { query, lat, lng, label, restaurants: nearestWithin({ lat, lng }, await content.restaurants()) };
  }

  return {
    locate,
    async search(query: string): Promise<GeoResult> {
      const hit = await locate(query);
      return near(query, hit.lat, hit.lng, hit.label);
    },
    searchByPoint: (lat: number, lng: number) => near(`${lat},${lng}`, lat, lng, 'Your location'),
  };
}

export type RestaurantFinder = ReturnType<typeof createRestaurantFinder>;
