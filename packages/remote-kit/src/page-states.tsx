import type { ReactNode } from 'react';
import './page-states.css';

/**
 * The four states a remote's page can be in besides showing its content, with one look across
 * the site. Class names start with `rk-` (remote kit) so no remote's own styles collide.
 */

/** While a page's data loads: a busy status for assistive technology and a skeleton for the eye. */
export function LoadingState({ label, lines = 3 }: { label: string; lines?: number }) {
  return (
    <div className="rk-state rk-state--loading" role="status" aria-busy="true">
      <p className="rk-state__text">{label}</p>
      <div className="rk-skeleton" aria-hidden="true">
        <span className="rk-skeleton__line rk-skeleton__line--title" />
        {Array.from({ length: Math.max(0, lines - 2) }, (_, i) => (
          <span key={i} className="rk-skeleton__line" />
        ))}
        <span className="rk-skeleton__line rk-skeleton__line--short" />
      </div>
    </div>
  );
}

/** A load that failed: the reason, announced, and a way to try again. */
export function ErrorState({ message, onRetry, retryLabel = 'Try again' }: { message: string; onRetry?: () => void; retryLabel?: string }) {
  return (
    <div className="rk-state rk-state--error" role="alert">
      <p className="rk-state__text">{message}</p>
      {onRetry && (
        <button type="button" className="rk-state__action" onClick={onRetry}>
          {retryLabel}
        </button>
      )}
    </div>
  );
}

/** Nothing to show: what is missing, and optionally what to do next. */
export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="rk-state rk-state--empty">
      <p className="rk-state__text">{message}</p>
      {children}
    </div>
  );
}

/** The thing asked for does not exist (the shell also answers 404 for the route). */
export function NotFoundState({ title, message, children }: { title: string; message: string; children?: ReactNode }) {
  return (
    <div className="rk-state rk-state--not-found">
      <h1 className="rk-state__title">{title}</h1>
      <p className="rk-state__text">{message}</p>
      {children}
    </div>
  );
}
