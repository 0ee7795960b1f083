import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { BOOKING_MESSAGES } from '@riviere/api-client';
import { ErrorState } from '@riviere/remote-kit';
import { bookingModeOf, bookingPath } from '@riviere/restaurant-rules';
import { useNamedRestaurant } from '../hooks/use-named-restaurant';
import { closedDayMessage } from '../lib/closed-days';
import { rowAnswer, slotJourneyUrl, type RowSearch, type RowTimes } from '../lib/row-answer';
import type { BookableRestaurant } from '../model/bookable-restaurant';
import { bookingActions, chooseNamedRestaurant, useAppDispatch, useAppSelector } from '../model/booking.store';
import { checkAvailability, loadOccasions, loadRestaurants } from '../model/booking.thunks';
import { restaurantOf, type Journey, type SlotList } from '../model/journey';
import { ErrorMessage, Spinner } from '../../../shared/components/status';
import { BookingUnavailable } from './booking-unavailable';
import type { DateFieldHandle } from './date-field';
import { GuestsFields, JourneyDateField, TimeField } from './party-step';
import { RestaurantField, RestaurantOutcome } from './restaurant-step';
import { CallLink, noTableText } from './slot-step';
import './booking-row.css';

interface Props {
  /** A restaurant asked for by the page ('city/slug') or the URL's deep link (a slug, 'city/slug' or a storeId). */
  restaurantKey: string | null;
  /** On a restaurant's page: its restaurant is the row's, no list to choose from. */
  onRestaurantPage: boolean;
  now: () => number;
  navigate(to: string): void;
}

/**
 * The booking row (issue 25): date, time and guests — on the home page a restaurant first — and
 * Find a table, in one row from 768 px. Its answer is the free times as chips near the time asked
 * for; a chip opens the full journey in the modal at its next step with everything chosen kept.
 * The search is the journey's own (the same fields, thunks and messages as its party and times steps).
 */
export function BookingRow({ restaurantKey, onRestaurantPage, now, navigate }: Props) {
  const dispatch = useAppDispatch();
  const s = useAppSelector((state) => state.booking);
  const dateField = useRef<DateFieldHandle>(null);
  const j = s.journey;
  const restaurantId = restaurantOf(j);
  const restaurant = s.restaurants.find((r) => r.storeId === restaurantId) ?? null;
  const online = restaurant !== null && bookingModeOf(restaurant) === 'online';
  const date = s.selectedBookingDate;

  // The restaurant the page or the URL names is chosen once the list is in (the server's render has it already).
  useNamedRestaurant(restaurantKey, (named, key) => {
    if (named.storeId !== restaurantId) dispatch(chooseNamedRestaurant(key));
  });

  // The restaurant's booking horizon and its occasions for the day, as the party step loads them.
  useEffect(() => {
    if (restaurantId !== null && online) void dispatch(loadOccasions({ storeId: restaurantId, date }));
  }, [dispatch, restaurantId, online, date]);

  const choose = (storeId: number | null) => {
    dispatch(bookingActions.restaurantChosen(storeId));
    const chosen = s.restaurants.find((r) => r.storeId === storeId);
    if (chosen && bookingModeOf(chosen) === 'online') dispatch(bookingActions.restaurantConfirmed());
  };
  const find = () => void dispatch(checkAvailability());
  const checking = j.step === 'party' && j.checking;

  return (
    <div className="bk-row">
      <form
        className="bk-row__form"
        aria-label="Find a table"
        onSubmit={(e) => {
          e.preventDefault();
          // A date the visitor cannot book stops the search: the field says why and keeps focus.
          if (dateField.current && !dateField.current.check()) return;
          find();
        }}
      >
        {!onRestaurantPage && <RestaurantField className="bk-field bk-row__restaurant" isStart onChoose={choose} />}
        <JourneyDateField ref={dateField} now={now} isStart={onRestaurantPage} />
        <TimeField />
        <GuestsFields />
        <div className="bk-row__action">
          <button type="submit" className="rv-button rv-button--primary bk-row__find" disabled={checking || !online}>
            {checking ? 'Finding…' : 'Find a table'}
          </button>
        </div>
      </form>
      {s.restaurantsStatus === 'failed' && <ErrorState message="Sorry, we couldn't load our restaurants." onRetry={() => void dispatch(loadRestaurants())} />}
      {s.restaurantsStatus === 'unavailable' && <BookingUnavailable phoneNumber={null} onRetry={() => void dispatch(loadRestaurants())} />}
      {restaurant && !online && <RestaurantOutcome restaurant={restaurant} onContinue={() => undefined} />}
      <p className="rv-visually-hidden" role="status">
        {announcement(j)}
      </p>
      <div className="bk-row__answer">
        {checking && <Spinner label="Checking availability…" />}
        {j.step === 'slot' && restaurant && (
          <RowAnswer
            slots={j.slots}
            restaurant={restaurant}
            search={{ restaurantId: restaurant.storeId, date, time: s.selectedBookingTime, adults: s.adultCovers, children: s.childCovers, occasionId: s.occasionId }}
            modalPath={onRestaurantPage ? bookingPath(restaurant) : '/book-now'}
            navigate={navigate}
            onRetry={find}
          />
        )}
      </div>
    </div>
  );
}

/** What the live region says once the search has answered (its failures are alerts of their own). */
function announcement(j: Journey): string {
  if (j.step !== 'slot' || !j.slots.availability) return '';
  const { chosen, others } = rowAnswer(j.slots.availability);
  if (!chosen) return others.length > 0 ? 'No table at your restaurant that day. Other restaurants nearby are listed.' : '';
  const count = chosen.choices.length;
  return `${count} free ${count === 1 ? 'time' : 'times'}. Choose one to book.`;
}

interface AnswerProps {
  slots: SlotList;
  restaurant: BookableRestaurant;
  search: RowSearch;
  modalPath: string;
  navigate(to: string): void;
  onRetry(): void;
}

/** What the search found: free times as chips, or the journey's own words for none, a failure or the API out of reach. */
function RowAnswer({ slots, restaurant, search, modalPath, navigate, onRetry }: AnswerProps) {
  const othersId = useId();
  if (slots.unavailable) return <BookingUnavailable phoneNumber={restaurant.phoneNumber} onRetry={onRetry} />;
  if (slots.error) return <ErrorMessage>{slots.error}</ErrorMessage>;
  if (slots.noSlots || !slots.availability) {
    return (
      <div className="bk-error" role="alert">
        <p>{BOOKING_MESSAGES.NO_AVAILABILITY}</p>
        <CallLink restaurant={restaurant} />
      </div>
    );
  }
  const { chosen, others } = rowAnswer(slots.availability);
  const covers = search.adults + search.children;
  const chips = (times: RowTimes, isOther: boolean) => (
    <SlotChips times={times} isOther={isOther} urlOf={(choice) => slotJourneyUrl(modalPath, search, choice)} navigate={navigate} />
  );
  return (
    <>
      {chosen ? (
        chips(chosen, false)
      ) : (
        <div className="bk-notice" role="status">
          <p>{closedDayMessage(restaurant.title, restaurant.closedDays, search.date) ?? noTableText(restaurant.title, covers, search.date)}</p>
          <CallLink restaurant={restaurant} />
        </div>
      )}
      {others.length > 0 && (
        <section className="bk-row__others" aria-labelledby={othersId}>
          <h3 id={othersId} className="bk-row__others-title">
            {chosen ? 'Other restaurants nearby' : `Other restaurants nearby with a table for ${covers}`}
          </h3>
          {others.map((times) => (
            <div key={times.store.storeId}>{chips(times, true)}</div>
          ))}
        </section>
      )}
    </>
  );
}

interface ChipsProps {
  times: RowTimes;
  isOther: boolean;
  urlOf(choice: RowTimes['choices'][number]): string;
  navigate(to: string): void;
}

/** One restaurant's free times as links into the journey: each named by its time (and the restaurant, when it is another). */
function SlotChips({ times, isOther, urlOf, navigate }: ChipsProps) {
  const { store, choices } = times;
  const headingId = useId();
  const follow = (url: string) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(url);
  };
  return (
    <div className="bk-row__times">
      <p className="bk-row__times-title" id={headingId}>
        {isOther ? `${store.storeName} · ${store.miles} miles away` : `Free times at ${store.storeName}`}
      </p>
      <ul className="bk-chips" aria-labelledby={headingId}>
        {choices.map((choice) => {
          const url = urlOf(choice);
          return (
            <li key={choice.time}>
              <a className="bk-chip" href={url} onClick={follow(url)} {...(isOther ? { 'aria-label': `${choice.time} at ${store.storeName}` } : {})}>
                {choice.time}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
