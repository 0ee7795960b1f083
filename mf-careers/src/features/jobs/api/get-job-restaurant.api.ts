import type { RestaurantLocation } from '@riviere/api-client';
import { useCareersApi } from '../../../shared/api';
import { useAsync, type AsyncResult } from '@riviere/remote-kit';

/**
 * GET /api/v1/content/restaurant/{storeId}: the address of the restaurant a job is at, for the job
 * page's structured data (`JobPosting.jobLocation`), which only the server's head carries. So it is
 * asked for on the server only (the browser reads the server's answer, or does without), and a
 * failure is no address rather than a failed page.
 */
export function useJobRestaurant(storeId: number | null): AsyncResult<RestaurantLocation | null> {
  const api = useCareersApi();
  const onServer = typeof window === 'undefined';
  return useAsync(storeId === null ? 'restaurant:none' : `restaurant:${storeId}`, () =>
    storeId !== null && onServer ? api.getRestaurant(storeId).catch(() => null) : Promise.resolve(null),
  );
}
