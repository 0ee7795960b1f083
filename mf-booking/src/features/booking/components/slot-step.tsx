import { BOOKING_MESSAGES, type BookingSlot, type StoreAvailability } from '@riviere/api-client';
import { telUrl } from '@riviere/restaurant-rules';
import { choiceOf, storesWithSlots, type SlotChoice } from '../lib/availability';
import { guestsLabel } from '../lib/covers';
import { bookingActions, selectSlot, useAppDispatch, useAppSelector } from '../model/booking.store';
import { ErrorMessage, Spinner } from '../../../shared/components/status';

/** Select a restaurant and time (spec §4 step 2): the chosen restaurant and its nearest other, a few times each. */
export function SlotStep() {
  const dispatch = useAppDispatch();
  const s = useAppSelector((state) => state.booking);
  const restaurant = s.restaurants.find((r) => r.storeId === s.restaurantId);
  const pick = (choice: SlotChoice) => dispatch(bookingActions.slotHighlighted(choice));

  if (s.availabilityStatus === 'loading') return <Spinner label="Checking availability…" />;

  const groups: { store: Pick<StoreAvailability, 'storeId' | 'storeName' | 'miles' | 'isFirstChoice' | 'isPlaceAsEnquiryEnabled' | 'minimumCovers'>; choices: SlotChoice[] }[] = [];
  if (s.slotTaken && s.slots) {
    const base = s.pendingSlot;
    if (base) groups.push({
      store: { storeId: base.storeId, storeName: base.storeName, miles: 0, isFirstChoice: true, isPlaceAsEnquiryEnabled: base.isPlaceAsEnquiryEnabled, minimumCovers: base.minimumCovers },
      choices: s.slots.map((slot: BookingSlot) => ({ ...base, time: slot.time })),
    });
  } else if (s.availability) {
    for (const store of storesWithSlots(s.availability)) {
      groups.push({ store, choices: store.timeSlots.map((t) => choiceOf(store, t.time)!).filter(Boolean) });
    }
  }

  return (
    <div className="bk-slots">
      {s.slotTaken && <ErrorMessage>{BOOKING_MESSAGES.SLOT_TAKEN}</ErrorMessage>}
      {s.bookingError && <ErrorMessage>{s.bookingError}</ErrorMessage>}
      {s.slotsError && (
        <div className="bk-error" role="alert">
          <p>{BOOKING_MESSAGES.NO_AVAILABILITY}</p>
          {restaurant && (
            <p>
              <a href={telUrl(restaurant.phoneNumber)}>
                Call {restaurant.title} on {restaurant.phoneNumber}
              </a>
            </p>
          )}
        </div>
      )}
      {!s.slotsError &&
        groups.map(({ store, choices }) => (
          <fieldset key={store.storeId} className="bk-slots__store">
            <legend className="bk-legend bk-slots__legend">
              {store.storeName}
              {!store.isFirstChoice && <span className="bk-slots__miles"> · {store.miles} miles away</span>}
            </legend>
            {store.isPlaceAsEnquiryEnabled && (
              <p className="bk-slots__note">
                Enquiry for {store.minimumCovers}+ guests: the restaurant replies within 48 hours.
              </p>
            )}
            <div className="bk-slots__times">
              {choices.map((choice) => {
                const pressed = s.pendingSlot?.storeId === choice.storeId && s.pendingSlot.time === choice.time;
                return (
                  <button
                    key={choice.time}
                    type="button"
                    className="bk-slot"
                    aria-pressed={pressed}
                    aria-label={`${choice.time} at ${store.storeName}`}
                    onClick={() => pick(choice)}
                  >
                    {choice.time}
                  </button>
                );
              })}
            </div>
          </fieldset>
        ))}
      <div className="bk-actions">
        <button
          type="button"
          className="rv-button rv-button--primary"
          disabled={!s.pendingSlot || s.slotsError}
          onClick={() => s.pendingSlot && dispatch(selectSlot(s.pendingSlot))}
        >
          {s.pendingSlot ? `Continue with ${s.pendingSlot.time}` : 'Choose a time'}
        </button>
      </div>
    </div>
  );
}

export function slotSummary(choice: SlotChoice | null, covers: number): string {
  return choice ? `${choice.storeName} at ${choice.time}, ${guestsLabel(covers)}` : '';
}
