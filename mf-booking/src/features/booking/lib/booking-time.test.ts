import { DEFAULT_TIME, TIME_OPTIONS, defaultBookingTime, isBookingTime } from './booking-time';

describe('booking times', () => {
  it('offers every 15 minutes from 09:00 to 23:45', () => {
    expect(TIME_OPTIONS).toHaveLength(60);
    expect(TIME_OPTIONS[0]).toBe('09:00');
    expect(TIME_OPTIONS[1]).toBe('09:15');
    expect(TIME_OPTIONS.at(-1)).toBe('23:45');
  });

  it.each([
    ['19:30', true],
    ['08:45', false],
    ['19:40', false],
    ['24:00', false],
  ])('isBookingTime(%s) is %p', (time, expected) => {
    expect(isBookingTime(time)).toBe(expected);
  });

  // Instants are UTC; London is UTC+1 in July (BST) and UTC+0 in December (GMT).
  it.each([
    ['another day', '2026-07-02', '2026-07-01T11:07:00Z', DEFAULT_TIME],
    ['today, minutes round down', '2026-07-01', '2026-07-01T11:07:00Z', '13:00'],
    ['today, minutes round up', '2026-07-01', '2026-07-01T11:08:00Z', '13:15'],
    ['today, rounding reaches the next hour', '2026-12-01', '2026-12-01T14:53:00Z', '16:00'],
    ['today, before opening', '2026-12-01', '2026-12-01T06:20:00Z', '09:00'],
    ['today, at 22:40 the hour stays below the last', '2026-12-01', '2026-12-01T22:40:00Z', '23:45'],
    ['today, 23:05 stays at 23', '2026-12-01', '2026-12-01T23:05:00Z', '23:00'],
    ['today, 23:55 is capped at the last slot', '2026-12-01', '2026-12-01T23:55:00Z', '23:45'],
  ])('%s: date %s at %s → %s', (_case, date, instant, expected) => {
    expect(defaultBookingTime(date, Date.parse(instant))).toBe(expected);
  });
});
