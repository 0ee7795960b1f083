import fc from 'fast-check';
import { addDays, isCalendarDate, isBritishSummerTime, isoWeekday, lastSundayOf, londonToEpoch, londonWallClock, longDate } from './london-time';

const intl = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
function viaIntl(epochMs: number): string {
  const p = Object.fromEntries(intl.formatToParts(new Date(epochMs)).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

describe('lastSundayOf', () => {
  it.each([
    [2026, 2, 29], [2026, 9, 25], [2027, 2, 28], [2027, 9, 31], [2024, 2, 31], [2024, 9, 27],
  ])('%i month %i → %i', (year, month, day) => expect(lastSundayOf(year, month)).toBe(day));
});

describe('isBritishSummerTime', () => {
  it.each([
    ['2026-03-29T00:59:59Z', false],
    ['2026-03-29T01:00:00Z', true],
    ['2026-07-01T12:00:00Z', true],
    ['2026-10-25T00:59:59Z', true],
    ['2026-10-25T01:00:00Z', false],
    ['2026-12-25T12:00:00Z', false],
  ])('%s → %s', (iso, expected) => expect(isBritishSummerTime(Date.parse(iso))).toBe(expected));
});

describe('londonWallClock', () => {
  it.each([
    ['2026-11-21T18:33:00Z', '2026-11-21', '18:33', 1113],
    ['2026-06-30T23:30:00Z', '2026-07-01', '00:30', 30],
    ['2026-03-29T01:00:00Z', '2026-03-29', '02:00', 120],
    ['2026-10-25T00:30:00Z', '2026-10-25', '01:30', 90],
    ['2026-10-25T01:30:00Z', '2026-10-25', '01:30', 90],
  ])('%s is %s %s in London', (iso, date, time, minutes) => {
    expect(londonWallClock(Date.parse(iso))).toEqual({ date, time, minutes });
  });

  it('agrees with Intl (the tz database) at any instant from 2000 to 2060', () => {
    fc.assert(fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2060, 0, 1) }), (ms) => {
      const { date, time } = londonWallClock(ms);
      expect(`${date} ${time}`).toBe(viaIntl(ms));
    }), { numRuns: 2000 });
  });
});

describe('londonToEpoch', () => {
  it.each([
    ['2026-12-19', '19:30', '2026-12-19T19:30:00.000Z'],
    ['2026-07-04', '19:30', '2026-07-04T18:30:00.000Z'],
    ['2026-03-29', '09:00', '2026-03-29T08:00:00.000Z'],
    ['2026-10-25', '09:00', '2026-10-25T09:00:00.000Z'],
    ['2026-10-25', '01:30', '2026-10-25T00:30:00.000Z'],
  ])('%s %s London is %s', (date, time, iso) => expect(new Date(londonToEpoch(date, time)).toISOString()).toBe(iso));

  it('round-trips every grid time of every day of 2026 and 2027', () => {
    for (let day = 0; day < 730; day++) {
      const date = addDays('2026-01-01', day);
      for (const time of ['09:00', '12:15', '19:30', '23:45']) expect(londonWallClock(londonToEpoch(date, time))).toMatchObject({ date, time });
    }
  });
});

describe('calendar helpers', () => {
  it.each([
    ['2026-12-31', 1, '2027-01-01'], ['2028-02-28', 1, '2028-02-29'], ['2026-03-01', -1, '2026-02-28'], ['2026-10-24', 2, '2026-10-26'],
  ])('addDays(%s, %i) = %s', (date, days, expected) => expect(addDays(date, days)).toBe(expected));

  it.each([
    ['2026-11-23', 1], ['2026-11-21', 6], ['2026-11-22', 7], ['2026-12-25', 5],
  ])('isoWeekday(%s) = %i', (date, weekday) => expect(isoWeekday(date)).toBe(weekday));

  it.each([
    ['2026-02-28', true], ['2026-02-29', false], ['2028-02-29', true], ['2026-13-01', false], ['2026-1-01', false], ['nonsense', false],
  ])('isCalendarDate(%s) = %s', (date, expected) => expect(isCalendarDate(date)).toBe(expected));

  it('writes a long date for e-mails', () => expect(longDate('2026-12-19')).toBe('Saturday 19 December 2026'));
});
