/**
 * Great-circle distance for "restaurants near me" and "jobs near me" (spec §9). Degrees in
 * (WGS84, north and east positive), miles out, on a sphere of radius 3959 miles.
 */

/** Mean earth radius in miles, as the spec fixes it, so our numbers match the old site's. */
export const EARTH_RADIUS_MILES = 3959;
/** Restaurants and jobs further than this from the searched point are not "near". */
export const MAX_DISTANCE_MILES = 100;
/** A restaurant search lists at most this many restaurants. */
export const MAX_LOCATIONS = 10;

export interface LatLng {
  /** Degrees north, WGS84. */
  lat: number;
  /** Degrees east, WGS84 (negative west of Greenwich). */
  lng: number;
}

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Haversine distance in miles; well-conditioned for the short hops a search deals with. */
export function greatCircleMiles(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  // Rounding can push h a hair above 1 for antipodal points, and asin(>1) is NaN.
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(Math.min(1, h)));
}

/** "0.4 miles", "1 mile", "12.3 miles": one decimal, the unit agreeing with the number. */
export function formatMiles(miles: number): string {
  const rounded = Math.round(miles * 10) / 10;
  return `${rounded} ${rounded === 1 ? 'mile' : 'miles'}`;
}
