import './page-states.css';

export function Loading({ label }: { label: string }) {
  return (
    <div className="mk-loading" role="status">
      <span className="mk-loading__spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

export function LoadError({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  return (
    <div className="mk-page">
      <h1>{title}</h1>
      <div role="alert" className="mk-notice mk-notice--error">
        <p>{message}</p>
        <button type="button" className="mk-button" onClick={onRetry}>
          Try again
        </button>
      </div>
    </div>
  );
}
