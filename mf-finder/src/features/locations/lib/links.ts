import type { RestaurantLocation } from '@riviere/api-client';

/** The URLs a restaurant is reached by (spec §2): canonical paths always carry the city. */
type Place = Pick<RestaurantLocation, 'city' | 'slug' | 'hideRestaurantDetailPage'>;

export const restaurantPath = ({ city, slug }: Place): string => `/restaurants/${city}/${slug}`;

/** null when the restaurant hides its detail page: there is nothing to link to. */
export const restaurantPageLink = (place: Place): string | null => (place.hideRestaurantDetailPage ? null : restaurantPath(place));

/** Its menus (mf-menus) under its path, or the brand's menus when it has no page of its own. */
export const menuLink = (place: Place): string => (place.hideRestaurantDetailPage ? '/menu' : `${restaurantPath(place)}/menu`);

export const cityPath = (city: string): string => `/restaurants/${city}`;

export interface BookingDeepLink {
  date?: string;
  time?: string;
  covers?: number;
}

/**
 * Into the booking journey with the restaurant preselected. A restaurant without a page of its
 * own cannot sit under `/restaurants/…/book-now` (that page is a 404), so it goes to `/book-now`
 * with the restaurant in the query, as the cross-remote URL contract allows.
 */
export function bookingLink(place: Place, { date, time, covers }: BookingDeepLink = {}): string {
  const query = new URLSearchParams();
  if (place.hideRestaurantDetailPage) query.set('restaurant', `${place.city}/${place.slug}`);
  if (date) query.set('date', date);
  if (time) query.set('time', time);
  if (covers) query.set('covers', String(covers));
  const search = query.size > 0 ? `?${query.toString().replace(/%2F/g, '/')}` : '';
  return `${place.hideRestaurantDetailPage ? '/book-now' : `${restaurantPath(place)}/book-now`}${search}`;
}

/** A maps route to the restaurant's coordinates (Google Maps URLs, no key needed). */
export function directionsLink({ lat, lng }: Pick<RestaurantLocation, 'lat' | 'lng'>): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}

/** How a visitor books this restaurant (spec §4 and §8), first rule that applies wins. */
export type BookingOption =
  | { kind: 'holiday-park' }
  | { kind: 'disabled' }
  | { kind: 'external'; url: string }
  | { kind: 'online'; href: string };

export function bookingOption(place: RestaurantLocation): BookingOption {
  if (place.isHolidayPark) return { kind: 'holiday-park' };
  if (!place.enableBookings) return { kind: 'disabled' };
  if (place.bookingProviderUrl) return { kind: 'external', url: place.bookingProviderUrl };
  return { kind: 'online', href: bookingLink(place) };
}

/** 'tel:01632960101' */
export const telLink = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** '0.4 miles', '1 mile' */
export function milesText(miles: number): string {
  const rounded = Math.round(miles * 10) / 10;
  return `${rounded} ${rounded === 1 ? 'mile' : 'miles'}`;
}

/** One line: '12 Lantern Walk, Abbey Quarter, Bath, BA1 1LT' */
export function addressText(place: Pick<RestaurantLocation, 'addressLine1' | 'addressLine2' | 'addressCity' | 'postcode'>): string {
  return [place.addressLine1, place.addressLine2, place.addressCity, place.postcode].filter((part) => part?.trim()).join(', ');
}
