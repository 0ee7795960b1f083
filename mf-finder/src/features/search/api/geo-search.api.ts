import type { GeoResult } from '@riviere/api-client';
import { useFinderApi } from '../../../shared/api';
import { useAsync, type AsyncResult } from '@riviere/remote-kit';

/** What a search is for: nothing yet, typed text, or the browser's position. */
export type SearchSource = { kind: 'none' } | { kind: 'query'; query: string } | { kind: 'point'; lat: number; lng: number };

const keyOf = (source: SearchSource): string =>
  source.kind === 'query' ? `q:${source.query}` : source.kind === 'point' ? `point:${source.lat},${source.lng}` : 'none';

/**
 * GET /api/geo/search/{query} or /api/geo/search/lat/{lat}/lng/{lng}: at most 10 restaurants
 * within 100 miles, nearest first, with `miles` (spec §9; the brand API applies the limits).
 * Settles at once with null when there is nothing to search for.
 */
export function useGeoSearch(source: SearchSource): AsyncResult<GeoResult | null> {
  const api = useFinderApi();
  return useAsync(keyOf(source), () => {
    if (source.kind === 'query') return api.search(source.query);
    if (source.kind === 'point') return api.searchByLocation(source.lat, source.lng);
    return Promise.resolve(null);
  });
}
