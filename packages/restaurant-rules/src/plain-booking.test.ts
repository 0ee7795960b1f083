import { isServerKey, plainBookingPath, withoutServerKeys } from './plain-booking';

describe('the plain booking page', () => {
  it('is the restaurant’s path with /book', () => {
    expect(plainBookingPath({ city: 'bath', slug: 'bath' })).toBe('/restaurants/bath/bath/book');
  });

  it.each([
    ['formToken', true],
    ['typed.firstName', true],
    ['problem', true],
    ['problem.email', true],
    ['problems', false],
    ['date', false],
    ['step', false],
    ['typed', false],
  ])('a query key %s is written only by the site server: %s', (key, server) => {
    expect(isServerKey(key)).toBe(server);
  });

  it('drops from a visitor’s query what only the site server writes, keeping the rest in order', () => {
    const query = new URLSearchParams('date=2026-12-19&problem=Forged&typed.firstName=X&formToken=t&time=19:30&problem.email=No');
    expect(withoutServerKeys(query).toString()).toBe('date=2026-12-19&time=19%3A30');
  });
});
