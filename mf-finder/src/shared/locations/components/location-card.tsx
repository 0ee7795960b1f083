import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { RestaurantLocation } from '@riviere/api-client';
import { OpeningStatusText } from '../../opening-hours/opening-status';
import { addressText, formatMiles, restaurantMenuPath, restaurantPageLink, telUrl } from '@riviere/restaurant-rules';
import { BookingAction } from './booking-action';

interface Props {
  restaurant: RestaurantLocation;
  now: number;
  /** Phones: the card is an accordion item whose details open from its heading. */
  collapsible: boolean;
  initiallyOpen?: boolean;
}

/** One restaurant in a list: name, distance, today's status, address, phone and where to go next. */
export function LocationCard({ restaurant, now, collapsible, initiallyOpen = false }: Props) {
  const [open, setOpen] = useState(initiallyOpen);
  const panelId = useId();
  const page = restaurantPageLink(restaurant);
  const expanded = !collapsible || open;

  const summary = (
    <>
      <span className="fd-card__name">{restaurant.title}</span>
      {restaurant.miles !== undefined && <span className="fd-card__miles">{formatMiles(restaurant.miles)}</span>}
    </>
  );

  return (
    <li className={`fd-card${collapsible ? ' fd-card--accordion' : ''}`} data-store={restaurant.storeId}>
      <h3 className="fd-card__title">
        {collapsible ? (
          <button type="button" className="fd-card__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
            {summary}
            <span className="fd-card__chevron" aria-hidden="true" />
          </button>
        ) : page ? (
          <Link to={page} className="fd-card__link">
            {summary}
          </Link>
        ) : (
          <span className="fd-card__link">{summary}</span>
        )}
      </h3>
      <OpeningStatusText hours={restaurant} now={now} />
      <div id={panelId} className="fd-card__details" hidden={!expanded}>
        <p className="fd-card__address">{addressText(restaurant)}</p>
        {restaurant.phoneNumber && (
          <p className="fd-card__phone">
            <a className="fd-card__phone-link" href={telUrl(restaurant.phoneNumber)}>
              <span className="rv-visually-hidden">Call {restaurant.title} on </span>
              {restaurant.phoneNumber}
            </a>
          </p>
        )}
        <div className="fd-card__actions">
          <BookingAction restaurant={restaurant} />
          {page && (
            <Link className="rv-button" to={page}>
              Restaurant details<span className="rv-visually-hidden">: {restaurant.title}</span>
            </Link>
          )}
          <Link className="rv-button rv-button--link" to={restaurantMenuPath(restaurant)}>
            Menu<span className="rv-visually-hidden"> at {restaurant.title}</span>
          </Link>
        </div>
      </div>
    </li>
  );
}
