import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { RestaurantLocation } from '@riviere/api-client';
import { directionsUrl, restaurantPageLink } from '@riviere/restaurant-rules';
import type { MapView } from '../../locations/lib/map-view';
import { isOnMap, outlineView, pinPosition, viewBoxOf } from '../lib/map-frame';
import { FINDER_MESSAGES } from '../../messages';
import { MapFallback } from '../../locations/components/map-fallback';
import { loadOutline, type Outline } from '../api/outline.api';
import { REFERENCE_PLACES } from '../lib/reference-places';
import { MapLoading } from './map-loading';

interface Props {
  locations: RestaurantLocation[];
  view: MapView;
}

const hasPosition = (place: RestaurantLocation) => Number.isFinite(place.lat) && Number.isFinite(place.lng);

/**
 * The offline map (its own chunk): Great Britain and Ireland from Natural Earth, framed around
 * the pins, each pin a link to its restaurant in list order, so a keyboard reaches them after the
 * list. The land is a picture; the pins are the content. Until the outline has arrived the map's
 * space stays held; if it cannot arrive, the directions list stands in.
 */
export default function OutlineMap({ locations, view }: Props) {
  const outline = useOutline();
  const { pathname } = useLocation();
  if (outline === 'failed') return <MapFallback locations={locations} note={FINDER_MESSAGES.MAP_FAILED} />;
  if (!outline) return <MapLoading live={false} />;

  const placed = locations.filter(hasPosition);
  const box = viewBoxOf(outlineView(view, placed));
  const pins = placed.map((place) => ({ place, at: pinPosition(place, box) })).filter(({ at }) => isOnMap(at));
  const single = pins.length === 1;
  const places = REFERENCE_PLACES.map((place) => ({ place, at: pinPosition(place, box) })).filter(({ at }) => isOnMap(at));

  return (
    <div className="fd-map fd-outline-map" data-testid="outline-map">
      <div className="fd-outline-map__frame">
        <svg className="fd-outline-map__land" viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`} aria-hidden="true" focusable="false">
          {outline.regions.map((region) => (
            <path key={region.id} className={`fd-outline-map__region fd-outline-map__region--${region.id}`} d={region.d} vectorEffect="non-scaling-stroke" />
          ))}
        </svg>
        <div aria-hidden="true">
          {places.map(({ place, at }) => (
            <span key={place.name} className={`fd-outline-map__place${at.left > 75 ? ' fd-outline-map__place--label-left' : ''}`} style={{ left: `${at.left}%`, top: `${at.top}%` }}>
              {place.name}
            </span>
          ))}
        </div>
        <ul className="fd-outline-map__pins" aria-label="Restaurants on the map">
          {pins.map(({ place, at }) => (
            <li key={place.storeId} className={pinClass(single, at.left)} style={{ left: `${at.left}%`, top: `${at.top}%` }}>
              <PinLink place={place} here={pathname} />
            </li>
          ))}
        </ul>
      </div>
      <p className="fd-outline-map__credit">Outline: Natural Earth</p>
    </div>
  );
}

function useOutline(): Outline | 'failed' | null {
  const [outline, setOutline] = useState<Outline | 'failed' | null>(null);
  useEffect(() => {
    let current = true;
    loadOutline().then(
      (loaded) => current && setOutline(loaded),
      () => current && setOutline('failed'),
    );
    return () => {
      current = false;
    };
  }, []);
  return outline;
}

/** A lone pin is named; a name past the middle reads leftwards, so the frame does not cut it. */
function pinClass(named: boolean, left: number): string {
  return ['fd-outline-map__pin', named && 'fd-outline-map__pin--named', left > 55 && 'fd-outline-map__pin--label-left'].filter(Boolean).join(' ');
}

/** A pin opens its restaurant's page; on that page itself (or with none) it opens directions. */
function PinLink({ place, here }: { place: RestaurantLocation; here: string }) {
  const page = restaurantPageLink(place);
  const marker = <span className="fd-outline-map__marker" aria-hidden="true" />;
  if (page && page !== here) {
    return (
      <Link className="fd-outline-map__link" to={page}>
        {marker}
        <span className="fd-outline-map__label">{place.title}</span>
      </Link>
    );
  }
  return (
    <a className="fd-outline-map__link" href={directionsUrl(place)} target="_blank" rel="noopener noreferrer">
      {marker}
      <span className="rv-visually-hidden">Get directions to </span>
      <span className="fd-outline-map__label">{place.title}</span>
      <span className="rv-visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
