import type { ReactNode } from 'react';
import { MENU_MESSAGES } from '../model/messages';

/** While a page's data loads: a busy status for assistive technology and a skeleton for the eye. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div className="mm-state mm-state--loading" role="status" aria-busy="true">
      <p className="mm-state__text">{label}</p>
      <div className="mm-skeleton" aria-hidden="true">
        <span className="mm-skeleton__line mm-skeleton__line--title" />
        <span className="mm-skeleton__line" />
        <span className="mm-skeleton__line" />
        <span className="mm-skeleton__line mm-skeleton__line--short" />
      </div>
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="mm-state mm-state--error" role="alert">
      <p className="mm-state__text">{message}</p>
      <button type="button" className="mm-button mm-button--primary" onClick={onRetry}>
        {MENU_MESSAGES.TRY_AGAIN}
      </button>
    </div>
  );
}

export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="mm-state mm-state--empty">
      <p className="mm-state__text">{message}</p>
      {children}
    </div>
  );
}
