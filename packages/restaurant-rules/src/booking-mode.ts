/**
 * How a restaurant takes bookings (spec §4, §8), the first rule that applies winning, in the
 * order the brand API refuses a booking: bookings switched off (RESTAURANT_DISABLED), a holiday
 * park (CENTER_PARCS), an external provider (NOT_SUPPORTED), else online.
 */
export type BookingMode = 'disabled' | 'holiday-park' | 'external' | 'online';

export interface BookingFlags {
  enableBookings: boolean;
  isHolidayPark?: boolean | null;
  bookingProviderUrl?: string | null;
}

export function bookingModeOf(restaurant: BookingFlags): BookingMode {
  if (!restaurant.enableBookings) return 'disabled';
  if (restaurant.isHolidayPark) return 'holiday-park';
  if (restaurant.bookingProviderUrl) return 'external';
  return 'online';
}

/** Online booking happens here only: bookings on, not a holiday park, no external provider. */
export const isBookableOnline = (restaurant: BookingFlags): boolean => bookingModeOf(restaurant) === 'online';
