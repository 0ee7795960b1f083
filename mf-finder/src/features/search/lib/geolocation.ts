export interface Position {
  lat: number;
  lng: number;
}

/** Long enough for a phone's GPS fix, short enough that nobody waits forever. */
export const GEOLOCATION_TIMEOUT_MS = 15_000;

/** What `canLocate` reads: a browser window (`globalThis`) or a stand-in for one. */
export interface LocatingScope {
  navigator?: { geolocation?: unknown };
  isSecureContext?: boolean;
}

/**
 * Whether 'Use my location' can work here: a browser with the Geolocation API, on a secure page
 * (browsers refuse positions to plain-HTTP pages other than localhost, while still exposing the
 * API). Nowhere on the server, where there is no `navigator.geolocation`.
 */
export function canLocate(scope: LocatingScope | undefined = globalThis): boolean {
  return Boolean(scope?.navigator?.geolocation) && scope?.isSecureContext !== false;
}

/**
 * The browser's position, once. Rejects when geolocation is missing, denied, unavailable or too
 * slow: the page says one thing for all of them (spec §8).
 */
export function currentPosition(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new Error('Geolocation is not available'));
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: round(coords.latitude), lng: round(coords.longitude) }),
      (error) => reject(new Error(error.message || `Geolocation failed (${error.code})`)),
      { enableHighAccuracy: false, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 300_000 },
    );
  });
}

/** 5 decimals (about a metre): enough for "nearest", and no more precision sent than useful. */
const round = (degrees: number) => Math.round(degrees * 1e5) / 1e5;

/**
 * The position another page handed to /find-us in the history entry's state (`{ near: { lat,
 * lng } }`: the home page's "Use my location"), or null when there is none or it is not a place
 * on Earth. Never read from the address: a position is not put in a URL.
 */
export function handedPosition(state: unknown): Position | null {
  const near = typeof state === 'object' && state !== null ? (state as { near?: unknown }).near : undefined;
  if (typeof near !== 'object' || near === null) return null;
  const { lat, lng } = near as { lat?: unknown; lng?: unknown };
  if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat: round(lat), lng: round(lng) };
}
