import { FOREVER } from '../cache';
import { requestList, type EndpointContext } from './context';
import { route } from './registry';

export interface VenuesApi {
  /** Cached for the client's life, per brand. */
  getAllVenueIds(brand: string): Promise<number[]>;
}

export function createVenuesApi({ request, cache }: EndpointContext): VenuesApi {
  return {
    getAllVenueIds(brand) {
      const target = route('venues.getAllVenueIds', { brand });
      return cache.get(target.path, FOREVER, () => requestList<number>(request, target, 'venueIds'));
    },
  };
}
