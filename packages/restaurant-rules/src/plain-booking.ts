import { restaurantPath, type RestaurantPlace } from './paths';

/**
 * The booking page that works as plain HTML (no script needed): a GET form for the date, time,
 * party and occasion whose answer lists the free times as links, then a details form that posts.
 * mf-booking renders the page on the server from its query; the site server answers its POST. What
 * both sides must spell the same lives here.
 */

/** '/restaurants/{city}/{slug}/book' (a restaurant that hides its page is booked here too). */
export const plainBookingPath = (place: Pick<RestaurantPlace, 'city' | 'slug'>): string => `${restaurantPath(place)}/book`;

/** Where the page is in the booking: the search (no `step`), its free times, the details form, the confirmation. */
export type PlainBookingStep = 'search' | 'times' | 'details' | 'confirmed';

/** The details form's fields, as the form names them and the site server reads them. */
export const PLAIN_BOOKING_DETAILS = ['firstName', 'lastName', 'email', 'phoneNumber', 'specialRequest', 'shouldReceivePromotions', 'shouldReceiveSms'] as const;
export type PlainBookingDetail = (typeof PLAIN_BOOKING_DETAILS)[number];

/** What a form token is signed for: the details form's POST and nothing else. */
export const PLAIN_BOOKING_FORM_PURPOSE = 'plain-booking';

/**
 * Query keys only the site server writes, when it renders the page for its own answer: the form's
 * signed token, what the guest typed (`typed.firstName`), why a field was refused
 * (`problem.firstName`) and what went wrong with the form as a whole (`problem`). A visitor's URL
 * never carries them: the site server drops them from every request before the page is rendered.
 */
export const PLAIN_BOOKING_SERVER_KEYS = { token: 'formToken', typed: 'typed.', problem: 'problem' } as const;

/** Whether a query key is one only the site server writes. */
export function isServerKey(key: string): boolean {
  const { token, typed, problem } = PLAIN_BOOKING_SERVER_KEYS;
  return key === token || key.startsWith(typed) || key === problem || key.startsWith(`${problem}.`);
}

/** A visitor's query without the keys only the site server writes. */
export function withoutServerKeys(query: URLSearchParams): URLSearchParams {
  return new URLSearchParams([...query].filter(([key]) => !isServerKey(key)));
}
