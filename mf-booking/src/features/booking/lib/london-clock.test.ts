import { addDays, fromDisplayDate, isIsoDate, londonNow, londonOffsetMinutes, longDate, minutesOf, toDisplayDate, toTime } from './london-clock';

describe('london clock', () => {
  it.each([
    ['2026-07-01T18:30:00Z', { date: '2026-07-01', hour: 19, minute: 30 }], // BST
    ['2026-12-01T18:30:00Z', { date: '2026-12-01', hour: 18, minute: 30 }], // GMT
    ['2026-06-30T23:10:00Z', { date: '2026-07-01', hour: 0, minute: 10 }], // after midnight in London
    ['2026-03-29T00:59:00Z', { date: '2026-03-29', hour: 0, minute: 59 }], // the minute before BST starts
    ['2026-03-29T01:00:00Z', { date: '2026-03-29', hour: 2, minute: 0 }], // clocks go forward
    ['2026-10-25T00:59:00Z', { date: '2026-10-25', hour: 1, minute: 59 }], // the last BST minute
    ['2026-10-25T01:00:00Z', { date: '2026-10-25', hour: 1, minute: 0 }], // clocks go back
    ['2026-12-31T23:59:00Z', { date: '2026-12-31', hour: 23, minute: 59 }], // New Year's Eve, GMT
  ])('londonNow(%s)', (instant, expected) => {
    expect(londonNow(Date.parse(instant))).toEqual(expected);
  });

  it('agrees with the time zone database every 6 hours from 2024 to 2032', () => {
    const hour = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', hourCycle: 'h23' });
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2032, 0, 1); t += 6 * 3_600_000 + 60_000) {
      const expected = (Number(hour.format(new Date(t))) - new Date(t).getUTCHours() + 24) % 24;
      expect([t, londonOffsetMinutes(t)]).toEqual([t, expected * 60]);
    }
  });

  it.each([
    ['12/12/2026', '2026-12-12'],
    ['1/2/2027', '2027-02-01'],
    ['29/02/2028', '2028-02-29'],
    ['29/02/2027', null],
    ['31/04/2027', null],
    ['2027-02-01', null],
    ['', null],
  ])('fromDisplayDate(%p) is %p', (text, expected) => {
    expect(fromDisplayDate(text)).toBe(expected);
  });

  it.each([
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
  ])('addDays(%s, %i) is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each([
    ['2026-12-12', true],
    ['2026-13-01', false],
    ['2026-1-1', false],
  ])('isIsoDate(%s) is %p', (date, expected) => {
    expect(isIsoDate(date)).toBe(expected);
  });

  it('formats dates and times', () => {
    expect(toDisplayDate('2026-12-05')).toBe('05/12/2026');
    expect(longDate('2026-12-12')).toBe('Saturday 12 December 2026');
    expect(toTime(9, 5)).toBe('09:05');
    expect(minutesOf('19:30')).toBe(1170);
  });
});
