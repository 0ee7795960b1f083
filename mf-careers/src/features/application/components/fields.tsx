import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

/** A field's error, in a live region that is always there so a new message is announced. */
export function ErrorText({ id, error }: { id: string; error?: Pick<FieldError, 'message'> }) {
  return (
    <p id={id} className="cr-error" aria-live="polite">
      {error?.message ? (
        <>
          <span aria-hidden="true">! </span>
          {error.message}
        </>
      ) : null}
    </p>
  );
}

export const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'onChange' | 'onBlur'> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  hint?: ReactNode;
  optional?: boolean;
}

/** A labelled text input with its hint and error. */
export function TextField({ label, registration, error, hint, optional = false, className, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  return (
    <div className={`cr-field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="cr-label">
        {label}
        {optional && <span className="cr-label__optional"> (optional)</span>}
      </label>
      {hint && (
        <p id={hintId} className="cr-hint">
          {hint}
        </p>
      )}
      <input
        id={id}
        aria-invalid={!!error}
        aria-required={!optional}
        aria-describedby={describedBy(hint ? hintId : undefined, errorId)}
        {...input}
        {...registration}
      />
      <ErrorText id={errorId} error={error} />
    </div>
  );
}
