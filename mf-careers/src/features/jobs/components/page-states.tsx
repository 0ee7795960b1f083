import type { ReactNode } from 'react';
import { JOB_PAGE_MESSAGES } from '../model/messages';

/** While a page's data loads: a busy status for assistive technology and a skeleton for the eye. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div className="cr-state cr-state--loading" role="status" aria-busy="true">
      <p className="cr-state__text">{label}</p>
      <div className="cr-skeleton" aria-hidden="true">
        <span className="cr-skeleton__line cr-skeleton__line--title" />
        <span className="cr-skeleton__line" />
        <span className="cr-skeleton__line" />
        <span className="cr-skeleton__line cr-skeleton__line--short" />
      </div>
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="cr-state cr-state--error" role="alert">
      <p className="cr-state__text">{message}</p>
      <button type="button" className="cr-button cr-button--primary" onClick={onRetry}>
        {JOB_PAGE_MESSAGES.TRY_AGAIN}
      </button>
    </div>
  );
}

export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="cr-state cr-state--empty">
      <p className="cr-state__text">{message}</p>
      {children}
    </div>
  );
}
