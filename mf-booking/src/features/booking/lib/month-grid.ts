import { monthAndYear } from '@riviere/remote-kit/text';
import type { IsoDate } from './london-clock';

/** One day cell of the date picker; `date` null for the blanks before the 1st and after the last. */
export interface DayCell {
  date: IsoDate | null;
  day: number | null;
  disabled: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A month as weeks that start on Monday (spec §5), for `month` 1–12. Days before `minDate`
 * are disabled (no booking in the past).
 */
export function monthGrid(year: number, month: number, minDate: IsoDate): DayCell[][] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7; // Monday = 0
  const cells: DayCell[] = Array.from({ length: lead }, () => ({ date: null, day: null, disabled: true }));
  for (let day = 1; day <= days; day += 1) {
    const date = `${year}-${pad(month)}-${pad(day)}`;
    cells.push({ date, day, disabled: date < minDate });
  }
  while (cells.length % 7 !== 0) cells.push({ date: null, day: null, disabled: true });
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
