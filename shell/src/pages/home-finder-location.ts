import { useSyncExternalStore } from 'react';

/** A browser position, to 5 decimals (about a metre): enough for "nearest". */
export interface Position {
  lat: number;
  lng: number;
}

/** Long enough for a phone's GPS fix, short enough that nobody waits forever (as the finder). */
const GEOLOCATION_TIMEOUT_MS = 15_000;

/** What `canLocate` reads: a browser window (`globalThis`) or a stand-in for one. */
export interface LocatingScope {
  navigator?: { geolocation?: unknown };
  isSecureContext?: boolean;
}

/**
 * Whether 'Use my location' can work here: the Geolocation API on a secure page (browsers refuse
 * positions to plain-HTTP pages other than localhost while still exposing the API). Never on the
 * server.
 */
export function canLocate(scope: LocatingScope | undefined = globalThis): boolean {
  return Boolean(scope?.navigator?.geolocation) && scope?.isSecureContext !== false;
}

const unchanging = () => () => undefined;
const onTheServer = () => false;
const inThisBrowser = () => canLocate();

/**
 * `false` on the server and in the hydrating first frame (the browser's first frame equals the
 * server's HTML), then this browser's answer.
 */
export function useCanLocate(): boolean {
  return useSyncExternalStore(unchanging, inThisBrowser, onTheServer);
}

const round = (degrees: number) => Math.round(degrees * 1e5) / 1e5;

/** The browser's position, once; rejects when it is missing, denied, unavailable or too slow. */
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
