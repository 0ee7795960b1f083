import type { GeoResult } from '../types';
import type { EndpointContext } from './context';
import { route } from './registry';

export interface GeoApi {
  /** A postcode, outcode or town, e.g. 'SW1A 1AA' or 'Bath'. */
  search(query: string): Promise<GeoResult>;
  searchByLocation(lat: number, lng: number): Promise<GeoResult>;
}

export function createGeoApi({ request }: EndpointContext): GeoApi {
  return {
    search: (query) => request<GeoResult>(route('geo.search', { query })),
    searchByLocation: (lat, lng) => request<GeoResult>(route('geo.searchByLocation', { lat, lng })),
  };
}
