import type { ReactNode } from 'react';

/** A busy line and an alert: the booking journey and the guest's own booking page show them alike. */
export function Spinner({ label }: { label: string }) {
  return (
    <p className="bk-spinner" role="status">
      <span className="bk-spinner__wheel" aria-hidden="true" />
      {label}
    </p>
  );
}

export function ErrorMessage({ children }: { children: ReactNode }) {
  return (
    <div className="bk-error" role="alert">
      {children}
    </div>
  );
}
