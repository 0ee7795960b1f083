import { isoWeekday } from '@riviere/restaurant-rules';

/**
 * When an occasion can be booked. Dates 'YYYY-MM-DD'; month-days 'MM-DD'; weekdays ISO (1 = Monday).
 * - `days`: the weekdays it runs;
 * - `annualFrom`/`annualTo`: a window repeated every year (it may wrap the new year: 12-24 → 01-02);
 *   Christmas Day is `12-25` → `12-25`;
 * - `excludedMonthDays`: days it never runs (Lunch is not served on 12-25, Christmas Day is);
 * - `validFrom`/`validTo`: an absolute date range (a seasonal menu launch, a one-off event).
 */
export interface OccasionCalendar {
  days: number[];
  annualFrom?: string | null;
  annualTo?: string | null;
  excludedMonthDays?: string[];
  validFrom?: string | null;
  validTo?: string | null;
}

export function inAnnualWindow(monthDay: string, from: string, to: string): boolean {
  return from <= to ? monthDay >= from && monthDay <= to : monthDay >= from || monthDay <= to;
}

export function occasionRunsOn(calendar: OccasionCalendar, date: string): boolean {
  const monthDay = date.slice(5);
  if (!calendar.days.includes(isoWeekday(date))) return false;
  if (calendar.excludedMonthDays?.includes(monthDay)) return false;
  if (calendar.annualFrom && calendar.annualTo && !inAnnualWindow(monthDay, calendar.annualFrom, calendar.annualTo)) return false;
  if (calendar.validFrom && date < calendar.validFrom) return false;
  if (calendar.validTo && date > calendar.validTo) return false;
  return true;
}
