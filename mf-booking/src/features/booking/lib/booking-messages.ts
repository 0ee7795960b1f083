import { ApiError, BOOKING_MESSAGES, BOOKING_NO_SLOTS_ERROR, CARD_MESSAGES, messageFor, NETWORK_ERROR, SERVER_MESSAGE_CODES, type BookingHorizon } from '@riviere/api-client';
import { longDate } from '@riviere/remote-kit/text';

/** Booking codes the api-client's catalogue words (spec §8), and those that show the server's own text. */
const CATALOGUE_CODES = new Set(Object.keys(BOOKING_MESSAGES));
const SERVER_CODES = new Set<string>(SERVER_MESSAGE_CODES);

/** A booking API error with numeric code 4: no slots (spec §4) — the journey's slots error. */
export function isNoSlotsError(error: unknown): boolean {
  return error instanceof ApiError && error.errorCode === BOOKING_NO_SLOTS_ERROR;
}

/**
 * The visitor-facing text for a failed booking call (spec §8): the catalogue wording for a known
 * code, the server's own message for REJECT_MESSAGE and friends (same-day 15+ refused), a 4xx
 * message when the server sent one, else the default booking error.
 */
export function bookingErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.code === NETWORK_ERROR) return BOOKING_MESSAGES.DEFAULT_BOOKING_ERROR;
  const code = error.code ?? '';
  const server = serverText(error);
  if ((SERVER_CODES.has(code) || CATALOGUE_CODES.has(code)) && code !== 'OK') return messageFor(code, server);
  if (error.status >= 400 && error.status < 500 && server) return server;
  return BOOKING_MESSAGES.DEFAULT_BOOKING_ERROR;
}

/** The server's own words, not the client's stand-in for an answer without any. */
function serverText(error: ApiError): string | undefined {
  return error.message && !error.message.startsWith('Request failed with status') ? error.message : undefined;
}

/** The card step's wording (spec §8): a refused card adds the bank's reason to 'submitting card' failures. */
export function cardErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.code === 'CARD_DECLINED' || error.code === 'CARD_INVALID')) {
    return `${CARD_MESSAGES.CARD_SUBMIT_FAILED} ${error.message}`;
  }
  if (error instanceof ApiError && error.status > 0) return CARD_MESSAGES.CARD_SUBMIT_FAILED;
  return CARD_MESSAGES.CARD_FAILED;
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
