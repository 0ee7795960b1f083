import { useId } from 'react';
import { BOOKING_MESSAGES, type BookingSlot, type StoreAvailability } from '@riviere/api-client';
import { longDate } from '@riviere/remote-kit/text';
import { telUrl } from '@riviere/restaurant-rules';
import { choiceOf, chosenStore, otherStores, type SlotChoice } from '../lib/availability';
import { closedDayMessage } from '../lib/closed-days';
import { guestsLabel } from '../lib/covers';
import type { BookableRestaurant } from '../model/bookable-restaurant';
import { bookingActions, selectSlot, useAppDispatch, useAppSelector } from '../model/booking.store';
import { ErrorMessage, Spinner } from '../../../shared/components/status';
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
  const restaurant = s.restaurants.find((r) => r.storeId === s.restaurantId);
  const pick = (choice: SlotChoice) => dispatch(bookingActions.slotHighlighted(choice));
  const othersId = useId();

  if (s.availabilityStatus === 'loading') return <Spinner label="Checking availability…" />;

  const taken = s.slotTaken && s.slots && s.pendingSlot ? s.pendingSlot : null;
  const chosen = s.availability ? chosenStore(s.availability) : null;
  const others = s.availability && !taken ? otherStores(s.availability) : [];
  const covers = s.adultCovers + s.childCovers;

  return (
    <div className="bk-slots">
      {s.slotTaken && <ErrorMessage>{BOOKING_MESSAGES.SLOT_TAKEN}</ErrorMessage>}
      {s.bookingError && <ErrorMessage>{s.bookingError}</ErrorMessage>}
      {s.slotsError && (
        <div className="bk-error" role="alert">
          <p>{BOOKING_MESSAGES.NO_AVAILABILITY}</p>
          {restaurant && <CallLink restaurant={restaurant} />}
        </div>
      )}
      {taken && (
        <SlotTimes
          store={{ ...taken, miles: 0 }}
          choices={s.slots!.map((slot: BookingSlot) => ({ ...taken, time: slot.time }))}
          pending={s.pendingSlot}
          isOther={false}
          onPick={pick}
        />
      )}
      {!taken && !s.slotsError && chosen && <SlotTimes store={chosen} choices={choicesOf(chosen)} pending={s.pendingSlot} isOther={false} onPick={pick} />}
      {!taken && !s.slotsError && !chosen && s.availability && restaurant && (
        <div className="bk-notice" role="status">
          <p>{closedDayMessage(restaurant.title, restaurant.closedDays, s.selectedBookingDate) ?? noTableText(restaurant.title, covers, s.selectedBookingDate)}</p>
          <CallLink restaurant={restaurant} />
        </div>
      )}
      {!s.slotsError && others.length > 0 && (
        <section className="bk-slots__others" aria-labelledby={othersId}>
          <h4 id={othersId} className="bk-slots__others-title">
            {chosen ? 'Other restaurants nearby' : `Other restaurants nearby with a table for ${covers}`}
          </h4>
          {others.map((store) => (
            <SlotTimes key={store.storeId} store={store} choices={choicesOf(store)} pending={s.pendingSlot} isOther askedFor={s.availability!.time} onPick={pick} />
          ))}
        </section>
      )}
      <div className="bk-actions">
        <button
          type="button"
          className="rv-button rv-button--primary"
          disabled={!s.pendingSlot || s.slotsError}
          onClick={() => s.pendingSlot && dispatch(selectSlot(s.pendingSlot))}
        >
          {s.pendingSlot ? continueLabel(s.pendingSlot, s.restaurantId) : 'Choose a time'}
        </button>
      </div>
    </div>
  );
}

function CallLink({ restaurant }: { restaurant: Pick<BookableRestaurant, 'title' | 'phoneNumber'> }) {
  return (
    <p>
      <a href={telUrl(restaurant.phoneNumber)}>
        Call {restaurant.title} on {restaurant.phoneNumber}
      </a>
    </p>
  );
}

/** 'Sorry, Maison Rivière Bath Widcombe has no table for 2 on Tuesday 20 April 2027.' */
function noTableText(title: string, covers: number, date: string): string {
  return `Sorry, ${title} has no table for ${covers} on ${longDate(date)}.`;
}

/** 'Continue with 19:30', naming the restaurant when it is not the one the visitor chose. */
function continueLabel(pending: SlotChoice, restaurantId: number | null): string {
  return pending.storeId === restaurantId ? `Continue with ${pending.time}` : `Continue with ${pending.time} at ${pending.storeName}`;
}

export function slotSummary(choice: SlotChoice | null, covers: number): string {
  return choice ? `${choice.storeName} at ${choice.time}, ${guestsLabel(covers)}` : '';
}
