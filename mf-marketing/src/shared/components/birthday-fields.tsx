import { useEffect, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormRegister, UseFormSetValue, UseFormWatch } from 'react-hook-form';
import { useNow } from '@riviere/remote-kit';
import { dayOptions, daysInMonth, describeDate, MONTH_NAMES, toNumber, yearOptions } from '../lib/birthday';
import { FieldMessages } from './fields';

interface Props<T extends FieldValues> {
  id: string;
  legend: string;
  /** The form's field holding `{ day, month, year }` as strings. */
  name: Path<T>;
  register: UseFormRegister<T>;
  watch: UseFormWatch<T>;
  setValue: UseFormSetValue<T>;
  error?: string;
  hint?: string;
  /** The year list ends at this date's year; by default the render's instant (`useNow`), so server and browser agree. */
  today?: Date;
}

/**
 * Day, month and year selects whose day list follows the month and year (spec §5). When a
 * change of month or year removes the chosen day (29 February, then 2001), the day is cleared
 * and the visitor is told why (until they change a choice), so the form can never hold a date
 * that does not exist.
 */
export function BirthdayFields<T extends FieldValues>({ id, legend, name, register, watch, setValue, error, hint, today }: Props<T>) {
  const now = useNow();
  const path = (part: 'day' | 'month' | 'year') => `${name}.${part}` as Path<T>;
  const day = toNumber(watch(path('day')) as string);
  const month = toNumber(watch(path('month')) as string);
  const year = toNumber(watch(path('year')) as string);
  const [cleared, setCleared] = useState('');
  const chosen = { day, month, year };

  useEffect(() => {
    if (day !== null && month !== null && day > daysInMonth(month, year)) {
      setCleared(
        `There is no ${describeDate(day, month, year)}: ${MONTH_NAMES[month - 1]}${year === null ? '' : ` ${year}`} has ${daysInMonth(month, year)} days, so please choose the day again.`,
      );
      setValue(`${name}.day` as Path<T>, '' as PathValue<T, Path<T>>, { shouldValidate: true, shouldTouch: true });
    }
  }, [day, month, year, name, setValue]);

  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '', cleared ? `${id}-cleared` : ''].filter(Boolean).join(' ') || undefined;
  const select = (part: 'day' | 'month' | 'year', label: string, options: { value: string; label: string }[]) => (
    <div className="mk-field">
      <label className="mk-field__label" htmlFor={`${id}-${part}`}>
        {label}
      </label>
      <select
        id={`${id}-${part}`}
        className="mk-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        // A choice the form already holds (a step handed over again as the page wakes) keeps the note.
        {...register(path(part), { onChange: (event: { target: { value: string } }) => toNumber(event.target.value) !== chosen[part] && setCleared('') })}
      >
        <option value="">{label}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <fieldset className="mk-fieldset mk-field--wide">
      <legend className="mk-legend">
        {legend} <span className="mk-field__optional">(optional)</span>
      </legend>
      <div className="mk-row">
        {select('day', 'Day', dayOptions(month, year).map((d) => ({ value: String(d), label: String(d) })))}
        {select('month', 'Month', MONTH_NAMES.map((m, i) => ({ value: String(i + 1), label: m })))}
        {select('year', 'Year', yearOptions(today ?? new Date(now)).map((y) => ({ value: String(y), label: String(y) })))}
      </div>
      <p id={`${id}-cleared`} className={cleared ? 'mk-field__error' : 'mk-live'} aria-live="polite">
        {cleared}
      </p>
      <FieldMessages id={id} hint={hint} error={cleared ? undefined : error} />
    </fieldset>
  );
}
