import type { RestaurantLocation } from '@riviere/api-client';
import { closedDaysOf, type ClosedDays } from '../lib/closed-days';

/**
 * The fields of a restaurant the booking journey reads: the select and its city groups, the
 * booking mode and its messages (phone, provider), the deep link's `city/slug` or storeId, the
 * menus link, and the confirmation's address and directions. The strip's server render carries
 * the whole list to the browser, so nothing more is kept (about, tiles… are the finder's); of the
 * opening hours, only the days it is closed (`closedDays`), which the calendar marks.
 */
export const BOOKABLE_FIELDS = [
  'storeId',
  'title',
  'city',
  'slug',
  'hideRestaurantDetailPage',
  'enableBookings',
  'isHolidayPark',
  'bookingProviderUrl',
  'phoneNumber',
  'addressLine1',
  'addressLine2',
  'addressCity',
  'postcode',
  'lat',
  'lng',
] as const satisfies readonly (keyof RestaurantLocation)[];

export type BookableRestaurant = Pick<RestaurantLocation, (typeof BOOKABLE_FIELDS)[number]> & {
  /** The weekdays and special days it is closed (its hours read as the brand API books by them). */
  closedDays: ClosedDays;
};

/** A restaurant of the API's list as the booking store keeps it. */
export function bookableRestaurant(restaurant: RestaurantLocation): BookableRestaurant {
  const fields = Object.fromEntries(BOOKABLE_FIELDS.map((field) => [field, restaurant[field]])) as Pick<RestaurantLocation, (typeof BOOKABLE_FIELDS)[number]>;
  return { ...fields, closedDays: closedDaysOf(restaurant) };
}

const projected = new WeakMap<readonly RestaurantLocation[], BookableRestaurant[]>();

/**
 * The API's list as the booking store keeps it, made once per list: the client's cache hands back
 * the same list for an hour, so a server rendering the strip on every page projects it once.
 */
export function bookableRestaurants(list: readonly RestaurantLocation[]): BookableRestaurant[] {
  let bookable = projected.get(list);
  if (!bookable) {
    bookable = list.map(bookableRestaurant);
    projected.set(list, bookable);
  }
  return bookable;
}
