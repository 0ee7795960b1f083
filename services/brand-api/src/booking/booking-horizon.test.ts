import { DEFAULT_BOOKING_HORIZON_DAYS, beyondHorizonMessage, bookingHorizon, firstBeyond } from './booking-horizon';

describe('the booking horizon', () => {
  it.each([
    ['2026-11-21', 180, '2027-05-20'],
    ['2026-11-21', 1, '2026-11-22'],
    ['2027-12-31', 1, '2028-01-01'],
    ['2028-01-01', 59, '2028-02-29'], // leap year
    ['2026-03-01', 365, '2027-03-01'],
  ])('from %s, %i days ahead ends on %s', (today, days, lastDate) => {
    expect(bookingHorizon(today, days)).toEqual({ days, lastDate });
  });

  it('is 180 days unless configured', () => {
    expect(DEFAULT_BOOKING_HORIZON_DAYS).toBe(180);
    expect(bookingHorizon('2026-11-21')).toEqual({ days: 180, lastDate: '2027-05-20' });
  });

  it.each([
    [['2027-05-20'], null],
    [['2026-11-21', '2027-05-21'], '2027-05-21'],
    [['9999-12-31'], '9999-12-31'],
    [[], null],
  ])('%j: the first beyond is %s', (dates, expected) => {
    expect(firstBeyond(dates, { days: 180, lastDate: '2027-05-20' })).toBe(expected);
  });

  it('says how far ahead and until when', () => {
    expect(beyondHorizonMessage({ days: 180, lastDate: '2027-05-20' })).toBe('Tables can be booked up to 180 days ahead, until Thursday 20 May 2027. Please choose an earlier date.');
  });
});
