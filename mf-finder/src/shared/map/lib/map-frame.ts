import { fitView, type LatLng, type MapView } from '../../locations/lib/map-view';

/**
 * What the offline map shows (issue 17): the outline of Great Britain and Ireland in Web Mercator
 * world pixels (256 at zoom 0, as map-view.ts and Google Maps count), framed around a view.
 * Pure: a view and a frame size in CSS pixels in, an SVG viewBox in world pixels out, and each
 * pin's place in that frame as percentages, so the map scales with its container.
 */

/** The outline is simplified for zoom 8 (about 185 km across the frame), the closest a map of several pins gets. */
export const OUTLINE_MAX_ZOOM = 8;
/** A lone pin shows in its region (about 370 km across), with a city or two to place it by. */
export const REGION_ZOOM = 7;
/** The frame the offline map is fitted to (it keeps this aspect ratio at any width). */
export const FRAME = { width: 480, height: 440 };

export interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PinPosition {
  /** Percent of the frame's width from its left edge. */
  left: number;
  /** Percent of the frame's height from its top edge. */
  top: number;
}

/** A point in world pixels at zoom 0: x east from 180°W, y south from about 85°N. */
export function worldPoint({ lat, lng }: LatLng): { x: number; y: number } {
  const sin = Math.sin((lat * Math.PI) / 180);
  return { x: ((lng + 180) / 360) * 256, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * 256 };
}

/**
 * The offline map's view: centred on its pins and fitted to this frame (the view given may have
 * been fitted to another size, or be a restaurant's own close-up), never closer than that view
 * (whose zoom spec §5 caps at 18) nor than the outline's detail allows; a lone pin in its region.
 */
export function outlineView(view: MapView, pins: LatLng[], frame = FRAME): MapView {
  const fitted = pins.length > 0 ? fitView(pins, frame) : view;
  const cap = pins.length === 1 ? REGION_ZOOM : OUTLINE_MAX_ZOOM;
  return { center: fitted.center, zoom: Math.min(view.zoom, fitted.zoom, cap) };
}

/** The part of the world a frame of `size` CSS pixels shows around `view`. */
export function viewBoxOf(view: MapView, size = FRAME): ViewBox {
  const scale = 2 ** view.zoom;
  const centre = worldPoint(view.center);
  const width = size.width / scale;
  const height = size.height / scale;
  return { x: centre.x - width / 2, y: centre.y - height / 2, width, height };
}

/** Where a pin sits in the frame; outside 0–100 means it is off the map. */
export function pinPosition(point: LatLng, box: ViewBox): PinPosition {
  const { x, y } = worldPoint(point);
  return { left: ((x - box.x) / box.width) * 100, top: ((y - box.y) / box.height) * 100 };
}

export const isOnMap = ({ left, top }: PinPosition): boolean => left >= 0 && left <= 100 && top >= 0 && top <= 100;
