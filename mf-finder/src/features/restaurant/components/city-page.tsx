import { Link } from 'react-router-dom';
import type { RestaurantLocation } from '@riviere/api-client';
import { usePageTitle, useShell } from '@riviere/remote-kit';
import { usePageHead } from '../../../shared/page-head';
import { LocationsView } from '../../../shared/locations/components/locations-view';

/** /restaurants/{city}: the city's restaurants with their status and links, list and map. */
export function CityPage({ city, restaurants }: { city: string; restaurants: RestaurantLocation[] }) {
  const name = restaurants[0]?.addressCity || city;
  const title = `Restaurants in ${name}`;
  const count = restaurants.length;
  const { config } = useShell();
  usePageTitle(title);
  usePageHead(`/restaurants/${city}`, `${config.siteName} in ${name}: ${count === 1 ? 'one restaurant' : `${count} restaurants`} — opening hours, menus and table booking.`);
  return (
    <div className="fd-page">
      <header className="fd-page__header">
        <p className="fd-back">
          <Link to="/find-us" className="fd-back__link">
            <span aria-hidden="true">← </span>Find another restaurant
          </Link>
        </p>
        <h1 className="fd-page__title">{title}</h1>
        <p className="fd-page__intro">
          {count === 1 ? 'One restaurant' : `${count} restaurants`} in {name}: opening hours, menus and table booking.
        </p>
      </header>
      <LocationsView locations={restaurants} label={title} />
    </div>
  );
}
