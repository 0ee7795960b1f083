import { greatCircleMiles, MAX_DISTANCE_MILES, MAX_LOCATIONS, type LatLng } from '@riviere/restaurant-rules';

export interface NearestOptions {
  /** Inclusive radius in miles. */
  maxMiles?: number;
  /** Most results to return. */
  limit?: number;
}

const roundToTenth = (miles: number): number => Math.round(miles * 10) / 10;

/**
 * The items within `maxMiles` of `origin`, nearest first, each copied with its distance in
 * miles (rounded to 1 decimal for display). Sorting uses the unrounded distance, so two items
 * that both show "2.3" still come out in their true order; exact ties keep input order
 * (Array.prototype.sort is stable). Items without finite coordinates are left out.
 */
export function nearestWithin<T extends LatLng>(
  origin: LatLng,
  items: readonly T[],
  { maxMiles = MAX_DISTANCE_MILES, limit = MAX_LOCATIONS }: NearestOptions = {},
): (T & { miles: number })[] {
  if (limit <= 0) return [];
  return items
    .map((item) => ({ item, miles: greatCircleMiles(origin, item) }))
    .filter(({ miles }) => Number.isFinite(miles) && miles <= maxMiles)
    .sort((a, b) => a.miles - b.miles)
    .slice(0, limit)
    .map(({ item, miles }) => ({ ...item, miles: roundToTenth(miles) }));
}
