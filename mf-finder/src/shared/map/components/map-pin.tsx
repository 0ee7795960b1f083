import { Link } from 'react-router-dom';
import type { RestaurantLocation } from '@riviere/api-client';
import { directionsUrl, restaurantPageLink } from '@riviere/restaurant-rules';

/**
 * A restaurant named as a link: to its page, or on that page itself (or for a restaurant
 * without one) to directions. A pin on the map draws its marker beside the name.
 */
export function RestaurantLink({ place, here, className, pin = false }: { place: RestaurantLocation; here: string; className?: string; pin?: boolean }) {
  const page = restaurantPageLink(place);
  const marker = pin ? <span className="fd-outline-map__marker" aria-hidden="true" /> : null;
  const name = <span className={pin ? 'fd-outline-map__label' : undefined}>{place.title}</span>;
  if (page && page !== here) {
    return (
      <Link className={className} to={page}>
        {marker}
        {name}
      </Link>
    );
  }
  return (
    <a className={className} href={directionsUrl(place)} target="_blank" rel="noopener noreferrer">
      {marker}
      <span className="rv-visually-hidden">Get directions to </span>
      {name}
      <span className="rv-visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
