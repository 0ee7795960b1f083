import {
  birthdayProblem,
  dayOptions,
  daysInMonth,
  describeDate,
  fromEpochSeconds,
  isLeapYear,
  toEpochSeconds,
  yearOptions,
  type BirthdayParts,
} from './birthday';

const TODAY = new Date(Date.UTC(2026, 10, 21));
const parts = (day: string, month: string, year: string): BirthdayParts => ({ day, month, year });

describe('birthday day list (spec §5)', () => {
  it.each([
    [2000, true],
    [2001, false],
    [1900, false],
    [1904, true],
    [2024, true],
  ])('isLeapYear(%i) is %p', (year, leap) => {
    expect(isLeapYear(year)).toBe(leap);
  });

  it.each<[number | null, number | null, number]>([
    [2, 2000, 29],
    [2, 2001, 28],
    [2, null, 29], // no year yet: the default year 1904 is a leap year
    [2, 1900, 28],
    [4, 2001, 30],
    [9, null, 30],
    [12, 2001, 31],
    [null, 2001, 31], // no month yet: every day stays choosable
  ])('month %p of year %p has %i days', (month, year, days) => {
    expect(daysInMonth(month, year)).toBe(days);
    expect(dayOptions(month, year)).toHaveLength(days);
    expect(dayOptions(month, year).at(-1)).toBe(days);
  });

  it('offers this year back a hundred years, newest first', () => {
    const years = yearOptions(TODAY);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1926);
    expect(years).toEqual(expect.arrayContaining([2000, 2001]));
  });
});

describe('birthdayProblem', () => {
  it.each<[BirthdayParts, ReturnType<typeof birthdayProblem>]>([
    [parts('', '', ''), null],
    [parts('29', '2', '2000'), null],
    [parts('29', '2', '2001'), 'no-such-day'],
    [parts('31', '4', '1990'), 'no-such-day'],
    [parts('29', '2', ''), 'incomplete'],
    [parts('', '2', '2000'), 'incomplete'],
    [parts('1', '12', '2026'), 'future'],
    [parts('21', '11', '2026'), null],
  ])('%o → %p', (birthday, problem) => {
    expect(birthdayProblem(birthday, TODAY)).toBe(problem);
  });
});

describe('epoch seconds', () => {
  it.each<[BirthdayParts, number | null]>([
    [parts('29', '2', '2000'), 951782400],
    [parts('1', '1', '1970'), 0],
    [parts('', '', ''), null],
  ])('%o ↔ %p', (birthday, seconds) => {
    expect(toEpochSeconds(birthday)).toBe(seconds);
    if (seconds !== null) expect(fromEpochSeconds(seconds)).toEqual(birthday);
  });

  it('reads no birth date as empty selects', () => {
    expect(fromEpochSeconds(null)).toEqual(parts('', '', ''));
  });

  it.each([
    [29, 2, 2001, '29 February 2001'],
    [1, 12, null, '1 December'],
  ])('describes %i/%i/%p as %p', (day, month, year, text) => {
    expect(describeDate(day, month, year)).toBe(text);
  });
});
