import { useId, type ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';

interface Props {
  label: string;
  error?: FieldError;
  /** Spans the whole row of the fields grid. */
  wide?: boolean;
  /** The control, given its id and, while there is an error, the id that describes it. */
  children: (id: string, describedBy?: string) => ReactNode;
}

/** A labelled form control with its error under it, tied to the control by `aria-describedby`. */
export function FormField({ label, error, wide, children }: Props) {
  const id = useId();
  return (
    <div className={`bk-field${wide ? ' bk-field--wide' : ''}`}>
      <label className="bk-field__label" htmlFor={id}>{label}</label>
      {children(id, error ? `${id}-error` : undefined)}
      {error && (
        <p className="bk-field__error" id={`${id}-error`}>
          {error.message}
        </p>
      )}
    </div>
  );
}
