import type { ReactNode } from 'react';

/**
 * The live regions of a form: always in the DOM (so screen readers hear what is put in them),
 * an alert for a failure and a polite status for success.
 */
export function FormStatus({ error, success }: { error?: string | null; success?: ReactNode }) {
  return (
    <div className="mk-form__status">
      <div role="alert" className={error ? 'mk-notice mk-notice--error' : 'mk-live'}>
        {error}
      </div>
      <div role="status" className={success ? 'mk-notice mk-notice--success' : 'mk-live'}>
        {success}
      </div>
    </div>
  );
}

interface SubmitButtonProps {
  busy: boolean;
  disabled?: boolean;
  children: ReactNode;
  busyText: string;
  secondary?: boolean;
  /** The id of a line saying why the button is disabled. */
  describedBy?: string | undefined;
}

export function SubmitButton({ busy, disabled, children, busyText, secondary, describedBy }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={secondary ? 'rv-button' : 'rv-button rv-button--primary'}
      disabled={busy || disabled}
      aria-disabled={busy || disabled || undefined}
      aria-describedby={describedBy}
    >
      {busy ? busyText : children}
    </button>
  );
}

/**
 * The forms send through the brand API from the page's script; with scripts off the page says so
 * (a server-rendered form is readable, not sendable). Takes no space when scripts run.
 */
export function NeedsScript() {
  return (
    <noscript>
      <p className="mk-small">This form needs JavaScript to send: please turn it on in your browser.</p>
    </noscript>
  );
}
