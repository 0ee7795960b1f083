import type { Offer } from '@riviere/api-client';
import { useFinderApi } from '../../../shared/api';
import { useAsync, type AsyncResult } from '@riviere/remote-kit';

/** GET /api/offer/restaurant/{storeId}: the offers that apply there, chain-wide ones included. */
export function useRestaurantOffers(storeId: number): AsyncResult<Offer[]> {
  const api = useFinderApi();
  return useAsync(`offers:${storeId}`, () => api.getRestaurantOffers(storeId));
}
