import { daysInMonth, isValidBirthday } from './birthday';

describe('daysInMonth', () => {
  it.each([
    [1, 2001, 31], [2, 2000, 29], [2, 2001, 28], [2, 1900, 28], [2, 1904, 29], [4, 2020, 30], [12, 1999, 31], [2, undefined, 29],
  ])('month %i of %p has %i days', (month, year, days) => {
    expect(daysInMonth(month, year)).toBe(days);
  });
});

describe('isValidBirthday', () => {
  const today = new Date(Date.UTC(2026, 10, 21));
  it.each([
    [{ day: 29, month: 2, year: 2000 }, true],
    [{ day: 29, month: 2, year: 2001 }, false],
    [{ day: 31, month: 4, year: 1990 }, false],
    [{ day: 0, month: 1, year: 1990 }, false],
    [{ day: 1, month: 13, year: 1990 }, false],
    [{ day: 1, month: 1, year: 2030 }, false],
    [{ day: 1.5, month: 1, year: 1990 }, false],
  ])('%o → %p', (birthday, valid) => {
    expect(isValidBirthday(birthday, today)).toBe(valid);
  });
});
