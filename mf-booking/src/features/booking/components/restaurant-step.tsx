import { useId } from 'react';
import { ErrorState } from '@riviere/remote-kit';
import { compareText } from '@riviere/remote-kit/text';
import { bookingModeOf, telUrl } from '@riviere/restaurant-rules';
import { BOOKING_MESSAGES } from '@riviere/api-client';
import type { BookableRestaurant } from '../model/bookable-restaurant';
import { bookingActions, useAppDispatch, useAppSelector } from '../model/booking.store';
import { loadRestaurants } from '../model/booking.thunks';

/** Spec §8 gives no wording for these two: what a visitor needs to know, and how to book instead. */
const EXTERNAL_PROVIDER_TEXT = 'This restaurant takes bookings on its own booking site.';
const BOOKINGS_OFF_TEXT = 'This restaurant cannot be booked online, please contact the restaurant directly.';

export function RestaurantStep({ isStart }: { isStart: boolean }) {
  const dispatch = useAppDispatch();
  const { restaurants, restaurantsStatus, restaurantId } = useAppSelector((s) => s.booking);
  const id = useId();
  const chosen = restaurants.find((r) => r.storeId === restaurantId) ?? null;
  const cities = groupByCity(restaurants);

  return (
    <div className="bk-fields">
      <div className="bk-field bk-field--wide">
        <label className="bk-field__label" htmlFor={id}>Restaurant</label>
        <select
          id={id}
          value={restaurantId ?? ''}
          disabled={restaurantsStatus === 'loading'}
          onChange={(e) => dispatch(bookingActions.restaurantChosen(e.target.value ? Number(e.target.value) : null))}
          {...(isStart ? { 'data-booking-start': '' } : {})}
        >
          <option value="">{restaurantsStatus === 'loading' ? 'Loading restaurants…' : 'Choose a restaurant'}</option>
          {cities.map(([city, list]) => (
            <optgroup key={city} label={city}>
              {list.map((r) => (
                <option key={r.storeId} value={r.storeId}>
                  {r.title}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      {restaurantsStatus === 'failed' && (
        <ErrorState message="Sorry, we couldn't load our restaurants." onRetry={() => void dispatch(loadRestaurants())} />
      )}
      {chosen && <RestaurantOutcome restaurant={chosen} onContinue={() => dispatch(bookingActions.stepSet('party'))} />}
    </div>
  );
}

function RestaurantOutcome({ restaurant, onContinue }: { restaurant: BookableRestaurant; onContinue: () => void }) {
  const mode = bookingModeOf(restaurant);
  const call = (
    <a href={telUrl(restaurant.phoneNumber)}>
      Call {restaurant.title} on {restaurant.phoneNumber}
    </a>
  );
  if (mode === 'online') {
    return (
      <div className="bk-actions">
        <button type="button" className="rv-button rv-button--primary" onClick={onContinue}>
          Continue
        </button>
      </div>
    );
  }
  if (mode === 'external') {
    return (
      <div className="bk-notice" role="status">
        <p>{EXTERNAL_PROVIDER_TEXT}</p>
        <a className="rv-button rv-button--primary" href={restaurant.bookingProviderUrl!} target="_blank" rel="noopener noreferrer">
          Continue to booking<span className="rv-visually-hidden"> (opens in a new tab)</span>
        </a>
      </div>
    );
  }
  return (
    <div className="bk-notice" role="status">
      <p>{mode === 'holiday-park' ? BOOKING_MESSAGES.CENTER_PARCS_MESSAGE : BOOKINGS_OFF_TEXT}</p>
      <p>{call}</p>
    </div>
  );
}

function groupByCity(restaurants: BookableRestaurant[]): [string, BookableRestaurant[]][] {
  const groups = new Map<string, BookableRestaurant[]>();
  for (const r of [...restaurants].sort((a, b) => compareText(a.title, b.title))) {
    const city = r.addressCity || r.city;
    groups.set(city, [...(groups.get(city) ?? []), r]);
  }
  return [...groups].sort(([a], [b]) => compareText(a, b));
}
