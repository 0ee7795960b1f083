import { FINDER_MESSAGES } from './messages';

/** While a page's data loads: a busy status for assistive technology and a skeleton for the eye. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div className="fd-state fd-state--loading" role="status" aria-busy="true">
      <p className="fd-state__text">{label}</p>
      <div className="fd-skeleton" aria-hidden="true">
        <span className="fd-skeleton__line fd-skeleton__line--title" />
        <span className="fd-skeleton__line" />
        <span className="fd-skeleton__line fd-skeleton__line--short" />
      </div>
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="fd-state fd-state--error" role="alert">
      <p className="fd-state__text">{message}</p>
      {onRetry && (
        <button type="button" className="fd-button fd-button--primary" onClick={onRetry}>
          {FINDER_MESSAGES.TRY_AGAIN}
        </button>
      )}
    </div>
  );
}
