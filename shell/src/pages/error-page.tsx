import { Component, useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

export const NOT_FOUND_MESSAGE = 'This page could not be found';

export interface ErrorPageProps {
  /** 404 or 500; spec §2: the default is 500. */
  status?: 404 | 500;
  message?: string;
}

/** Spec §2 error page: the status, the message and a 'Return to homepage' button. */
export function ErrorPage({ status = 500, message = 'Sorry, something went wrong. Please try again.' }: ErrorPageProps) {
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__status" aria-hidden="true">{status}</p>
      <h1 id="error-title" className="error-page__title">
        <span className="rv-visually-hidden">Error {status}: </span>
        {message}
      </h1>
      <Link className="rv-button rv-button--primary" to="/">
        Return to homepage
      </Link>
    </section>
  );
}

export function NotFoundPage() {
  useEffect(() => {
    const site = document.title.split(' | ').pop() ?? document.title;
    document.title = `Page not found | ${site}`;
  }, []);
  return <ErrorPage status={404} message={NOT_FOUND_MESSAGE} />;
}

/** If showing the error page itself fails, a last plain fallback (spec §2). */
export class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  // Set in the constructor, not as a class field: the build would define a field with a helper (first-load bytes).
  constructor(props: { children: ReactNode }) {
    super(props);
    this.state = { failed: false };
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="error-page" role="alert">
        <h1 className="error-page__title">An error occurred while showing the error page</h1>
        <a href="/">Go back to home</a>
      </section>
    );
  }
}
