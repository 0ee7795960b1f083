import { Link } from 'react-router-dom';
import type { RestaurantLocation } from '@riviere/api-client';
import { FINDER_MESSAGES } from '../../messages';
import { useAnalytics } from '@riviere/remote-kit';
import { telUrl } from '@riviere/restaurant-rules';
import { bookingOption } from '../lib/booking-option';

/**
 * How this restaurant is booked (spec §4, §8): a deep link into the booking journey, the
 * external provider's page in a new tab, or the reason it cannot be booked online with its phone.
 */
export function BookingAction({ restaurant }: { restaurant: RestaurantLocation }) {
  const track = useAnalytics();
  const option = bookingOption(restaurant);
  const data = { storeId: restaurant.storeId, restaurant: restaurant.title };

  if (option.kind === 'online') {
    return (
      <Link className="rv-button rv-button--primary" to={option.href} onClick={() => track('booking_start', data)}>
        Book a table<span className="rv-visually-hidden"> at {restaurant.title}</span>
      </Link>
    );
  }
  if (option.kind === 'external') {
    return (
      <a className="rv-button rv-button--primary" href={option.url} target="_blank" rel="noopener noreferrer" onClick={() => track('booking_external', data)}>
        {FINDER_MESSAGES.CONTINUE_TO_BOOKING}
        <span className="rv-visually-hidden"> at {restaurant.title} (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <p className="fd-notice">
      {option.kind === 'holiday-park' ? FINDER_MESSAGES.HOLIDAY_PARK : FINDER_MESSAGES.NOT_BOOKABLE}{' '}
      {restaurant.phoneNumber && <a className="fd-notice__link" href={telUrl(restaurant.phoneNumber)}>Call {restaurant.phoneNumber}</a>}
    </p>
  );
}
