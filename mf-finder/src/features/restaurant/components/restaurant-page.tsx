import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { RestaurantLocation } from '@riviere/api-client';
import { useNow, usePageTitle, useShell } from '@riviere/remote-kit';
import { usePageHead } from '../../../shared/page-head';
import { OpeningHoursTable } from './opening-hours-table';
import { OpeningStatusText } from '../../../shared/opening-hours/opening-status';
import { BookingAction } from '../../../shared/locations/components/booking-action';
import { LocationsMap } from '../../../shared/locations/components/locations-map';
import { addressText, directionsUrl, restaurantJsonLd, restaurantMenuPath, restaurantPath, telUrl } from '@riviere/restaurant-rules';
import { bookingOption } from '../../../shared/locations/lib/booking-option';
import { restaurantView } from '../../../shared/locations/lib/map-view';
import type { RestaurantSubPage } from '../lib/resolve-path';
import { BookingStrip } from './booking-strip';
import { RestaurantAbout } from './restaurant-about';
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
 * /restaurants/{city?}/{slug} and its sub-pages: /about tells the restaurant's story; /book-now
 * is the restaurant page with the shell's booking modal over it.
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
  const mapId = useId();
  const online = bookingOption(restaurant).kind === 'online';

  return (
    <div className="fd-page fd-restaurant">
      <header className="fd-restaurant__header">
        <p className="fd-back">
          {page === 'about' ? (
            <Link to={restaurantPath(restaurant)} className="fd-back__link">
              <span aria-hidden="true">← </span>Back to {restaurant.title}
            </Link>
          ) : (
            <Link to="/find-us" className="fd-back__link">
              <span aria-hidden="true">← </span>Change location
            </Link>
          )}
        </p>
        <h1 className="fd-page__title">{page === 'about' ? TITLES.about(restaurant.title) : restaurant.title}</h1>
        <p className="fd-restaurant__address">{addressText(restaurant)}</p>
        {restaurant.phoneNumber && (
          <p className="fd-restaurant__phone">
            <a className="fd-restaurant__phone-link" href={telUrl(restaurant.phoneNumber)}>
              <span className="rv-visually-hidden">Call </span>
              {restaurant.phoneNumber}
            </a>
          </p>
        )}
        <div className="fd-restaurant__status">
          <OpeningStatusText hours={restaurant} now={now} />
          {restaurant.clickCollect && <OpeningStatusText hours={restaurant} now={now} service="click-collect" prefix="Click & collect" />}
        </div>
        <div className="fd-restaurant__actions">
          <Link className="rv-button" to={restaurantMenuPath(restaurant)}>
            View menus
          </Link>
          <a className="rv-button" href={directionsUrl(restaurant)} target="_blank" rel="noopener noreferrer">
            Get directions<span className="rv-visually-hidden"> (opens in a new tab)</span>
          </a>
          <TakeawayMenu services={restaurant.takeawayServices} restaurant={restaurant.title} />
          {page !== 'about' && (
            <Link className="rv-button rv-button--link" to={`${restaurantPath(restaurant)}/about`}>
              About us
            </Link>
          )}
        </div>
      </header>

      {page === 'about' ? (
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
        <div className="fd-restaurant__main">
          {page !== 'about' && <RestaurantAbout restaurant={restaurant} />}
          {page !== 'about' && <RestaurantOffers storeId={restaurant.storeId} />}
        </div>
        <aside className="fd-restaurant__aside" aria-label={`Opening hours and location of ${restaurant.title}`}>
          <OpeningHoursTable hours={restaurant} now={now} clickCollect={restaurant.clickCollect} />
          <section className="fd-restaurant__map" aria-labelledby={mapId}>
            <h2 id={mapId} className="fd-section-title">
              Find us
            </h2>
            <LocationsMap locations={[restaurant]} view={restaurantView(restaurant, { width: 400, height: 320 })} />
          </section>
        </aside>
      </div>
    </div>
  );
}
