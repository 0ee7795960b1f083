import { BOOKING_TIMES, DEFAULT_BOOKING_TIME, defaultBookingTime, isBookingTime } from './booking-time';

describe('the booking grid', () => {
  it('offers every 15 minutes from 09:00 to 23:45', () => {
    expect(BOOKING_TIMES).toHaveLength(60);
    expect(BOOKING_TIMES.slice(0, 2)).toEqual(['09:00', '09:15']);
    expect(BOOKING_TIMES.at(-1)).toBe('23:45');
    expect(DEFAULT_BOOKING_TIME).toBe('19:30');
  });

  it.each([
    ['19:30', true],
    ['09:00', true],
    ['23:45', true],
    ['08:45', false],
    ['19:40', false],
    ['24:00', false],
    ['9:00', false],
    ['', false],
  ])('isBookingTime(%j) is %p', (time, expected) => {
    expect(isBookingTime(time)).toBe(expected);
  });
});

describe('defaultBookingTime', () => {
  // Instants are UTC; London is UTC+1 in summer (BST) and UTC+0 in winter (GMT).
  it.each([
    ['another day', '2026-07-02', '2026-07-01T11:07:00Z', '19:30'],
    ['a past day', '2026-06-30', '2026-07-01T11:07:00Z', '19:30'],
    ['today, minutes round down', '2026-07-01', '2026-07-01T11:07:00Z', '13:00'],
    ['today, minutes round up', '2026-07-01', '2026-07-01T11:08:00Z', '13:15'],
    ['today, rounding reaches the next hour', '2026-12-01', '2026-12-01T14:53:00Z', '16:00'],
    ['today, before opening', '2026-12-01', '2026-12-01T06:20:00Z', '09:00'],
    ['today, 08:53 rounds to 09:00 and moves on an hour', '2026-12-01', '2026-12-01T08:53:00Z', '10:00'],
    ['today, at 22:40 the hour stays below the last', '2026-12-01', '2026-12-01T22:40:00Z', '23:45'],
    ['today, 23:05 stays at 23', '2026-12-01', '2026-12-01T23:05:00Z', '23:00'],
    ['today, 23:55 is capped at the last slot', '2026-12-01', '2026-12-01T23:55:00Z', '23:45'],
    ['today in London, not yet in UTC (00:20 BST)', '2026-07-02', '2026-07-01T23:20:00Z', '09:00'],
    ['yesterday in UTC is another day in London', '2026-07-01', '2026-07-01T23:20:00Z', '19:30'],
    ['the spring clock change, 10:00 BST', '2026-03-29', '2026-03-29T09:00:00Z', '11:00'],
    ['the autumn clock change, 10:00 GMT', '2027-10-31', '2027-10-31T10:00:00Z', '11:00'],
  ])('%s: date %s at %s → %s', (_case, date, instant, expected) => {
    expect(defaultBookingTime(date, Date.parse(instant))).toBe(expected);
  });
});
