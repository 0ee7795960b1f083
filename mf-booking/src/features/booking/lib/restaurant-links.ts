import type { RestaurantLocation } from '@riviere/api-client';

type Place = Pick<RestaurantLocation, 'storeId' | 'city' | 'slug' | 'hideRestaurantDetailPage'>;

/** How a restaurant takes bookings (spec §4, §8). */
export type BookingMode = 'online' | 'external' | 'holiday-park' | 'disabled';

export function bookingModeOf(restaurant: Pick<RestaurantLocation, 'enableBookings' | 'bookingProviderUrl' | 'isHolidayPark'>): BookingMode {
  if (!restaurant.enableBookings) return 'disabled';
  if (restaurant.isHolidayPark) return 'holiday-park';
  if (restaurant.bookingProviderUrl) return 'external';
  return 'online';
}

/** The restaurant's menu page when it has one (a storeId and a page it shows), else the brand's menus (spec §2). */
export function restaurantMenuUrl(restaurant: Place | null): string {
  if (restaurant && restaurant.storeId && !restaurant.hideRestaurantDetailPage) return `/restaurants/${restaurant.city}/${restaurant.slug}/menu`;
  return '/menu';
}

/** Get Directions: a maps route to the restaurant's coordinates (spec §2). */
export function directionsUrl(restaurant: Pick<RestaurantLocation, 'lat' | 'lng'>): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${restaurant.lat},${restaurant.lng}`;
}

/** A tel: link from a UK number as written ('020 7946 0114' → 'tel:02079460114'). */
export function telUrl(phoneNumber: string): string {
  return `tel:${phoneNumber.replace(/[^+\d]/g, '')}`;
}

/** A restaurant named by a deep link or a widget param: 'city/slug', a slug, or a storeId. */
export function findRestaurant<T extends Pick<RestaurantLocation, 'storeId' | 'city' | 'slug'>>(list: readonly T[], key: string | null | undefined): T | null {
  const wanted = key?.trim().toLowerCase();
  if (!wanted) return null;
  if (/^\d+$/.test(wanted)) return list.find((r) => r.storeId === Number(wanted)) ?? null;
  if (wanted.includes('/')) return list.find((r) => `${r.city}/${r.slug}` === wanted) ?? null;
  return list.find((r) => r.slug === wanted) ?? null;
}
