import { monthGrid, monthLabel, shiftMonth } from './month-grid';

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
    expect(days.find((cell) => cell.day === 21)).toEqual({ date: '2026-11-21', day: 21, disabled: false });
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
