import { longDate } from './long-date';

describe('longDate', () => {
  it.each([
    ['2026-12-19', 'Saturday 19 December 2026'],
    ['2027-01-01', 'Friday 1 January 2027'],
    ['2028-02-29', 'Tuesday 29 February 2028'],
    ['2026-03-29', 'Sunday 29 March 2026'],
  ])('writes %s as %s', (date, expected) => expect(longDate(date)).toBe(expected));
});
