import { ApiError, NETWORK_ERROR, guestMessage, type ManagedBooking } from '@riviere/api-client';
import { wallClock } from '@riviere/restaurant-rules';

/**
 * What the guest's booking page says, from the booking the API answers. Dates are calendar dates
 * ('YYYY-MM-DD', the restaurant's); instants are London wall clock.
 */
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '2026-12-01' → 'Tuesday 1 December'. */
export function dayAndDate(date: string): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return `${WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]} ${d} ${MONTHS[m - 1]}`;
}

const coversOf = (b: Pick<ManagedBooking, 'adultCovers' | 'childCovers'>) => b.adultCovers + b.childCovers;

/** '2 guests', or '3 guests (2 adults, 1 child)'. */
export function guestsText(b: Pick<ManagedBooking, 'adultCovers' | 'childCovers'>): string {
  const total = coversOf(b);
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const children = b.childCovers > 0 ? ` (${plural(b.adultCovers, 'adult', 'adults')}, ${plural(b.childCovers, 'child', 'children')})` : '';
  return `${plural(total, 'guest', 'guests')}${children}`;
}

/** 'Cancel your table for 2 on Tuesday 1 December at 19:30?' */
export const cancelQuestion = (b: ManagedBooking) => `Cancel your table for ${coversOf(b)} on ${dayAndDate(b.date)} at ${b.time}?`;

/** 'Free to change or cancel until 17:30 on Tuesday 1 December' */
export const changeDeadlineText = (b: ManagedBooking) => `Free to change or cancel until ${b.changeUntil.time} on ${dayAndDate(b.changeUntil.date)}`;

const onText = (what: string, at: string) => {
  const clock = wallClock(Date.parse(at));
  return `${what} on ${dayAndDate(clock.date)} at ${clock.time}`;
};

/** 'Changed on Saturday 21 November at 10:05' (London), from an ISO instant. */
export const changedOnText = (changedAt: string): string => onText('Changed', changedAt);

/**
 * The booking's last event under its details: 'Cancelled on …' once it is cancelled (a change
 * before it no longer matters), else 'Changed on …' once the guest changed it; null otherwise.
 */
export function lastEventText(b: Pick<ManagedBooking, 'status' | 'changedAt' | 'cancelledAt'>): string | null {
  if (b.status === 'cancelled') return b.cancelledAt ? onText('Cancelled', b.cancelledAt) : null;
  return b.changedAt ? changedOnText(b.changedAt) : null;
}

export const DEFAULT_MANAGE_ERROR = 'Sorry, something went wrong. Please try again, or call the restaurant.';
const NETWORK_MESSAGE = 'We could not reach our booking system. Please check your connection and try again.';

/**
 * A refused change or cancellation in the guest's words, from the api-client's catalogue: a
 * refused field by its label and rule, the booking codes (the cut-off with its time and phone, a
 * change meanwhile…); else a plain default. Never the API's developer text.
 */
export function manageErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.code === NETWORK_ERROR) return NETWORK_MESSAGE;
  return guestMessage(error, { fallback: DEFAULT_MANAGE_ERROR, labels: { adultCovers: 'Adults', childCovers: 'Children' } });
}

export interface UnavailablePage {
  title: string;
  message: string;
}

/** Why the page cannot show the booking: gone (cancelled, passed) or not found (tampered or mistyped link); null for a failure worth retrying. */
export function unavailablePage(error: unknown): UnavailablePage | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'BOOKING_CANCELLED') return { title: 'This booking has been cancelled', message: 'It no longer holds a table. You are welcome to book another.' };
  if (error.code === 'BOOKING_PAST') return { title: 'This booking has passed', message: 'We hope you enjoyed your visit. You are welcome to book another table.' };
  if (error.status === 404 || error.status === 400) {
    return { title: 'We could not find that booking', message: 'Please check the link in your confirmation e-mail, or call the restaurant.' };
  }
  return null;
}

/** The signed token (`{reference}.{signature}`) of the page `/booking/{reference}/{signature}`, or null for any other path. */
export function manageTokenOf(pathname: string): string | null {
  const match = /^\/booking\/([^/.]+)\/([^/.]+)\/?$/.exec(pathname);
  if (!match) return null;
  const [, reference = '', signature = ''] = match;
  try {
    return `${decodeURIComponent(reference)}.${decodeURIComponent(signature)}`;
  } catch {
    return null;
  }
}

/** Said without JavaScript, before the restaurant's number: changing and cancelling online need the script. */
export function changeNeedsScript(restaurant: string): string {
  return `Changing or cancelling online needs JavaScript: please turn it on, or call ${restaurant} on`;
}
