import { compareText, formatPounds, longDate, monthAndYear, shortDate } from './text';

describe('longDate / shortDate: the same words Intl en-GB gives', () => {
  it.each([
    ['2026-12-12', 'Saturday 12 December 2026', 'Sat 12 Dec'],
    ['2026-01-01', 'Thursday 1 January 2026', 'Thu 1 Jan'],
    ['2028-02-29', 'Tuesday 29 February 2028', 'Tue 29 Feb'],
    ['2026-03-29', 'Sunday 29 March 2026', 'Sun 29 Mar'],
    ['2026-10-25', 'Sunday 25 October 2026', 'Sun 25 Oct'],
    ['2026-09-10', 'Thursday 10 September 2026', 'Thu 10 Sept'],
  ])('%s', (iso, long, short) => {
    expect(longDate(iso)).toBe(long);
    expect(shortDate(iso)).toBe(short);
    const intlLong = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    expect(longDate(iso)).toBe(intlLong.format(new Date(`${iso}T12:00:00Z`)).replace(',', ''));
    const intlShort = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
    expect(shortDate(iso)).toBe(intlShort.format(new Date(`${iso}T12:00:00Z`)));
  });

  it.each([
    [2026, 11, 'December 2026'],
    [2027, 0, 'January 2027'],
  ])('monthAndYear(%i, %i)', (year, month, text) => expect(monthAndYear(year, month)).toBe(text));
});

describe('compareText', () => {
  it('sorts ignoring case and accents, exact text breaking ties', () => {
    const names = ['Witney', 'bath', 'Élan', 'Bath', 'Abingdon', 'Edinburgh', 'Zennor', 'Cafe'];
    expect([...names].sort(compareText)).toEqual(['Abingdon', 'Bath', 'bath', 'Cafe', 'Edinburgh', 'Élan', 'Witney', 'Zennor']);
  });

  it.each([
    ['a', 'a', 0],
    ['a', 'B', -1],
    ['Rivière', 'Riviera', 1],
  ])('%s vs %s', (a, b, sign) => expect(Math.sign(compareText(a, b))).toBe(sign));
});

describe('formatPounds', () => {
  it.each([
    [1995, '£19.95'],
    [0, '£0.00'],
    [5, '£0.05'],
    [100000, '£1,000.00'],
    [123456789, '£1,234,567.89'],
    [-250, '-£2.50'],
  ])('%i pence → %s', (pence, text) => expect(formatPounds(pence)).toBe(text));

  it('matches Intl en-GB currency formatting', () => {
    const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
    for (const pence of [1, 99, 1000, 1999, 250000, 99999999]) expect(formatPounds(pence)).toBe(gbp.format(pence / 100));
  });
});
