import { bookingModalTarget, closeBookingUrl } from './booking-url';

const at = (url: string) => {
  const { pathname, search, hash } = new URL(url, 'https://site.test');
  return { pathname, search, hash };
};

describe('the booking modal URL', () => {
  it.each([
    ['/#booking', {}],
    ['/find-us?q=bath#booking', {}],
    ['/book-now', {}],
    ['/book-now?restaurant=greenwich&covers=4', {}],
    ['/restaurants/london/greenwich/book-now', { restaurant: 'london/greenwich' }],
    ['/Restaurants/London/Greenwich/book-now/', { restaurant: 'london/greenwich' }],
    ['/', null],
    ['/#mains', null],
    ['/restaurants/london/greenwich', null],
    ['/book-now-later', null],
  ])('%s opens it with %p', (url, expected) => {
    expect(bookingModalTarget(at(url))).toEqual(expected);
  });

  it.each([
    ['/#booking', '/'],
    ['/find-us?q=bath#booking', '/find-us?q=bath'],
    ['/book-now', '/'],
    ['/book-now?restaurant=greenwich', '/'],
    ['/restaurants/london/greenwich/book-now', '/restaurants/london/greenwich'],
    ['/restaurants/london/greenwich/book-now?date=2026-12-24', '/restaurants/london/greenwich'],
  ])('closing %s goes to %s', (url, expected) => {
    expect(closeBookingUrl(at(url))).toBe(expected);
  });
});
