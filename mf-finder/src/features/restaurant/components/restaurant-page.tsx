import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { RestaurantLocation } from '@riviere/api-client';
import { useNow, usePageTitle, useShell } from '@riviere/remote-kit';
import { usePageHead } from '../../../shared/page-head';
import { OpeningHoursTable } from './opening-hours-table';
import { BookingAction } from '../../../shared/locations/components/booking-action';
import { LocationsMap } from '../../../shared/locations/components/locations-map';
import { addressText, directionsUrl, restaurantJsonLd, restaurantMenuPath, restaurantPath } from '@riviere/restaurant-rules';
import { bookingOption } from '../../../shared/locations/lib/booking-option';
import { restaurantView } from '../../../shared/locations/lib/map-view';
import type { RestaurantSubPage } from '../lib/resolve-path';
import { BookingStrip } from './booking-strip';
import { RestaurantAbout } from './restaurant-about';
import { RestaurantHero } from './restaurant-hero';
import { RestaurantOffers } from './restaurant-offers';
import { TakeawayMenu } from './takeaway-menu';
import './restaurant.css';

const TITLES: Record<RestaurantSubPage, (name: string) => string> = {
  home: (name) => name,
  about: (name) => `About ${name}`,
  'book-now': (name) => `Book a table at ${name}`,
};

/** The search-result text of each page: where it is, and what the page offers. */
const DESCRIPTIONS: Record<RestaurantSubPage, (restaurant: RestaurantLocation, siteName: string) => string> = {
  home: (r, site) => `${r.title}, ${addressText(r)}: opening hours, menus, offers and table booking at ${site}.`,
  about: (r, site) => `The story of ${r.title}, ${addressText(r)}, a ${site} restaurant.`,
  'book-now': (r, site) => `Book a table at ${r.title}, ${addressText(r)}, with ${site}.`,
};

/**
 * /restaurants/{city?}/{slug} and its sub-pages, in the order a guest reads them: the restaurant
 * (its front, name, address, whether it is open), the table booking, then hours, menus, where it
 * is and its story. /about leads with the story instead of the booking; /book-now is the page
 * with the shell's booking modal over it.
 */
export function RestaurantPage({ restaurant, page }: { restaurant: RestaurantLocation; page: RestaurantSubPage }) {
  const { config } = useShell();
  usePageTitle(TITLES[page](restaurant.title));
  usePageHead(
    page === 'about' ? `${restaurantPath(restaurant)}/about` : restaurantPath(restaurant),
    DESCRIPTIONS[page](restaurant, config.siteName),
    (origin) => [restaurantJsonLd(restaurant, { origin, brandName: config.siteName })],
  );
  const now = useNow();
  const bookingId = useId();
  const menusId = useId();
  const mapId = useId();
  const about = page === 'about';
  const online = bookingOption(restaurant).kind === 'online';

  return (
    <div className="fd-page fd-restaurant">
      <p className="fd-back">
        {about ? (
          <Link to={restaurantPath(restaurant)} className="fd-back__link">
            <span aria-hidden="true">← </span>Back to {restaurant.title}
          </Link>
        ) : (
          <Link to="/find-us" className="fd-back__link">
            <span aria-hidden="true">← </span>Change location
          </Link>
        )}
      </p>
      <RestaurantHero restaurant={restaurant} now={now} title={about ? TITLES.about(restaurant.title) : restaurant.title}>
        {!about && (
          <Link className="fd-hero__link" to={`${restaurantPath(restaurant)}/about`}>
            About us
          </Link>
        )}
      </RestaurantHero>

      {about ? (
        <RestaurantAbout restaurant={restaurant} />
      ) : (
        <section className="fd-restaurant__booking" aria-labelledby={bookingId}>
          <h2 id={bookingId} className="fd-section-title">
            Book a table
          </h2>
          {online ? <BookingStrip restaurant={restaurant} /> : <BookingAction restaurant={restaurant} />}
        </section>
      )}

      <div className="fd-restaurant__body">
        <OpeningHoursTable hours={restaurant} now={now} clickCollect={restaurant.clickCollect} />
        <section className="fd-restaurant__menus" aria-labelledby={menusId}>
          <h2 id={menusId} className="fd-section-title">
            Menus
          </h2>
          <p className="fd-restaurant__lead">The menus served at {restaurant.title}, with their dishes and prices.</p>
          <div className="fd-restaurant__actions">
            <Link className="rv-button rv-button--primary" to={restaurantMenuPath(restaurant)}>
              View menus
            </Link>
            <TakeawayMenu services={restaurant.takeawayServices} restaurant={restaurant.title} />
          </div>
        </section>
        <section className="fd-restaurant__map" aria-labelledby={mapId}>
          <h2 id={mapId} className="fd-section-title">
            Find us
          </h2>
          <LocationsMap locations={[restaurant]} view={restaurantView(restaurant, { width: 400, height: 320 })} />
          <p className="fd-restaurant__actions">
            <a className="rv-button" href={directionsUrl(restaurant)} target="_blank" rel="noopener noreferrer">
              Get directions<span className="rv-visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        </section>
      </div>

      {!about && <RestaurantAbout restaurant={restaurant} />}
      {!about && <RestaurantOffers storeId={restaurant.storeId} />}
    </div>
  );
}
