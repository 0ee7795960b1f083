import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import './fields.css';

interface FieldProps {
  /** Unique on the page: a widget and a page may show the same form. */
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
  required?: boolean;
  /** In the server's HTML: what the guest typed, when a form sent without JavaScript is shown again. */
  defaultValue?: string;
}

/** aria-describedby for a field's hint and error, and the visible "(optional)" marker. */
function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function Label({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <label className="mk-field__label" htmlFor={id}>
      {label}
      {!required && <span className="mk-field__optional"> (optional)</span>}
    </label>
  );
}

export function FieldMessages({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mk-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mk-field__error">
          {error}
        </p>
      )}
    </>
  );
}

export function TextField({ id, label, registration, error, hint, required, defaultValue, type = 'text', autoComplete, inputMode }: FieldProps & {
  type?: 'text' | 'email' | 'tel' | 'number';
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
}) {
  return (
    <div className="mk-field">
      <Label id={id} label={label} required={required} />
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...registration}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

export function TextArea({ id, label, registration, error, hint, required, defaultValue, rows = 5 }: FieldProps & { rows?: number }) {
  return (
    <div className="mk-field mk-field--wide">
      <Label id={id} label={label} required={required} />
      <textarea
        id={id}
        className="mk-textarea"
        rows={rows}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...registration}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

export interface Option {
  value: string;
  label: string;
}

export function SelectField({ id, label, registration, error, hint, required, defaultValue, options, placeholder = 'Please choose' }: FieldProps & {
  options: Option[];
  placeholder?: string;
}) {
  return (
    <div className="mk-field">
      <Label id={id} label={label} required={required} />
      <select
        id={id}
        className="mk-select"
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...registration}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

export function CheckboxField({ id, label, registration, error, hint }: Omit<FieldProps, 'label'> & { label: ReactNode }) {
  return (
    <div className="mk-field mk-field--wide mk-check">
      <input
        id={id}
        className="mk-check__box"
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...registration}
      />
      <label className="mk-check__label" htmlFor={id}>
        {label}
      </label>
      <div className="mk-check__messages">
        <FieldMessages id={id} hint={hint} error={error} />
      </div>
    </div>
  );
}
