import { monthAndYear } from '@riviere/remote-kit/text';
import type { IsoDate } from '@riviere/restaurant-rules';

/** One day cell of the date picker; `date` null for the blanks before the 1st and after the last. */
export interface DayCell {
  date: IsoDate | null;
  day: number | null;
  /** Before the first or after the last bookable day. */
  disabled: boolean;
  /** The restaurant is closed that day: shown, and said, but it cannot be picked. */
  closed: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

const BLANK: DayCell = { date: null, day: null, disabled: true, closed: false };

/**
 * A month as weeks that start on Monday (spec §5), for `month` 1–12. Days before `minDate`
 * are disabled (no booking in the past), and days after `maxDate` (beyond the booking horizon);
 * the days `isClosed` says the restaurant is closed are marked closed.
 */
export function monthGrid(year: number, month: number, minDate: IsoDate, maxDate: IsoDate | null = null, isClosed: (date: IsoDate) => boolean = () => false): DayCell[][] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7; // Monday = 0
  const cells: DayCell[] = Array.from({ length: lead }, () => BLANK);
  for (let day = 1; day <= days; day += 1) {
    const date = `${year}-${pad(month)}-${pad(day)}`;
    const disabled = date < minDate || (maxDate !== null && date > maxDate);
    cells.push({ date, day, disabled, closed: !disabled && isClosed(date) });
  }
  while (cells.length % 7 !== 0) cells.push(BLANK);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

export function shiftMonth(year: number, month: number, by: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export const WEEKDAYS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;

/** 'December 2026' (month 1–12). */
export function monthLabel(year: number, month: number): string {
  return monthAndYear(year, month - 1);
}

const toUtc = (date: IsoDate) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
const fromUtc = (ms: number): IsoDate => new Date(ms).toISOString().slice(0, 10);

/** The calendar date `days` days after `date` (negative: before). */
export function addDays(date: IsoDate, days: number): IsoDate {
  return fromUtc(toUtc(date) + days * 86_400_000);
}

/** The same day `months` months on, kept inside the month (31 Jan + 1 month = 28 or 29 Feb). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const { year, month } = shiftMonth(Number(date.slice(0, 4)), Number(date.slice(5, 7)), months);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${pad(month)}-${pad(Math.min(Number(date.slice(8, 10)), last))}`;
}

/** The picker's keys (WAI-ARIA date picker dialog): where each moves the focused day; null for any other key. */
export function movedDay(date: IsoDate, key: string, shiftKey: boolean): IsoDate | null {
  const weekday = (new Date(toUtc(date)).getUTCDay() + 6) % 7; // Monday = 0
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -weekday);
    case 'End':
      return addDays(date, 6 - weekday);
    case 'PageUp':
      return addMonths(date, shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonths(date, shiftKey ? 12 : 1);
    default:
      return null;
  }
}

/** `date` kept between the first and last bookable days. */
export function clampDate(date: IsoDate, minDate: IsoDate, maxDate: IsoDate | null): IsoDate {
  if (date < minDate) return minDate;
  if (maxDate !== null && date > maxDate) return maxDate;
  return date;
}
