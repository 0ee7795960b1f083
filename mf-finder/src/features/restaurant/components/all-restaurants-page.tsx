import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { RestaurantLocation } from '@riviere/api-client';
import { ErrorState, LoadingState, useNow, usePageTitle, useShell } from '@riviere/remote-kit';
import { ContentPicture } from '@riviere/remote-kit/picture';
import { addressText, restaurantPath } from '@riviere/restaurant-rules';
import { FINDER_MESSAGES } from '../../../shared/messages';
import { OpeningStatusText } from '../../../shared/opening-hours/opening-status';
import { usePageHead } from '../../../shared/page-head';
import { useAllRestaurants } from '../api/get-restaurants.api';
import { groupByTown, type Town } from '../lib/group-by-town';
import '@riviere/remote-kit/content-picture.css';
import './restaurants-list.css';

const TITLE = 'Our restaurants';

/** The list's thumbnails (restaurants-list.css): 96 px wide on a phone, 128 px from 768 px. */
const THUMB_SIZES = '(min-width: 768px) 128px, 96px';

/** /restaurants: every restaurant, town by town, each with its front, address and whether it is open now. */
export function AllRestaurantsPage() {
  const answer = useAllRestaurants();
  usePageTitle(TITLE);
  return (
    <div className="fd-page">
      <header className="fd-page__header">
        <h1 className="fd-page__title">{TITLE}</h1>
        {answer.status === 'success' && <Intro restaurants={answer.data} />}
      </header>
      {answer.status === 'loading' && <LoadingState label={FINDER_MESSAGES.LOADING_RESTAURANTS} />}
      {answer.status === 'error' && <ErrorState message={FINDER_MESSAGES.LOAD_RESTAURANTS_FAILED} onRetry={answer.retry} />}
      {answer.status === 'success' && <Towns restaurants={answer.data} />}
    </div>
  );
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

function Intro({ restaurants }: { restaurants: RestaurantLocation[] }) {
  const { config } = useShell();
  const towns = groupByTown(restaurants).length;
  const words = `${count(restaurants.length, 'restaurant')} in ${count(towns, 'town')}`;
  usePageHead('/restaurants', `Every ${config.siteName} restaurant, town by town: ${words}, with addresses, opening hours and table booking.`);
  return (
    <p className="fd-page__intro">
      {words}. Choose one for its opening hours, menus and table booking, or <Link to="/find-us">search by postcode</Link>.
    </p>
  );
}

function Towns({ restaurants }: { restaurants: RestaurantLocation[] }) {
  const now = useNow();
  return (
    <div className="fd-towns">
      {groupByTown(restaurants).map((town) => (
        <TownSection key={town.name} town={town} now={now} />
      ))}
    </div>
  );
}

function TownSection({ town, now }: { town: Town<RestaurantLocation>; now: number }) {
  const headingId = useId();
  return (
    <section className="fd-town" aria-labelledby={headingId}>
      <h2 id={headingId} className="fd-town__name">
        {town.name}
      </h2>
      <ul className="fd-town__list" aria-label={`Restaurants in ${town.name}`}>
        {town.restaurants.map((restaurant) => (
          <RestaurantEntry key={restaurant.storeId} restaurant={restaurant} now={now} />
        ))}
      </ul>
    </section>
  );
}

function RestaurantEntry({ restaurant, now }: { restaurant: RestaurantLocation; now: number }) {
  const front = restaurant.heroTiles[0]?.picture;
  return (
    <li className="fd-entry">
      {front ? <ContentPicture image={front} sizes={THUMB_SIZES} alt="" className="rk-picture--fill fd-entry__picture" /> : <span className="fd-entry__picture" />}
      <div className="fd-entry__text">
        <h3 className="fd-entry__name">
          {/* A restaurant that hides its page is listed without a link to it. */}
          {restaurant.hideRestaurantDetailPage ? restaurant.title : <Link to={restaurantPath(restaurant)}>{restaurant.title}</Link>}
        </h3>
        <p className="fd-entry__address">{addressText(restaurant)}</p>
        <OpeningStatusText hours={restaurant} now={now} />
      </div>
    </li>
  );
}
