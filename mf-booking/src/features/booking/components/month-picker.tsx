import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { longDate } from '@riviere/remote-kit/text';
import { WEEKDAYS, addMonths, clampDate, monthGrid, monthLabel, movedDay } from '../lib/month-grid';
import './closed-days.css';

/** The days the chosen restaurant is closed, and the sentence that says so. */
export interface ClosedDaysShown {
  isClosed(date: string): boolean;
  /** 'Maison Rivière Bath Widcombe is closed on Tuesdays.'; null when it has no weekly closure. */
  note: string | null;
}

interface Props {
  id: string;
  value: string;
  minDate: string;
  /** The last bookable day (the booking horizon); null: no limit known. */
  maxDate: string | null;
  closed?: ClosedDaysShown | null;
  onPick(date: string): void;
  onClose(): void;
}

const monthOf = (date: string) => date.slice(0, 7);

/**
 * The date field's calendar, a WAI-ARIA date picker dialog: a month from Monday; arrows, Home/End,
 * Page Up/Down (a month; with Shift a year) move the focused day; the grid is one Tab stop
 * (roving tabindex); Enter or Space picks; Esc closes. Past days and days beyond the horizon
 * are disabled, and the note under the month says why. Days the restaurant is closed stay in
 * reach of the keys (aria-disabled) but cannot be picked: each is named "…, closed" and the note
 * says which days it closes.
 */
export function MonthPicker({ id, value, minDate, maxDate, closed = null, onPick, onClose }: Props) {
  const [focused, setFocused] = useState(() => clampDate(value, minDate, maxDate));
  const [moved, setMoved] = useState(true);
  const grid = useRef<HTMLTableElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const year = Number(focused.slice(0, 4));
  const month = Number(focused.slice(5, 7));
  const weeks = monthGrid(year, month, minDate, maxDate, closed?.isClosed);

  // The focused day takes focus when it was moved by a key (and on opening, as the pattern asks).
  useEffect(() => {
    if (!moved) return;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
    setMoved(false);
  }, [focused, moved]);

  const moveTo = (date: string, takeFocus: boolean) => {
    setFocused(clampDate(date, minDate, maxDate));
    setMoved(takeFocus);
  };

  // Esc closes the calendar, not the booking modal around it; Tab stays inside the dialog. Only
  // the calendar's buttons take focus, so each listens rather than the dialog (no control of its own).
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
    }
    if (e.key === 'Tab') keepTabInside(e, dialog.current);
  };

  const onDayKeyDown = (e: KeyboardEvent) => {
    const next = movedDay(focused, e.key, e.shiftKey);
    if (next === null) return onKeyDown(e);
    e.preventDefault();
    moveTo(next, true);
  };

  const shiftMonth = (by: number) => moveTo(addMonths(focused, by), false);
  const describedBy = (date: string, isClosed: boolean): string | undefined => {
    if (maxDate !== null && date > maxDate) return `${id}-horizon`;
    return isClosed && closed?.note ? `${id}-closed` : undefined;
  };

  return (
    <div className="bk-calendar" id={id} ref={dialog} role="dialog" aria-modal="true" aria-label="Choose a date">
      <div className="bk-calendar__head">
        <button type="button" className="rv-button bk-calendar__nav" onClick={() => shiftMonth(-1)} onKeyDown={onKeyDown} disabled={monthOf(focused) <= monthOf(minDate)}>
          <span aria-hidden="true">‹</span>
          <span className="rv-visually-hidden">Previous month</span>
        </button>
        <p className="bk-calendar__month" id={`${id}-month`} aria-live="polite">
          {monthLabel(year, month)}
        </p>
        <button type="button" className="rv-button bk-calendar__nav" onClick={() => shiftMonth(1)} onKeyDown={onKeyDown} disabled={maxDate !== null && monthOf(focused) >= monthOf(maxDate)}>
          <span aria-hidden="true">›</span>
          <span className="rv-visually-hidden">Next month</span>
        </button>
      </div>
      <table className="bk-calendar__grid" ref={grid} aria-labelledby={`${id}-month`}>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, full]) => (
              <th key={short} scope="col" abbr={full} className="bk-calendar__weekday">
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((cell, d) => (
                <td key={d} className="bk-calendar__cell">
                  {cell.date && (
                    <button
                      type="button"
                      className="bk-calendar__day"
                      data-date={cell.date}
                      tabIndex={cell.date === focused ? 0 : -1}
                      disabled={cell.disabled}
                      aria-disabled={cell.closed || undefined}
                      aria-pressed={cell.date === value}
                      aria-label={cell.closed ? `${longDate(cell.date)}, closed` : longDate(cell.date)}
                      aria-describedby={describedBy(cell.date, cell.closed)}
                      onClick={() => !cell.closed && cell.date && onPick(cell.date)}
                      onKeyDown={onDayKeyDown}
                      onFocus={() => cell.date && setFocused(cell.date)}
                    >
                      {cell.day}
                    </button>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {closed?.note && (
        <p className="bk-calendar__note" id={`${id}-closed`}>
          {closed.note}
        </p>
      )}
      {maxDate !== null && (
        <p className="bk-calendar__note" id={`${id}-horizon`}>
          Tables can be booked up to {longDate(maxDate)}.
        </p>
      )}
    </div>
  );
}

/** Tab and Shift+Tab wrap round the dialog's controls (the pattern's focus trap). */
function keepTabInside(e: KeyboardEvent, dialog: HTMLElement | null): void {
  if (!dialog) return;
  const stops = Array.from(dialog.querySelectorAll<HTMLElement>('button:not([disabled])')).filter((el) => el.tabIndex >= 0);
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) return;
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}
