import type { CareersApi } from '../../../shared/api';
import type { LatLng } from '@riviere/restaurant-rules';

export interface Place {
  point: LatLng;
  /** What to call it: the API's name for the searched place, or "your location". */
  label: string;
}

/** One key per page load, sent with every location search (spec §7 `sessionKey`). */
let sessionKey: string | null = null;
function currentSessionKey(): string {
  sessionKey ??= globalThis.crypto?.randomUUID?.() ?? Math.random().toString(36).slice(2);
  return sessionKey;
}

/** GET /api/jobs/locations?query&sessionKey: a postcode or town → the point to measure from. */
export async function locate(api: CareersApi, query: string): Promise<Place> {
  const [first] = await api.getLocations(query, currentSessionKey());
  if (!first) throw new PlaceNotFound(`No location for "${query}"`);
  return { point: first.geometry.location, label: first.name };
}

export class PlaceNotFound extends Error {
  override readonly name = 'PlaceNotFound';
}

export class GeolocationRefused extends Error {
  override readonly name = 'GeolocationRefused';
}

/** The browser's position; refused, unavailable or timed out all reject with GeolocationRefused. */
export function currentPosition(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation): Promise<Place> {
  return new Promise((resolve, reject) => {
    if (!geolocation) return reject(new GeolocationRefused('This browser has no geolocation'));
    geolocation.getCurrentPosition(
      (position) => resolve({ point: { lat: position.coords.latitude, lng: position.coords.longitude }, label: 'your location' }),
      (error) => reject(new GeolocationRefused(error.message)),
      { timeout: 15_000, maximumAge: 600_000 },
    );
  });
}
