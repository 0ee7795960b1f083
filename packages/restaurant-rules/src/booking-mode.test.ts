import { bookingModeOf, isBookableOnline, type BookingFlags, type BookingMode } from './booking-mode';

describe('bookingModeOf', () => {
  it.each<[string, BookingFlags, BookingMode]>([
    ['bookable online', { enableBookings: true, bookingProviderUrl: null, isHolidayPark: false }, 'online'],
    ['external provider (St Paul’s)', { enableBookings: true, bookingProviderUrl: 'https://book.example.com/x', isHolidayPark: false }, 'external'],
    ['holiday park', { enableBookings: true, bookingProviderUrl: null, isHolidayPark: true }, 'holiday-park'],
    ['holiday park with an external link: still a holiday park', { enableBookings: true, bookingProviderUrl: 'https://book.example.com/x', isHolidayPark: true }, 'holiday-park'],
    ['bookings off (Witney)', { enableBookings: false, bookingProviderUrl: null, isHolidayPark: false }, 'disabled'],
    // The brand API refuses with RESTAURANT_DISABLED before CENTER_PARCS: the page says the same.
    ['a holiday park with bookings off: off', { enableBookings: false, bookingProviderUrl: null, isHolidayPark: true }, 'disabled'],
    ['flags left out', { enableBookings: true }, 'online'],
  ])('%s', (_case, restaurant, mode) => {
    expect(bookingModeOf(restaurant)).toBe(mode);
    expect(isBookableOnline(restaurant)).toBe(mode === 'online');
  });
});
