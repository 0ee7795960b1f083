import GoogleMapReact from 'google-map-react';
import type { RestaurantLocation } from '@riviere/api-client';
import { directionsUrl } from '@riviere/restaurant-rules';
import type { MapView } from '../lib/map-view';

interface Props {
  apiKey: string;
  view: MapView;
  locations: RestaurantLocation[];
}

/**
 * The real map (its own chunk: google-map-react loads only when a Maps key is set). Markers are
 * links to directions, so they are reachable and named for keyboard and screen reader users.
 */
export default function GoogleMap({ apiKey, view, locations }: Props) {
  return (
    <div className="fd-map fd-map--live" data-testid="google-map">
      <GoogleMapReact
        bootstrapURLKeys={{ key: apiKey }}
        center={view.center}
        zoom={view.zoom}
        options={{ maxZoom: 18, clickableIcons: false, fullscreenControl: false }}
      >
        {locations.map((place) => (
          <Marker key={place.storeId} lat={place.lat} lng={place.lng} place={place} />
        ))}
      </GoogleMapReact>
    </div>
  );
}

function Marker({ place }: { lat: number; lng: number; place: RestaurantLocation }) {
  return (
    <a className="fd-marker" href={directionsUrl(place)} target="_blank" rel="noopener noreferrer" title={place.title}>
      <span className="rv-visually-hidden">Get directions to {place.title} (opens in a new tab)</span>
    </a>
  );
}
