import { BATH, GREENHITHE, LONGLEAT, ST_PAULS, WITNEY } from '../../../test-support/restaurants';
import { bookingOption } from './booking-option';

describe('bookingOption', () => {
  it.each([
    ['bookable online', BATH, { kind: 'online', href: '/restaurants/bath/bath/book-now' }],
    ['without a page of its own', GREENHITHE, { kind: 'online', href: '/book-now?restaurant=greenhithe/greenhithe' }],
    ['an external provider', ST_PAULS, { kind: 'external', url: 'https://book.example.com/st-pauls' }],
    ['bookings off', WITNEY, { kind: 'disabled' }],
    ['a holiday park', LONGLEAT, { kind: 'holiday-park' }],
    // The brand API refuses with RESTAURANT_DISABLED before CENTER_PARCS: the page says the same.
    ['a holiday park with bookings off', { ...LONGLEAT, enableBookings: false }, { kind: 'disabled' }],
  ])('%s books as %j', (_what, place, expected) => {
    expect(bookingOption(place)).toEqual(expected);
  });
});
