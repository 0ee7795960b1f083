import type { RestaurantLocation } from '@riviere/api-client';
import { directionsUrl } from '@riviere/restaurant-rules';

interface Props {
  locations: RestaurantLocation[];
  note: string;
}

/**
 * In place of the map (no Maps key, the offline default, or the map failed): every location
 * with its Get Directions link, so nobody is left without a way there.
 */
export function MapFallback({ locations, note }: Props) {
  return (
    <div className="fd-map fd-map--fallback" data-testid="map-fallback">
      <p className="fd-map__note">{note}</p>
      <ul className="fd-map__directions">
        {locations.map((place) => (
          <li key={place.storeId} className="fd-map__direction">
            <span className="fd-map__place">{place.title}</span>
            <a className="fd-map__link" href={directionsUrl(place)} target="_blank" rel="noopener noreferrer">
              Get directions<span className="rv-visually-hidden"> to {place.title} (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
