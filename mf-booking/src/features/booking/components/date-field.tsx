import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { fromDisplayDate, longDate, toDisplayDate } from '../lib/london-clock';
import { WEEKDAYS, monthGrid, monthLabel, shiftMonth } from '../lib/month-grid';

interface Props {
  value: string;
  minDate: string;
  onChange(date: string): void;
  isStart?: boolean;
}

export const DATE_ERROR = 'Please enter a date as dd/mm/yyyy, today or later.';

/** The date (spec §5): typed as dd/MM/yyyy or picked from a month that starts on Monday; no past days. */
export function DateField({ value, minDate, onChange, isStart }: Props) {
  const id = useId();
  const [text, setText] = useState(toDisplayDate(value));
  const [error, setError] = useState(false);
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    setText(toDisplayDate(value));
    setError(false);
  }, [value]);

  /** Takes the typed date; false when it is not a date the visitor can book. */
  const commit = (): boolean => {
    const date = fromDisplayDate(text);
    if (!date || date < minDate) {
      setError(true);
      return false;
    }
    setError(false);
    if (date !== value) onChange(date);
    else setText(toDisplayDate(date));
    return true;
  };

  return (
    <div className="bk-field bk-date">
      <label htmlFor={id}>Date</label>
      <div className="bk-date__row">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="dd/mm/yyyy"
          value={text}
          aria-invalid={error}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
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
          className="bk-button bk-date__toggle"
          aria-expanded={open}
          aria-controls={`${id}-calendar`}
          onClick={() => setOpen((o) => !o)}
        >
          <svg className="bk-date__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <rect x="3" y="5" width="18" height="16" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M3 10h18M8 3v4M16 3v4" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
          <span className="bk-visually-hidden">Choose date from a calendar</span>
        </button>
      </div>
      {error ? (
        <p className="bk-field__error" id={`${id}-error`} role="alert">
          {DATE_ERROR}
        </p>
      ) : (
        <p className="bk-field__hint" id={`${id}-hint`}>
          {longDate(value)}
        </p>
      )}
      {open && (
        <MonthPicker
          id={`${id}-calendar`}
          value={value}
          minDate={minDate}
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
      )}
    </div>
  );
}

function MonthPicker({ id, value, minDate, onPick, onClose }: { id: string; value: string; minDate: string; onPick(d: string): void; onClose(): void }) {
  const [view, setView] = useState(() => ({ year: Number(value.slice(0, 4)), month: Number(value.slice(5, 7)) }));
  const grid = monthGrid(view.year, view.month, minDate);
  const atFirstMonth = `${view.year}-${String(view.month).padStart(2, '0')}` <= minDate.slice(0, 7);
  const move = (by: number) => setView((v) => shiftMonth(v.year, v.month, by));
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
    }
  };

  return (
    <div className="bk-calendar" id={id} role="group" aria-label="Choose a date" onKeyDown={onKeyDown}>
      <div className="bk-calendar__head">
        <button type="button" className="bk-button bk-calendar__nav" onClick={() => move(-1)} disabled={atFirstMonth}>
          <span aria-hidden="true">‹</span>
          <span className="bk-visually-hidden">Previous month</span>
        </button>
        <p className="bk-calendar__month" aria-live="polite">
          {monthLabel(view.year, view.month)}
        </p>
        <button type="button" className="bk-button bk-calendar__nav" onClick={() => move(1)}>
          <span aria-hidden="true">›</span>
          <span className="bk-visually-hidden">Next month</span>
        </button>
      </div>
      <table className="bk-calendar__grid">
        <thead>
          <tr>
            {WEEKDAYS.map(([short, full]) => (
              <th key={short} scope="col" abbr={full}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.map((week, w) => (
            <tr key={w}>
              {week.map((cell, d) => (
                <td key={d}>
                  {cell.date && (
                    <button
                      type="button"
                      className="bk-calendar__day"
                      disabled={cell.disabled}
                      aria-pressed={cell.date === value}
                      aria-label={longDate(cell.date)}
                      onClick={() => onPick(cell.date!)}
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
    </div>
  );
}
