import { ApiError, BOOKING_MESSAGES, BOOKING_NO_SLOTS_ERROR, CARD_MESSAGES, NETWORK_ERROR, guestMessage, type BookingHorizon } from '@riviere/api-client';
import { longDate } from '@riviere/remote-kit/text';
import { telUrl } from '@riviere/restaurant-rules';

/** The details form's names for the fields a booking sends, where they differ from the catalogue's. */
const DETAILS_LABELS = { emailAddress: 'E-mail', mobilePhoneNumber: 'Mobile' };

/** A booking API error with numeric code 4: no slots (spec §4) — the journey's slots error. */
export function isNoSlotsError(error: unknown): boolean {
  return error instanceof ApiError && error.errorCode === BOOKING_NO_SLOTS_ERROR;
}

/**
 * The visitor-facing text for a failed booking call (spec §8), from the api-client's catalogue:
 * the wording of a known code, the server's own message for REJECT_MESSAGE and friends (same-day
 * 15+ refused), a refused field by its label and rule; else the default booking error.
 */
export function bookingErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.code === NETWORK_ERROR) return BOOKING_MESSAGES.DEFAULT_BOOKING_ERROR;
  return guestMessage(error, { fallback: BOOKING_MESSAGES.DEFAULT_BOOKING_ERROR, labels: DETAILS_LABELS });
}

/** The server's own words, not the client's stand-in for an answer without any. */
function serverText(error: ApiError): string | undefined {
  return error.message && !error.message.startsWith('Request failed with status') ? error.message : undefined;
}

/**
 * The card step's wording (spec §8), from the catalogue: a declined or unusable card says so in the
 * guest's words (never the processor's 'Do Not Honor'); any other refusal is 'submitting card'; no answer at all, 'something went wrong'.
 */
export function cardErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return CARD_MESSAGES.CARD_FAILED;
  return guestMessage(error, { fallback: CARD_MESSAGES.CARD_SUBMIT_FAILED });
}

/** The API's refusal of a date beyond the restaurant's booking horizon: its words say until when. */
export function dateRefusal(error: unknown): string | null {
  return error instanceof ApiError && error.code === 'BEYOND_BOOKING_HORIZON' ? (serverText(error) ?? null) : null;
}

/**
 * Why the date field refuses a typed date after the horizon, before any search: the brand API's
 * own words for BEYOND_BOOKING_HORIZON, so the field reads the same whichever side says it.
 */
export function beyondHorizonMessage(horizon: BookingHorizon): string {
  return `Tables can be booked up to ${horizon.days} days ahead, until ${longDate(horizon.lastDate)}. Please choose an earlier date.`;
}

/** The brand's contact page: how a guest reaches us when no restaurant (so no phone number) is known yet. */
const CONTACT_PATH = '/contact';

/** What the journey says when the brand API is out of reach (issue 26; `isApiUnavailable`). */
export const UNAVAILABLE_MESSAGES = {
  UNAVAILABLE: 'Online booking is unavailable for a moment.',
  RETRY: 'Try again',
} as const;

/** A sentence with one link in it: the words before it, the link, the words after. */
interface LinkedSentence {
  before: string;
  link: { text: string; href: string };
  after: string;
}

/**
 * How to book while online booking is unavailable: 'Please call us on 01225 423417 to book.' with
 * the number as a `tel:` link — the chosen restaurant's, which the page already has; with none
 * chosen yet (or no number), 'Please try again in a few minutes, or contact us.' to the contact page.
 */
export function bookInsteadSentence(phoneNumber: string | null): LinkedSentence {
  if (phoneNumber && phoneNumber.trim()) {
    return { before: 'Please call us on ', link: { text: phoneNumber.trim(), href: telUrl(phoneNumber) }, after: ' to book.' };
  }
  return { before: 'Please try again in a few minutes, or ', link: { text: 'contact us', href: CONTACT_PATH }, after: '.' };
}

/** The same as one line of text, where no link can go (a form's error): 'Online booking is unavailable for a moment. Please call us on … to book.' */
export function bookingUnavailableText(phoneNumber: string | null): string {
  const { before, link, after } = bookInsteadSentence(phoneNumber);
  return `${UNAVAILABLE_MESSAGES.UNAVAILABLE} ${before}${link.text}${after}`;
}
