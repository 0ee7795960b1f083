import { SPECIAL, WEEK } from './test-support/hours';
import { hoursText, upcomingSpecialHours, weekRows } from './week-hours';

const HOURS = { openingHours: WEEK, specialHours: SPECIAL };

describe('hoursText', () => {
  it.each([
    ['09:00', '22:00', '09:00 – 22:00'],
    [' 11:30', '00:00 ', '11:30 – 00:00'],
    ['Closed', 'Closed', 'Closed'],
    ['09:00', 'closed', 'Closed'],
    ['', '22:00', 'Closed'],
  ])('%j–%j → %s', (open, close, text) => expect(hoursText(open, close)).toBe(text));
});

describe('weekRows', () => {
  it('lists the usual week from Monday, with click-and-collect only on open days', () => {
    const rows = weekRows(HOURS, Date.parse('2026-07-15T12:00:00Z'));
    expect(rows.map((row) => [row.name, row.hours, row.clickCollectClose])).toEqual([
      ['Monday', 'Closed', null],
      ['Tuesday', '09:00 – 22:00', '21:30'],
      ['Wednesday', '09:00 – 22:00', '21:30'],
      ['Thursday', '09:00 – 22:00', '21:30'],
      ['Friday', '11:30 – 00:00', '23:00'],
      ['Saturday', '11:30 – 00:00', '23:00'],
      ['Sunday', 'Closed', null],
    ]);
  });

  it.each([
    ['2026-07-15T12:00:00Z', 'wednesday'], // BST midday
    ['2026-07-15T23:30:00Z', 'thursday'], // 00:30 BST: already Thursday in London
    ['2026-01-14T23:30:00Z', 'wednesday'], // 23:30 GMT
    ['2026-10-25T00:30:00Z', 'sunday'], // the first 01:30 of the clock change
  ])('at %s today is %s', (instant, weekday) => {
    const rows = weekRows(HOURS, Date.parse(instant));
    expect(rows.filter((row) => row.isToday).map((row) => row.weekday)).toEqual([weekday]);
  });
});

describe('upcomingSpecialHours', () => {
  it('lists the entries not over yet, soonest first, with their dates and hours', () => {
    const unsorted = { openingHours: WEEK, specialHours: [SPECIAL[3]!, SPECIAL[0]!, SPECIAL[2]!, SPECIAL[1]!] };
    const rows = upcomingSpecialHours(unsorted, Date.parse('2026-12-24T12:00:00Z'));
    expect(rows.map((row) => [row.startDate, row.endDate, row.hours, row.coversToday, row.entry.label])).toEqual([
      ['2026-12-24', '2026-12-24', '09:00 – 17:00', true, 'Christmas Eve'],
      ['2026-12-25', '2026-12-25', 'Closed', false, 'Christmas Day'],
      ['2026-12-31', '2026-12-31', '09:00 – 00:00', false, "New Year's Eve"],
      ['2027-01-01', '2027-01-01', '12:00 – 20:00', false, undefined],
    ]);
  });

  it.each([
    ['2026-12-25T00:30:00Z', ['2026-12-25', '2026-12-31', '2027-01-01']], // Christmas Eve is over in London
    ['2026-12-24T23:30:00Z', ['2026-12-24', '2026-12-25', '2026-12-31', '2027-01-01']], // 23:30 GMT, still the 24th
    ['2027-01-02T10:00:00Z', []],
  ])('at %s lists %j', (instant, starts) => {
    expect(upcomingSpecialHours(HOURS, Date.parse(instant)).map((row) => row.startDate)).toEqual(starts);
  });

  it('covers a range that holds today and reads an entry without a start date as its end date', () => {
    const ranges = { openingHours: WEEK, specialHours: [{ startDate: '2027-01-04', endDate: '2027-01-15', openTime: '10:00', closeTime: '21:00' }, { endDate: '2027-01-20', openTime: 'Closed', closeTime: 'Closed' }] };
    const rows = upcomingSpecialHours(ranges, Date.parse('2027-01-08T12:00:00Z'));
    expect(rows.map((row) => [row.startDate, row.endDate, row.coversToday])).toEqual([
      ['2027-01-04', '2027-01-15', true],
      ['2027-01-20', '2027-01-20', false],
    ]);
  });
});
