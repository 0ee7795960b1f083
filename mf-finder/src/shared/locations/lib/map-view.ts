/**
 * Where a map looks (issue 7): a restaurant's own centre and zoom when it has them, else the view
 * that fits every marker, zoom capped at 18 (spec §5). Web Mercator, 256 px tiles, as Google
 * Maps draws it. Pure: size in CSS pixels in, centre in degrees and an integer zoom out.
 */
export interface LatLng {
  lat: number;
  lng: number;
}

/** The place a search was for (or the visitor's position), marked on the map with its words. */
export interface MapOrigin extends LatLng {
  /** 'You searched: Bath', 'Your location'. */
  label: string;
}

export interface MapView {
  center: LatLng;
  zoom: number;
}

export const MAX_ZOOM = 18;
/** Great Britain, for a map with nothing on it. */
export const DEFAULT_VIEW: MapView = { center: { lat: 54.0, lng: -2.5 }, zoom: 5 };
const TILE = 256;
/** Room around the markers so none sits on the map's edge. */
const PADDING = 40;

interface Own {
  centreLat?: number;
  centreLng?: number;
  zoom?: number;
}

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

function mercatorY(lat: number): number {
  const sin = Math.sin((lat * Math.PI) / 180);
  const y = Math.log((1 + sin) / (1 - sin)) / 2;
  return Math.max(Math.min(y, Math.PI), -Math.PI) / 2;
}

function zoomFor(pixels: number, fraction: number): number {
  return fraction <= 0 ? MAX_ZOOM : Math.floor(Math.log(pixels / TILE / fraction) / Math.LN2);
}

/** The view fitting `points` in a map of `size`; a single point gets the capped zoom. */
export function fitView(points: LatLng[], size: { width: number; height: number }): MapView {
  const valid = points.filter((p) => finite(p.lat) && finite(p.lng));
  if (valid.length === 0) return DEFAULT_VIEW;
  const lats = valid.map((p) => p.lat);
  const lngs = valid.map((p) => p.lng);
  const north = Math.max(...lats);
  const south = Math.min(...lats);
  const east = Math.max(...lngs);
  const west = Math.min(...lngs);
  const latFraction = (mercatorY(north) - mercatorY(south)) / Math.PI;
  const lngFraction = (east - west) / 360;
  const width = Math.max(size.width - 2 * PADDING, 1);
  const height = Math.max(size.height - 2 * PADDING, 1);
  const zoom = Math.max(0, Math.min(zoomFor(height, latFraction), zoomFor(width, lngFraction), MAX_ZOOM));
  return { center: { lat: (north + south) / 2, lng: (east + west) / 2 }, zoom };
}

/** One restaurant's own view when it has one; otherwise fit its markers (or itself). */
export function restaurantView(place: Own & LatLng & { markers?: LatLng[] }, size: { width: number; height: number }): MapView {
  if (finite(place.centreLat) && finite(place.centreLng) && finite(place.zoom)) {
    return { center: { lat: place.centreLat, lng: place.centreLng }, zoom: Math.min(Math.round(place.zoom), MAX_ZOOM) };
  }
  return fitView(place.markers?.length ? place.markers : [place], size);
}
