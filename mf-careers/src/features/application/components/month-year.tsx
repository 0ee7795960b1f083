import { useId } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { describedBy, ErrorText } from './fields';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

interface Props {
  legend: string;
  years: number[];
  month: UseFormRegisterReturn;
  year: UseFormRegisterReturn;
  monthError?: FieldError;
  yearError?: FieldError;
}

/** A month and a year, each a select with its own label and error. */
export function MonthYear({ legend, years, month, year, monthError, yearError }: Props) {
  const monthId = useId();
  const yearId = useId();
  const monthErrorId = useId();
  const yearErrorId = useId();
  return (
    <fieldset className="cr-month-year">
      <legend className="cr-label">{legend}</legend>
      <div className="cr-month-year__row">
        <div className="cr-field">
          <label htmlFor={monthId} className="cr-label cr-label--small">
            Month
          </label>
          <select id={monthId} aria-invalid={!!monthError} aria-describedby={describedBy(monthErrorId)} {...month}>
            <option value="">Month</option>
            {MONTHS.map((name, i) => (
              <option key={name} value={String(i + 1)}>
                {name}
              </option>
            ))}
          </select>
          <ErrorText id={monthErrorId} error={monthError} />
        </div>
        <div className="cr-field">
          <label htmlFor={yearId} className="cr-label cr-label--small">
            Year
          </label>
          <select id={yearId} aria-invalid={!!yearError} aria-describedby={describedBy(yearErrorId)} {...year}>
            <option value="">Year</option>
            {years.map((y) => (
              <option key={y} value={String(y)}>
                {y}
              </option>
            ))}
          </select>
          <ErrorText id={yearErrorId} error={yearError} />
        </div>
      </div>
    </fieldset>
  );
}
