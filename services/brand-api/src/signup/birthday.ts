/** Spec §5: days in a month follow the month and year; the default year 1904 is a leap year so 29 February stays choosable. */
export const DEFAULT_BIRTH_YEAR = 1904;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(month: number, year: number = DEFAULT_BIRTH_YEAR): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isValidBirthday(b: { day: number; month: number; year: number }, today: Date): boolean {
  if (!Number.isInteger(b.day) || !Number.isInteger(b.month) || !Number.isInteger(b.year)) return false;
  if (b.month < 1 || b.month > 12 || b.day < 1 || b.day > daysInMonth(b.month, b.year)) return false;
  return Date.UTC(b.year, b.month - 1, b.day) <= today.getTime() && b.year >= 1900;
}
