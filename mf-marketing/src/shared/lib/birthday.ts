/**
 * Birthday selects (spec §5): the day list follows the month and year; without a year the
 * default year 1904 counts, a leap year, so 29 February stays choosable. Months are 1–12.
 */
export const DEFAULT_BIRTH_YEAR = 1904;

export const MONTH_NAMES = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in `month` of `year`; no month yet → 31 (every day stays choosable), no year → 1904. */
export function daysInMonth(month: number | null, year: number | null): number {
  if (month === null) return 31;
  if (month === 2) return isLeapYear(year ?? DEFAULT_BIRTH_YEAR) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The days the day select offers for this month and year: 1…daysInMonth. */
export function dayOptions(month: number | null, year: number | null): number[] {
  return Array.from({ length: daysInMonth(month, year) }, (_, i) => i + 1);
}

/** Years the year select offers, newest first: this year back `span` years (UTC, as the API stores dates). */
export function yearOptions(today: Date, span = 100): number[] {
  const current = today.getUTCFullYear();
  return Array.from({ length: span + 1 }, (_, i) => current - i);
}

/** '' (not chosen) → null; '7' → 7. */
export function toNumber(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null;
  const n = Number(value);
  return Number.isInteger(n) ? n : null;
}

export interface BirthdayParts {
  day: string;
  month: string;
  year: string;
}

export type BirthdayProblem = 'incomplete' | 'no-such-day' | 'future' | null;

/** What is wrong with a birthday as chosen: nothing (all three or none chosen and real), or one problem. */
export function birthdayProblem(parts: BirthdayParts, today: Date): BirthdayProblem {
  const day = toNumber(parts.day);
  const month = toNumber(parts.month);
  const year = toNumber(parts.year);
  const chosen = [day, month, year].filter((v) => v !== null).length;
  if (chosen === 0) return null;
  if (chosen < 3) return 'incomplete';
  if (day! > daysInMonth(month, year)) return 'no-such-day';
  if (Date.UTC(year!, month! - 1, day!) > today.getTime()) return 'future';
  return null;
}

/** "29 February 2001" for messages. */
export function describeDate(day: number, month: number, year: number | null): string {
  return `${day} ${MONTH_NAMES[month - 1]}${year === null ? '' : ` ${year}`}`;
}

/** Epoch seconds (the preferences API's birthDate) ↔ the three selects, in UTC. */
export function toEpochSeconds(parts: BirthdayParts): number | null {
  const day = toNumber(parts.day);
  const month = toNumber(parts.month);
  const year = toNumber(parts.year);
  if (day === null || month === null || year === null) return null;
  return Date.UTC(year, month - 1, day) / 1000;
}

export function fromEpochSeconds(seconds: number | null): BirthdayParts {
  if (seconds === null) return { day: '', month: '', year: '' };
  const date = new Date(seconds * 1000);
  return { day: String(date.getUTCDate()), month: String(date.getUTCMonth() + 1), year: String(date.getUTCFullYear()) };
}
