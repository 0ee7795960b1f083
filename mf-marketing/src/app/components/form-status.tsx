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

export function SubmitButton({ busy, disabled, children, busyText, secondary }: { busy: boolean; disabled?: boolean; children: ReactNode; busyText: string; secondary?: boolean }) {
  return (
    <button type="submit" className={secondary ? 'mk-button' : 'mk-button mk-button--primary'} disabled={busy || disabled} aria-disabled={busy || disabled || undefined}>
      {busy ? busyText : children}
    </button>
  );
}
