import { useCareersApi } from '../../../shared/api';
import { useAsync } from '@riviere/remote-kit';
import { currentPosition, locate, type Place } from '../api/locate.api';
import type { JobSearch } from '../lib/search-query';
import { locationFailure } from '../model/messages';
import { useMounted } from './use-mounted';

export type PlaceState =
  | { status: 'none' }
  | { status: 'locating' }
  | { status: 'found'; place: Place }
  | { status: 'failed'; message: string };

/**
 * Where distances are measured from: the searched postcode or town, or the browser's position.
 * `retry` asks again for the same place (location services just switched on, a network blip).
 * Only the browser looks for it, once the page has hydrated: the server lists jobs without distances.
 */
export function useSearchPlace(wanted: Pick<JobSearch, 'location' | 'nearMe'>): PlaceState & { retry(): void } {
  const api = useCareersApi();
  const search = useMounted() ? wanted : { location: null, nearMe: false };
  const key = search.location ? `location:${search.location}` : search.nearMe ? 'near-me' : 'none';
  const result = useAsync<Place | null>(key, () =>
    search.location ? locate(api, search.location) : search.nearMe ? currentPosition() : Promise.resolve(null),
  );
  const { retry } = result;
  if (key === 'none') return { status: 'none', retry };
  if (result.status === 'loading') return { status: 'locating', retry };
  if (result.status === 'error') return { status: 'failed', message: locationFailure(result.error), retry };
  return result.data ? { status: 'found', place: result.data, retry } : { status: 'none', retry };
}
