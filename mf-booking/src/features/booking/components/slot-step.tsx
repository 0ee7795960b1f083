import { useId } from 'react';
import { BOOKING_MESSAGES, type BookingSlot, type StoreAvailability } from '@riviere/api-client';
import { longDate } from '@riviere/remote-kit/text';
import { telUrl } from '@riviere/restaurant-rules';
import { choiceOf, chosenStore, otherStores, type SlotChoice } from '../lib/availability';
import { closedDayMessage } from '../lib/closed-days';
import { guestsLabel } from '../lib/covers';
import type { BookableRestaurant } from '../model/bookable-restaurant';
import { restaurantOf } from '../model/journey';
import { bookingActions, runAvailability, selectSlot, useAppDispatch, useAppSelector } from '../model/booking.store';
import { ErrorMessage, Spinner } from '../../../shared/components/status';
import { BookingUnavailable } from './booking-unavailable';
import { SlotTimes } from './slot-times';
import './other-restaurants.css';

const choicesOf = (store: StoreAvailability) => store.timeSlots.map((t) => choiceOf(store, t.time)).filter((c): c is SlotChoice => c !== null);

/**
 * Select a restaurant and time (spec §4 step 2): the visitor's restaurant first, a few times
 * around theirs. When it has none that day, it says why (closed, or no table for the party)
 * and keeps it chosen; its nearest other restaurant is offered under its own heading, never
 * chosen for the visitor.
 */
export function SlotStep() {
  const dispatch = useAppDispatch();
  const s = useAppSelector((state) => state.booking);
  const j = s.journey;
  const restaurantId = restaurantOf(j);
  const restaurant = s.restaurants.find((r) => r.storeId === restaurantId);
  const pick = (choice: SlotChoice) => dispatch(bookingActions.slotHighlighted(choice));
  const othersId = useId();

  if (j.step === 'party' && j.checking) return <Spinner label="Checking availability…" />;
  if (j.step !== 'slot') return null;
  const { availability, fresh, slotTaken, noSlots, error, unavailable, pending } = j.slots;
  // Nothing to choose from: how to book instead, and Try again (no Continue to a time there is not).
  if (unavailable) return <BookingUnavailable phoneNumber={restaurant?.phoneNumber ?? null} onRetry={() => void dispatch(runAvailability())} />;

  const taken = slotTaken && fresh && pending ? { pending, fresh } : null;
  const chosen = availability ? chosenStore(availability) : null;
  const others = availability && !taken ? otherStores(availability) : [];
  const covers = s.adultCovers + s.childCovers;

  return (
    <div className="bk-slots">
      {slotTaken && <ErrorMessage>{BOOKING_MESSAGES.SLOT_TAKEN}</ErrorMessage>}
      {error && <ErrorMessage>{error}</ErrorMessage>}
      {noSlots && (
        <div className="bk-error" role="alert">
          <p>{BOOKING_MESSAGES.NO_AVAILABILITY}</p>
          {restaurant && <CallLink restaurant={restaurant} />}
        </div>
      )}
      {taken && (
        <SlotTimes
          store={{ ...taken.pending, miles: 0 }}
          choices={taken.fresh.map((slot: BookingSlot) => ({ ...taken.pending, time: slot.time }))}
          pending={pending}
          isOther={false}
          onPick={pick}
        />
      )}
      {!taken && !noSlots && chosen && <SlotTimes store={chosen} choices={choicesOf(chosen)} pending={pending} isOther={false} onPick={pick} />}
      {!taken && !noSlots && !chosen && availability && restaurant && (
        <div className="bk-notice" role="status">
          <p>{closedDayMessage(restaurant.title, restaurant.closedDays, s.selectedBookingDate) ?? noTableText(restaurant.title, covers, s.selectedBookingDate)}</p>
          <CallLink restaurant={restaurant} />
        </div>
      )}
      {!noSlots && availability && others.length > 0 && (
        <section className="bk-slots__others" aria-labelledby={othersId}>
          <h4 id={othersId} className="bk-slots__others-title">
            {chosen ? 'Other restaurants nearby' : `Other restaurants nearby with a table for ${covers}`}
          </h4>
          {others.map((store) => (
            <SlotTimes key={store.storeId} store={store} choices={choicesOf(store)} pending={pending} isOther askedFor={availability.time} onPick={pick} />
          ))}
        </section>
      )}
      <div className="bk-actions">
        <button
          type="button"
          className="rv-button rv-button--primary"
          disabled={!pending || noSlots}
          onClick={() => pending && dispatch(selectSlot(pending))}
        >
          {pending ? continueLabel(pending, restaurantId) : 'Choose a time'}
        </button>
      </div>
    </div>
  );
}

export function CallLink({ restaurant }: { restaurant: Pick<BookableRestaurant, 'title' | 'phoneNumber'> }) {
  return (
    <p>
      <a href={telUrl(restaurant.phoneNumber)}>
        Call {restaurant.title} on {restaurant.phoneNumber}
      </a>
    </p>
  );
}

/** 'Sorry, Maison Rivière Bath Widcombe has no table for 2 on Tuesday 20 April 2027.' */
export function noTableText(title: string, covers: number, date: string): string {
  return `Sorry, ${title} has no table for ${covers} on ${longDate(date)}.`;
}

/** 'Continue with 19:30', naming the restaurant when it is not the one the visitor chose. */
function continueLabel(pending: SlotChoice, restaurantId: number | null): string {
  return pending.storeId === restaurantId ? `Continue with ${pending.time}` : `Continue with ${pending.time} at ${pending.storeName}`;
}

export function slotSummary(choice: SlotChoice | null, covers: number): string {
  return choice ? `${choice.storeName} at ${choice.time}, ${guestsLabel(covers)}` : '';
}
