import { bookInsteadSentence, UNAVAILABLE_MESSAGES } from '../lib/booking-messages';

interface Props {
  /** The chosen restaurant's number, from what the page already has; null when none is chosen yet. */
  phoneNumber: string | null;
  /** Asks again (the same call that could not reach the API). */
  onRetry(): void;
}

/**
 * The brand API is out of reach (`isApiUnavailable`: the site's origin gone behind the edge, a
 * 5xx of the edge or proxy): online booking is unavailable for a moment. Says so, gives the way to
 * book instead — the restaurant's number as a `tel:` link, or the contact page — and Try again.
 */
export function BookingUnavailable({ phoneNumber, onRetry }: Props) {
  const { before, link, after } = bookInsteadSentence(phoneNumber);
  return (
    <div className="bk-notice" role="alert">
      <p>
        {UNAVAILABLE_MESSAGES.UNAVAILABLE} {before}
        <a href={link.href}>{link.text}</a>
        {after}
      </p>
      <div className="bk-actions">
        <button type="button" className="rv-button rv-button--secondary" onClick={onRetry}>
          {UNAVAILABLE_MESSAGES.RETRY}
        </button>
      </div>
    </div>
  );
}
