import { addMonths, clampDate, monthGrid, monthLabel, movedDay, shiftMonth } from './month-grid';

describe('monthGrid', () => {
  it.each([
    // [year, month, leading blanks, weeks]
    [2026, 11, 6, 6], // 1 Nov 2026 is a Sunday
    [2026, 12, 1, 5], // 1 Dec 2026 is a Tuesday
    [2027, 2, 0, 4], // 1 Feb 2027 is a Monday, 28 days
    [2028, 2, 1, 5], // leap year
  ])('%i-%i starts on Monday with %i blanks in %i weeks', (year, month, blanks, weeks) => {
    const grid = monthGrid(year, month, '2000-01-01');
    expect(grid).toHaveLength(weeks);
    expect(grid[0]!.findIndex((cell) => cell.day === 1)).toBe(blanks);
    expect(grid.flat().filter((cell) => cell.date).length).toBe(new Date(Date.UTC(year, month, 0)).getUTCDate());
  });

  it('disables the days before the minimum date', () => {
    const days = monthGrid(2026, 11, '2026-11-21').flat().filter((cell) => cell.date);
    expect(days.filter((cell) => cell.disabled).map((cell) => cell.day)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(days.find((cell) => cell.day === 21)).toEqual({ date: '2026-11-21', day: 21, disabled: false, closed: false });
  });

  it('disables the days after the last bookable day', () => {
    const days = monthGrid(2027, 5, '2026-11-21', '2027-05-20').flat().filter((cell) => cell.date);
    expect(days.filter((cell) => cell.disabled).map((cell) => cell.day)).toEqual(Array.from({ length: 11 }, (_, i) => i + 21));
  });

  it('marks the days the restaurant is closed, among the bookable ones', () => {
    const tuesdays = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() === 2;
    const days = monthGrid(2027, 4, '2027-04-10', null, tuesdays).flat().filter((cell) => cell.date);
    expect(days.filter((cell) => cell.closed).map((cell) => cell.day)).toEqual([13, 20, 27]); // 6 April is before the first bookable day
    expect(days.find((cell) => cell.day === 6)).toMatchObject({ disabled: true, closed: false });
  });

  it.each([
    [2026, 12, 1, { year: 2027, month: 1 }],
    [2027, 1, -1, { year: 2026, month: 12 }],
    [2026, 5, 0, { year: 2026, month: 5 }],
  ])('shiftMonth(%i, %i, %i)', (year, month, by, expected) => {
    expect(shiftMonth(year, month, by)).toEqual(expected);
  });

  it('labels a month', () => {
    expect(monthLabel(2026, 12)).toBe('December 2026');
  });
});

describe('the picker keys', () => {
  // 2026-11-25 is a Wednesday.
  it.each([
    ['ArrowLeft', false, '2026-11-24'],
    ['ArrowRight', false, '2026-11-26'],
    ['ArrowUp', false, '2026-11-18'],
    ['ArrowDown', false, '2026-12-02'],
    ['Home', false, '2026-11-23'],
    ['End', false, '2026-11-29'],
    ['PageUp', false, '2026-10-25'],
    ['PageDown', false, '2026-12-25'],
    ['PageUp', true, '2025-11-25'],
    ['PageDown', true, '2027-11-25'],
    ['Tab', false, null],
  ])('%s (shift %s) moves to %s', (key, shift, expected) => {
    expect(movedDay('2026-11-25', key, shift)).toBe(expected);
  });

  it.each([
    ['2027-01-31', 1, '2027-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-12-15', 1, '2027-01-15'],
  ])('%s plus %i month is %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it.each([
    ['2026-11-20', '2026-11-21'],
    ['2026-12-01', '2026-12-01'],
    ['2027-06-01', '2027-05-20'],
  ])('%s is kept to %s between the first and last bookable days', (date, expected) => {
    expect(clampDate(date, '2026-11-21', '2027-05-20')).toBe(expected);
  });
});
