import { bookingModeOf, bookingPath, type BookingFlags, type RestaurantPlace } from '@riviere/restaurant-rules';

/**
 * What a booking control does for a restaurant (spec §4, §8): a deep link into the booking
 * journey, the external provider's page, or no online booking (switched off, or a holiday park).
 * Which applies is the domain's `bookingModeOf`, so the page and the brand API agree.
 */
export type BookingOption =
  | { kind: 'holiday-park' }
  | { kind: 'disabled' }
  | { kind: 'external'; url: string }
  | { kind: 'online'; href: string };

export function bookingOption(place: RestaurantPlace & BookingFlags): BookingOption {
  const mode = bookingModeOf(place);
  if (mode === 'external' && place.bookingProviderUrl) return { kind: 'external', url: place.bookingProviderUrl };
  if (mode === 'online') return { kind: 'online', href: bookingPath(place) };
  return { kind: mode === 'holiday-park' ? 'holiday-park' : 'disabled' };
}
