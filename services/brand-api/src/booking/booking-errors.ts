import { DomainError } from '@riviere/server-kit';

/**
 * Booking failures (spec §8): each has the catalogue code the UI maps to its wording, an HTTP
 * status and a numeric code for clients that switch on numbers. 4 is "no slots": the booking
 * journey turns it into its slots error. 9 is never an error: it is `bookingStatus` 9, the slot
 * just taken, answered with 200.
 */
export const BOOKING_ERRORS = {
  BOOKING_DISABLED: { errorCode: 1, status: 503, message: 'Unfortunately we are currently unable to accept bookings at this time' },
  RESTAURANT_DISABLED: { errorCode: 2, status: 403, message: 'This restaurant cannot be booked online.' },
  NOT_SUPPORTED: { errorCode: 3, status: 403, message: "Sorry, we don't take bookings for this restaurant, please contact them directly." },
  NO_FREE_SLOT: { errorCode: 4, status: 422, message: 'Sorry, this restaurant is unable to accept a booking for that number of guests on your chosen date.' },
  NO_AVAILABLE_OCCASION: { errorCode: 5, status: 422, message: 'Sorry, this restaurant is unable to accept a booking for that occasion on your chosen date.' },
  NEED_CREDIT_CARD: { errorCode: 6, status: 422, message: 'This booking needs a credit card to confirm, please contact the restaurant directly.' },
  PARTNER_MENU_NOT_FOUND: { errorCode: 7, status: 422, message: 'This menu is not available.' },
  NO_RESTRICTIONS: { errorCode: 8, status: 422, message: 'This occasion cannot be booked for this date, please try again.' },
  CENTER_PARCS: { errorCode: 10, status: 403, message: "Sorry, we can't take bookings for Center Parcs restaurants online. Please call the restaurant directly to book." },
  REJECT_MESSAGE: { errorCode: 11, status: 422, message: 'Sorry, we cannot take this booking online, please contact the restaurant directly.' },
  DISABLED_BOOKING_CUSTOM_MESSAGE: { errorCode: 12, status: 503, message: 'Unfortunately we are currently unable to accept bookings at this time' },
  IDEMPOTENCY_KEY_REUSED: { errorCode: 13, status: 422, message: 'This Idempotency-Key was already used for a different request.' },
  BOOKING_NOT_FOUND: { errorCode: 14, status: 404, message: 'We could not find that booking.' },
  INVALID_CONFIG: { errorCode: 15, status: 503, message: 'Sorry, we are unable to take bookings online right now, please contact the restaurant directly.' },
  CHANGE_CLOSED: { errorCode: 16, status: 409, message: 'This booking can no longer be changed or cancelled online. Please call the restaurant.' },
  CHANGE_NEEDS_ENQUIRY: { errorCode: 17, status: 422, message: 'A table for this many guests is booked by enquiry: please send an enquiry and the restaurant will reply within 48 hours.' },
  BOOKING_CANCELLED: { errorCode: 18, status: 410, message: 'This booking has been cancelled.' },
  BOOKING_PAST: { errorCode: 19, status: 410, message: 'This booking has passed.' },
  BOOKING_CHANGED: { errorCode: 20, status: 409, message: 'This booking was changed meanwhile. Please reload the page and try again.' },
  BEYOND_BOOKING_HORIZON: { errorCode: 21, status: 422, message: 'Sorry, that date is too far ahead to book online. Please choose an earlier date.' },
} as const;

export type BookingErrorCode = keyof typeof BOOKING_ERRORS;

/** bookingStatus of a create/events answer. */
export const BOOKING_STATUS = { CONFIRMED: 1, SLOT_TAKEN: 9 } as const;
export const SLOT_TAKEN_MESSAGE = 'Sorry, that time slot’s just been taken. Please choose another time.';

/** A coded booking failure; `message` overrides the catalogue wording (REJECT_MESSAGE carries its own). */
export function bookingError(code: BookingErrorCode, message?: string, field?: string): DomainError {
  const entry = BOOKING_ERRORS[code];
  return new DomainError(entry.status, code, message ?? entry.message, field, entry.errorCode);
}
