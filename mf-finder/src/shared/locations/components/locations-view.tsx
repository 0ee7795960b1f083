import type { RestaurantLocation } from '@riviere/api-client';
import { PHONE_QUERY, useMediaQuery } from '../../use-media-query';
import { useNow } from '@riviere/remote-kit';
import { fitView, type MapOrigin } from '../lib/map-view';
import { LocationCard } from './location-card';
import { LocationsMap } from './locations-map';
import './locations.css';

export interface LocationsViewProps {
  locations: RestaurantLocation[];
  /** Names the list for assistive technology, e.g. 'Restaurants near Bath'. */
  label: string;
  /** Where the search was for: marked on the map, and kept in its frame. */
  origin?: MapOrigin | null;
}

/** Map size the view is fitted to: the wide layout's map column. */
const MAP_SIZE = { width: 480, height: 520 };

/**
 * The locations list (issue 7): a list with the map beside it on wide screens, an accordion on
 * phones (the first restaurant open), the map or its fallback after the list.
 */
export function LocationsView({ locations, label, origin = null }: LocationsViewProps) {
  const phone = useMediaQuery(PHONE_QUERY);
  const now = useNow();
  return (
    <div className="fd-locations">
      <ul className="fd-locations__list" aria-label={label}>
        {locations.map((place, index) => (
          <LocationCard key={`${place.storeId}-${phone}`} restaurant={place} now={now} collapsible={phone} initiallyOpen={index === 0} />
        ))}
      </ul>
      <div className="fd-locations__map">
        <LocationsMap locations={locations} view={fitView(origin ? [...locations, origin] : locations, MAP_SIZE)} origin={origin} />
      </div>
    </div>
  );
}
