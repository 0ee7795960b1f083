import { useEffect, useId, useRef, type Ref } from 'react';
import { BOOKING_TIMES, defaultBookingTime, wallClock } from '@riviere/restaurant-rules';
import { MAX_ADULTS, MAX_CHILDREN, MIN_ADULTS, SHOW_CHILD_COVERS } from '../lib/covers';
import { bookingActions, runAvailability, useAppDispatch, useAppSelector } from '../model/booking.store';
import { loadOccasions } from '../model/booking.thunks';
import { restaurantOf } from '../model/journey';
import { DateField, type DateFieldHandle } from './date-field';

const ADULT_OPTIONS = Array.from({ length: MAX_ADULTS - MIN_ADULTS + 1 }, (_, i) => MIN_ADULTS + i);
const CHILD_OPTIONS = Array.from({ length: MAX_CHILDREN + 1 }, (_, i) => i);

/** Table size, time and date (spec §4 step 1), then Check availability. */
export function PartyStep({ now }: { now: () => number }) {
  const dispatch = useAppDispatch();
  const s = useAppSelector((state) => state.booking);
  const occasionId = useId();
  const dateField = useRef<DateFieldHandle>(null);
  const { journey: j, selectedBookingDate: date } = s;
  const restaurantId = restaurantOf(j);

  useEffect(() => {
    if (restaurantId !== null) void dispatch(loadOccasions({ storeId: restaurantId, date }));
  }, [dispatch, restaurantId, date]);

  const checking = j.step === 'party' && j.checking;
  return (
    <form
      className="bk-fields"
      onSubmit={(e) => {
        e.preventDefault();
        // A date the visitor cannot book stops the search: the field says why and keeps focus.
        if (dateField.current && !dateField.current.check()) return;
        void dispatch(runAvailability());
      }}
    >
      <JourneyDateField ref={dateField} now={now} isStart={false} />
      <TimeField />
      <GuestsFields />
      <div className="bk-field">
        <label className="bk-field__label" htmlFor={occasionId}>Occasion</label>
        <select
          id={occasionId}
          value={s.occasionId ?? ''}
          disabled={s.occasionsStatus === 'loading'}
          onChange={(e) => dispatch(bookingActions.occasionChanged(e.target.value ? Number(e.target.value) : null))}
        >
          <option value="">Lunch or dinner</option>
          {s.occasions.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
              {o.minimumCovers > 1 ? ` (${o.minimumCovers}+ guests)` : ''}
            </option>
          ))}
        </select>
      </div>
      <div className="bk-actions bk-actions--field">
        <button type="submit" className="rv-button rv-button--primary" disabled={checking || restaurantId === null}>
          {checking ? 'Checking…' : 'Check availability'}
        </button>
      </div>
    </form>
  );
}

/** The journey's date: its restaurant's closed days and horizon, the API's refusal, a new date's default time. */
export function JourneyDateField({ now, isStart, ref }: { now: () => number; isStart: boolean; ref?: Ref<DateFieldHandle> }) {
  const dispatch = useAppDispatch();
  const s = useAppSelector((state) => state.booking);
  const j = s.journey;
  const restaurantId = restaurantOf(j);
  const restaurant = s.restaurants.find((r) => r.storeId === restaurantId) ?? null;
  return (
    <DateField
      ref={ref}
      value={s.selectedBookingDate}
      minDate={wallClock(now()).date}
      horizon={s.bookingHorizon}
      restaurant={restaurant}
      refusal={j.step === 'party' ? j.dateRefusal : null}
      onChange={(d) => dispatch(bookingActions.dateChanged({ date: d, defaultTime: defaultBookingTime(d, now()) }))}
      isStart={isStart}
    />
  );
}

/** The time of the table (the journey's grid, spec §5): the party step's and the booking row's. */
export function TimeField() {
  const dispatch = useAppDispatch();
  const time = useAppSelector((state) => state.booking.selectedBookingTime);
  const id = useId();
  return (
    <div className="bk-field">
      <label className="bk-field__label" htmlFor={id}>Time</label>
      <select id={id} value={time} onChange={(e) => dispatch(bookingActions.timeChanged(e.target.value))}>
        {BOOKING_TIMES.map((t) => (
          <option key={t}>{t}</option>
        ))}
      </select>
    </div>
  );
}

/** The party: guests (adults, and children where the brand counts them apart). */
export function GuestsFields() {
  const dispatch = useAppDispatch();
  const adults = useAppSelector((state) => state.booking.adultCovers);
  const children = useAppSelector((state) => state.booking.childCovers);
  const ids = { adults: useId(), children: useId() };
  return (
    <>
      <div className="bk-field">
        <label className="bk-field__label" htmlFor={ids.adults}>{SHOW_CHILD_COVERS ? 'Adults' : 'Guests'}</label>
        <select id={ids.adults} value={adults} onChange={(e) => dispatch(bookingActions.partyChanged({ adults: Number(e.target.value), children }))}>
          {ADULT_OPTIONS.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      {SHOW_CHILD_COVERS && (
        <div className="bk-field">
          <label className="bk-field__label" htmlFor={ids.children}>Children</label>
          <select id={ids.children} value={children} onChange={(e) => dispatch(bookingActions.partyChanged({ adults, children: Number(e.target.value) }))}>
            {CHILD_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
      )}
    </>
  );
}
