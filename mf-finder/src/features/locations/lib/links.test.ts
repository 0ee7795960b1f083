import { BATH, GREENHITHE, LONGLEAT, ST_PAULS, WITNEY } from '../../../test-support/restaurants';
import { addressText, bookingLink, bookingOption, directionsLink, menuLink, milesText, restaurantPageLink, telLink } from './links';

describe('restaurant links', () => {
  it.each([
    ['a restaurant with a page', BATH, '/restaurants/bath/bath', '/restaurants/bath/bath/menu', '/restaurants/bath/bath/book-now'],
    ['a restaurant that hides its page', GREENHITHE, null, '/menu', '/book-now?restaurant=greenhithe/greenhithe'],
  ])('%s', (_what, place, page, menu, book) => {
    expect(restaurantPageLink(place)).toBe(page);
    expect(menuLink(place)).toBe(menu);
    expect(bookingLink(place)).toBe(book);
  });

  it.each([
    [{}, '/restaurants/bath/bath/book-now'],
    [{ date: '2026-07-15', time: '19:30', covers: 4 }, '/restaurants/bath/bath/book-now?date=2026-07-15&time=19%3A30&covers=4'],
  ])('booking deep link with %j', (options, expected) => {
    expect(bookingLink(BATH, options)).toBe(expected);
  });

  it.each([
    [BATH, { kind: 'online', href: '/restaurants/bath/bath/book-now' }],
    [ST_PAULS, { kind: 'external', url: 'https://book.example.com/st-pauls' }],
    [WITNEY, { kind: 'disabled' }],
    [LONGLEAT, { kind: 'holiday-park' }],
    [{ ...LONGLEAT, enableBookings: false }, { kind: 'holiday-park' }],
  ])('%s books as %j', (place, expected) => {
    expect(bookingOption(place)).toEqual(expected);
  });

  it.each([
    ['01632 960101', 'tel:01632960101'],
    ['+44 (0)1632 960101', 'tel:+4401632960101'],
  ])('tel link for %s', (phone, expected) => expect(telLink(phone)).toBe(expected));

  it.each([
    [0.4, '0.4 miles'],
    [1, '1 mile'],
    [12.345, '12.3 miles'],
    [0.96, '1 mile'],
  ])('%d → %s', (miles, expected) => expect(milesText(miles)).toBe(expected));

  it('directions go to the coordinates', () => {
    expect(directionsLink(BATH)).toBe('https://www.google.com/maps/dir/?api=1&destination=51.39334,-2.35502');
  });

  it('joins the address parts that are there', () => {
    expect(addressText(BATH)).toBe('12 Lantern Walk, Abbey Quarter, Bath, BA1 1LT');
    expect(addressText({ ...BATH, addressLine2: ' ' })).toBe('12 Lantern Walk, Bath, BA1 1LT');
  });
});
