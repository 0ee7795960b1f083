import { bookNowAction } from './book-now';

const greenwich = { city: 'london', slug: 'greenwich', enableBookings: true };
const witney = { city: 'witney', slug: 'witney', enableBookings: false };

describe('the header Book Now', () => {
  it.each([
    ['/', null, { kind: 'link', href: '/#booking', scrollToArea: true }],
    ['/find-us', null, { kind: 'link', href: '/#booking', scrollToArea: false }],
    ['/contact', null, { kind: 'link', href: '/#booking', scrollToArea: false }],
    ['/restaurants/london/greenwich', greenwich, { kind: 'link', href: '/restaurants/london/greenwich/book-now', scrollToArea: true }],
    ['/restaurants/london/greenwich/about', greenwich, { kind: 'link', href: '/restaurants/london/greenwich/book-now', scrollToArea: true }],
    // Until the restaurant has loaded, the plain link still works.
    ['/restaurants/london/greenwich', null, { kind: 'link', href: '/#booking', scrollToArea: true }],
    ['/restaurants/witney/witney', witney, { kind: 'unbookable', href: '/#booking' }],
    ['/restaurants/london/menu', null, { kind: 'link', href: '/#booking', scrollToArea: false }],
  ] as const)('on %s (restaurant %p) → %p', (path, restaurant, expected) => {
    expect(bookNowAction(path, restaurant)).toEqual(expected);
  });
});
