import { useId } from 'react';
import { ErrorState, useShell } from '@riviere/remote-kit';
import { bookingModeOf, telUrl } from '@riviere/restaurant-rules';
import { BOOKING_MESSAGES } from '@riviere/api-client';
import { restaurantChoices } from '../lib/restaurant-choices';
import type { BookableRestaurant } from '../model/bookable-restaurant';
import { bookingActions, useAppDispatch, useAppSelector } from '../model/booking.store';
import { loadRestaurants } from '../model/booking.thunks';
import { restaurantOf } from '../model/journey';
import { BookingUnavailable } from './booking-unavailable';

/** Spec §8 gives no wording for these two: what a visitor needs to know, and how to book instead. */
const EXTERNAL_PROVIDER_TEXT = 'This restaurant takes bookings on its own booking site.';
const BOOKINGS_OFF_TEXT = 'This restaurant cannot be booked online, please contact the restaurant directly.';

export function RestaurantStep() {
  const dispatch = useAppDispatch();
  const { restaurants, restaurantsStatus, journey } = useAppSelector((s) => s.booking);
  const restaurantId = restaurantOf(journey);
  const chosen = restaurants.find((r) => r.storeId === restaurantId) ?? null;

  return (
    <div className="bk-fields">
      <RestaurantField className="bk-field bk-field--wide" isStart={false} onChoose={(storeId) => dispatch(bookingActions.restaurantChosen(storeId))} />
      {restaurantsStatus === 'failed' && (
        <ErrorState message="Sorry, we couldn't load our restaurants." onRetry={() => void dispatch(loadRestaurants())} />
      )}
      {restaurantsStatus === 'unavailable' && <BookingUnavailable phoneNumber={null} onRetry={() => void dispatch(loadRestaurants())} />}
      {chosen && <RestaurantOutcome restaurant={chosen} onContinue={() => dispatch(bookingActions.restaurantConfirmed())} />}
    </div>
  );
}

/** The restaurant list, grouped by town (`restaurant-choices.ts`): the first step's and the home page's booking row's. */
export function RestaurantField({ className, isStart, onChoose }: { className: string; isStart: boolean; onChoose(storeId: number | null): void }) {
  const { restaurants, restaurantsStatus, journey } = useAppSelector((s) => s.booking);
  const restaurantId = restaurantOf(journey);
  const id = useId();
  const { config } = useShell();
  const towns = restaurantChoices(restaurants, config.siteName);
  return (
    <div className={className}>
      <label className="bk-field__label" htmlFor={id}>Restaurant</label>
      <select
        id={id}
        value={restaurantId ?? ''}
        disabled={restaurantsStatus === 'loading'}
        onChange={(e) => onChoose(e.target.value ? Number(e.target.value) : null)}
        {...(isStart ? { 'data-booking-start': '' } : {})}
      >
        <option value="">{restaurantsStatus === 'loading' ? 'Loading restaurants…' : 'Choose a restaurant'}</option>
        {towns.map(({ town, restaurants: choices }) => (
          <optgroup key={town} label={town}>
            {choices.map((choice) => (
              <option key={choice.storeId} value={choice.storeId}>
                {choice.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}

export function RestaurantOutcome({ restaurant, onContinue }: { restaurant: BookableRestaurant; onContinue: () => void }) {
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
        <a className="rv-button rv-button--primary" href={restaurant.bookingProviderUrl ?? undefined} target="_blank" rel="noopener noreferrer">
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
