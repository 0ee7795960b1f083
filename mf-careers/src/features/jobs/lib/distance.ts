/** Spec §9: great-circle distance on a sphere of this radius, in miles. */
export const EARTH_RADIUS_MILES = 3959;

export interface Point {
  /** Degrees, north positive. */
  lat: number;
  /** Degrees, east positive. */
  lng: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine distance between two points, in miles. */
export function milesBetween(a: Point, b: Point): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** "0.4 miles", "1 mile", "12.3 miles": one decimal, the unit agreeing with the number. */
export function formatMiles(miles: number): string {
  const rounded = Math.round(miles * 10) / 10;
  return `${rounded} ${rounded === 1 ? 'mile' : 'miles'}`;
}
