import { lazy, Suspense, useEffect, useId, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import type { BookingHorizon } from '@riviere/api-client';
import { longDate } from '@riviere/remote-kit/text';
import { beyondHorizonMessage } from '../lib/booking-messages';
import { closedDayMessage, isClosedOn, weeklyClosureMessage, type ClosedDays } from '../lib/closed-days';
import { fromDisplayDate, toDisplayDate } from '../lib/display-date';
import { Spinner } from '../../../shared/components/status';

/** What the form asks of the field before it searches. */
export interface DateFieldHandle {
  /** Takes the typed date; when it is not one the visitor can book, says why, keeps focus on the field and answers false. */
  check(): boolean;
}

interface Props {
  value: string;
  minDate: string;
  /** The restaurant's booking horizon (its last bookable day); null: no limit known. */
  horizon: BookingHorizon | null;
  /** The chosen restaurant, with the days it is closed; null before one is chosen. */
  restaurant?: { title: string; closedDays: ClosedDays } | null;
  onChange(date: string): void;
  /** The API's refusal of the current date (beyond the booking horizon): shown as the field's error, focus on the field. */
  refusal?: string | null;
  isStart?: boolean;
  ref?: Ref<DateFieldHandle>;
}

// The calendar is fetched when the visitor reaches for it (the toggle hovered or focused), not
// with the booking route's first JavaScript: most visitors type the date or keep today's.
const loadPicker = () => import('./month-picker');
const MonthPicker = lazy(() => loadPicker().then((m) => ({ default: m.MonthPicker })));

const DATE_ERROR = 'Please enter a date as dd/mm/yyyy, today or later.';
const CHOOSE_ANOTHER = 'Please choose another day.';

/**
 * The date (spec §5): typed as dd/MM/yyyy or picked from a month that starts on Monday; no past
 * days, none beyond the horizon, none the chosen restaurant is closed (said in words, keeping the
 * restaurant and the time: "Maison Rivière Bath Widcombe is closed on Tuesdays.").
 */
export function DateField({ value, minDate, horizon, restaurant = null, onChange, refusal = null, isStart, ref }: Props) {
  const id = useId();
  const [text, setText] = useState(toDisplayDate(value));
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    setText(toDisplayDate(value));
    setError(null);
  }, [value]);

  useEffect(() => {
    if (refusal) input.current?.focus();
  }, [refusal]);

  const closedOn = (date: string) => (restaurant ? closedDayMessage(restaurant.title, restaurant.closedDays, date) : null);
  const closed = useMemo(
    () => (restaurant ? { isClosed: (date: string) => isClosedOn(restaurant.closedDays, date), note: weeklyClosureMessage(restaurant.title, restaurant.closedDays) } : null),
    [restaurant],
  );

  /** Takes the typed date; false when it is not a date the visitor can book. */
  const commit = (): boolean => {
    const date = fromDisplayDate(text);
    const closure = date ? closedOn(date) : null;
    const problem =
      !date || date < minDate
        ? DATE_ERROR
        : horizon !== null && date > horizon.lastDate
          ? beyondHorizonMessage(horizon)
          : closure
            ? `${closure} ${CHOOSE_ANOTHER}`
            : null;
    setError(problem);
    if (problem || !date) return false;
    if (date !== value) onChange(date);
    else setText(toDisplayDate(date));
    return true;
  };

  const shown = error ?? refusal;
  // A date already chosen (a link, today, another restaurant chosen since) that falls on a closed
  // day is said at once, in the hint's place (Check availability then says it as the field's error).
  const closedValue = closedOn(value);

  useImperativeHandle(ref, () => ({
    check() {
      const ok = commit();
      if (!ok) input.current?.focus();
      return ok;
    },
  }));

  return (
    <div className="bk-field bk-date">
      <label className="bk-field__label" htmlFor={id}>Date</label>
      <div className="bk-date__row">
        <input
          ref={input}
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="dd/mm/yyyy"
          value={text}
          aria-invalid={shown !== null}
          aria-describedby={shown ? `${id}-error` : `${id}-hint`}
          onChange={(e) => setText(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            // Enter takes the date and, when it is valid, submits the form (Check availability).
            if (e.key === 'Enter' && !commit()) e.preventDefault();
          }}
          {...(isStart ? { 'data-booking-start': '' } : {})}
        />
        <button
          ref={toggle}
          type="button"
          className="rv-button bk-date__toggle"
          aria-expanded={open}
          aria-controls={`${id}-calendar`}
          onClick={() => setOpen((o) => !o)}
          onFocus={() => void loadPicker()}
          onPointerEnter={() => void loadPicker()}
        >
          <svg className="bk-date__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <rect x="3" y="5" width="18" height="16" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M3 10h18M8 3v4M16 3v4" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
          <span className="rv-visually-hidden">Choose date from a calendar</span>
        </button>
      </div>
      {shown ? (
        <p className="bk-field__error" id={`${id}-error`} role="alert">
          {shown}
        </p>
      ) : (
        <p className="bk-field__hint" id={`${id}-hint`}>
          {closedValue ? `${closedValue} ${CHOOSE_ANOTHER}` : longDate(value)}
        </p>
      )}
      {open && (
        <Suspense fallback={<Spinner label="Loading the calendar…" />}>
          <MonthPicker
            id={`${id}-calendar`}
            value={value}
            minDate={minDate}
            maxDate={horizon?.lastDate ?? null}
            closed={closed}
            onPick={(date) => {
              setOpen(false);
              onChange(date);
              toggle.current?.focus();
            }}
            onClose={() => {
              setOpen(false);
              toggle.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
