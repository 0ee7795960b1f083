import { Link, useParams } from 'react-router-dom';
import { ApiError } from '@riviere/api-client';
import { ErrorState, LoadingState, useMissingStatus, usePageTitle, usePersonalPage } from '@riviere/remote-kit';
import { useUnsubscribeState } from '../api/use-unsubscribe-state';
import { INVALID_LINK, LOAD_FAILED } from '../model/unsubscribe-messages';

/** A link the API refuses: not ours (tampered, truncated), or not even well formed. */
const isRefused = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * /unsubscribe/{recipient}/{signature}, the signed link in every marketing e-mail. Opening it
 * changes nothing (mail scanners open links): it asks, with a plain HTML form that POSTs to the
 * same address, so the button works before, and without, this page's script. The site server
 * passes the POST to the brand API and answers with this page again, now saying it is done.
 */
export function UnsubscribePage() {
  const { recipient = '', signature = '' } = useParams();
  usePersonalPage();
  usePageTitle('Unsubscribe');
  const state = useUnsubscribeState({ recipient, signature });
  const refused = state.status === 'error' && isRefused(state.error);
  // A 404 that says what is wrong with the link, rather than the shell's generic page.
  useMissingStatus(refused);

  if (refused) {
    return (
      <div className="mk-page">
        <h1>This unsubscribe link is not valid</h1>
        <div className="mk-card" role="alert">
          <p>{INVALID_LINK}</p>
        </div>
        <p>
          <Link to="/">Back to the home page</Link>
        </p>
      </div>
    );
  }
  if (state.status === 'loading') return <LoadingState label="Loading…" />;
  if (state.status === 'error') {
    return (
      <div className="mk-page">
        <h1>Unsubscribe</h1>
        <ErrorState message={LOAD_FAILED} onRetry={state.retry} />
      </div>
    );
  }
  const { email, marketingEmails } = state.data;
  if (!marketingEmails) {
    return (
      <div className="mk-page">
        <h1>You&rsquo;re unsubscribed</h1>
        <div className="mk-card" role="status">
          <p>
            We will send no more marketing e-mails to <strong>{email}</strong>: no newsletter, offers or invitations.
          </p>
          <p>E-mails you ask for, such as a booking confirmation or a voucher you claim, still come.</p>
        </div>
        <p>
          <Link to="/">Back to the home page</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="mk-page">
      <h1>Unsubscribe from marketing e-mails</h1>
      <div className="mk-card">
        <p>
          Stop our newsletter, offers and invitations to <strong>{email}</strong>? Nothing changes until you press the button.
        </p>
        <form method="post" action={`/unsubscribe/${encodeURIComponent(recipient)}/${encodeURIComponent(signature)}`} aria-label="Unsubscribe">
          <input type="hidden" name="List-Unsubscribe" value="One-Click" />
          <div className="mk-form__actions">
            <button type="submit" className="mk-button mk-button--primary">
              Unsubscribe
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
