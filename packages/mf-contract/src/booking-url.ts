import type { RemoteLocation } from './contract';

/**
 * The booking modal's URL contract, shared by the shell (which mounts mf-booking's modal) and
 * mf-booking (which closes it) (spec §2, ARCHITECTURE cross-remote contract): it is open
 * while the hash is `#booking`, or the path is `/book-now` or a restaurant's `…/book-now`.
 */
const RESTAURANT_BOOK_NOW = /^\/restaurants\/([^/]+)\/([^/]+)\/book-now\/?$/i;

export interface BookingModalTarget {
  /** '{city}/{slug}' when the path names the restaurant to preselect. */
  restaurant?: string;
}

export function bookingModalTarget({ pathname, hash }: RemoteLocation): BookingModalTarget | null {
  const restaurant = RESTAURANT_BOOK_NOW.exec(pathname);
  if (restaurant) return { restaurant: `${restaurant[1]}/${restaurant[2]}`.toLowerCase() };
  if (/^\/book-now\/?$/i.test(pathname) || hash === '#booking') return {};
  return null;
}

/**
 * Where closing the modal goes: the same page without `#booking`; for a `/book-now` path, the
 * page it sits on (its deep-link query is the journey's, not the page's).
 */
export function closeBookingUrl({ pathname, search, hash }: RemoteLocation): string {
  const restaurant = RESTAURANT_BOOK_NOW.exec(pathname);
  if (restaurant) return `/restaurants/${restaurant[1]}/${restaurant[2]}`;
  if (/^\/book-now\/?$/i.test(pathname)) return '/';
  return `${pathname}${search}${hash === '#booking' ? '' : hash}`;
}
