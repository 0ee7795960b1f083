import type { LatLng, MapOrigin, MapView } from '../../locations/lib/map-view';
import { clusterPins, type PinGroup } from './cluster-pins';
import { isOnMap, outlineView, pinPosition, viewBoxOf, type ViewBox } from './map-frame';
import { boxAt, CLUSTER_BOX, ORIGIN_BOX, PIN_BOX, type Box } from './marker-boxes';
import { placeLabels, type PlacedLabel } from './place-labels';
import { REFERENCE_PLACES } from './reference-places';

/**
 * Everything the offline map draws, placed in the frame's CSS pixels: the land's view box, the
 * restaurants' pins (clustered where they would overlap), the searched place's marker and the
 * towns named around them, clear of all of those. Pure: the frame's measured size in.
 */
export interface MapLayout<T> {
  viewBox: ViewBox;
  groups: PinGroup<T>[];
  origin: (MapOrigin & { x: number; y: number }) | null;
  towns: PlacedLabel[];
  /** A lone pin is named beside it, on its left past the frame's middle. */
  named: { side: 'right' | 'left' } | null;
}

export interface Size {
  width: number;
  height: number;
}

/** A lone pin's name box, as outline-map.css draws `.fd-outline-map__label` (14 px type in a padded box). */
function namedLabelBox(title: string, x: number, y: number, side: 'right' | 'left'): Box {
  const width = Math.ceil(title.length * 14 * 0.6) + 12;
  return side === 'right' ? { left: x + 16, top: y - 25, right: x + 16 + width, bottom: y + 1 } : { left: x - 16 - width, top: y - 25, right: x - 16, bottom: y + 1 };
}

const finite = (p: LatLng) => Number.isFinite(p.lat) && Number.isFinite(p.lng);

export function layoutMap<T extends LatLng & { title: string }>(items: readonly T[], view: MapView, origin: MapOrigin | null, size: Size): MapLayout<T> {
  const placed = items.filter(finite);
  const fitted = outlineView(view, origin && finite(origin) ? [...placed, origin] : placed);
  const viewBox = viewBoxOf(fitted);
  const project = (point: LatLng) => {
    const at = pinPosition(point, viewBox);
    return { on: isOnMap(at), x: (at.left / 100) * size.width, y: (at.top / 100) * size.height };
  };

  const pins = placed.map((item) => ({ item, ...project(item) })).filter((p) => p.on);
  const groups = clusterPins(pins);
  const at = origin && finite(origin) ? project(origin) : null;
  const originOnMap = origin && at?.on ? { ...origin, x: at.x, y: at.y } : null;

  const lone = groups.length === 1 && groups[0]?.items.length === 1 ? groups[0] : null;
  const named = lone ? { side: lone.x > size.width * 0.55 ? ('left' as const) : ('right' as const) } : null;
  const obstacles: Box[] = [
    ...groups.map((g) => boxAt(g.items.length > 1 ? CLUSTER_BOX : PIN_BOX, g.x, g.y)),
    ...(originOnMap ? [boxAt(ORIGIN_BOX, originOnMap.x, originOnMap.y)] : []),
    ...(lone && named ? [namedLabelBox((lone.items[0] as T).title, lone.x, lone.y, named.side)] : []),
  ];
  const towns = placeLabels(
    REFERENCE_PLACES.map((place) => ({ name: place.name, ...project(place) })),
    obstacles,
    size,
  );
  return { viewBox, groups, origin: originOnMap, towns, named };
}

/** What a group of restaurants is called: '6 restaurants in London', '2 restaurants in Brighton and Hove'. */
export function groupName(towns: readonly string[]): string {
  const distinct = [...new Set(towns.filter(Boolean))];
  const count = `${towns.length} restaurants`;
  if (distinct.length === 0) return count;
  if (distinct.length <= 3) return `${count} in ${distinct.length === 1 ? distinct[0] : `${distinct.slice(0, -1).join(', ')} and ${distinct.at(-1)}`}`;
  return `${count} around ${distinct[0]} and ${distinct.length - 1} other towns`;
}
