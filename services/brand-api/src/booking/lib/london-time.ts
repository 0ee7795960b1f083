/**
 * Europe/London wall-clock arithmetic for bookings, without a time-zone library.
 *
 * Every booking date and time is London wall clock: dates 'YYYY-MM-DD', times 'HH:mm' (24 h).
 * The UK rule since 1996: British Summer Time (UTC+1) from 01:00 UTC on the last Sunday of March
 * to 01:00 UTC on the last Sunday of October; GMT (UTC+0) otherwise. The calendar file's
 * VTIMEZONE states the same rule, so what the e-mail says and what the API computed agree.
 */

import { memo } from './memo';

export const LONDON_TZID = 'Europe/London';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** Day of the month of the last Sunday of a month (monthIndex 0–11) in a year. */
export function lastSundayOf(year: number, monthIndex: number): number {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0));
  return lastDay.getUTCDate() - lastDay.getUTCDay();
}

/** True when the instant (epoch ms) falls in British Summer Time. */
export function isBritishSummerTime(epochMs: number): boolean {
  const year = new Date(epochMs).getUTCFullYear();
  const start = Date.UTC(year, 2, lastSundayOf(year, 2), 1);
  const end = Date.UTC(year, 9, lastSundayOf(year, 9), 1);
  return epochMs >= start && epochMs < end;
}

/** Minutes London is ahead of UTC at the instant: 60 in summer, 0 in winter. */
export function londonOffsetMinutes(epochMs: number): number {
  return isBritishSummerTime(epochMs) ? 60 : 0;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export interface WallClock {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:mm' */
  time: string;
  /** Minutes since the wall-clock midnight of `date`. */
  minutes: number;
}

/** The London date and time at an instant. */
export function londonWallClock(epochMs: number): WallClock {
  const local = new Date(epochMs + londonOffsetMinutes(epochMs) * MINUTE_MS);
  const date = `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
  const minutes = local.getUTCHours() * 60 + local.getUTCMinutes();
  return { date, time: `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`, minutes };
}

/**
 * The instant (epoch ms) of a London wall-clock date and time. A time that happens twice (the
 * autumn hour) is read as its first, summer-time occurrence; a time that never happens (the
 * spring hour) as if the clocks had not yet changed. Bookings start at 09:00, so neither is reachable.
 */
export function londonToEpoch(date: string, time: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  const summer = wall - 60 * MINUTE_MS;
  return isBritishSummerTime(summer) ? summer : wall;
}

/** 'YYYY-MM-DD' plus `days` (negative allowed), on the calendar alone. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** ISO weekday of a date: 1 = Monday … 7 = Sunday. */
export const isoWeekday = memo((date: string): number => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return day === 0 ? 7 : day;
});

/** True for a real calendar date written 'YYYY-MM-DD' (2026-02-30 is not one). */
export function isCalendarDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(y, m - 1, d));
  return parsed.getUTCFullYear() === y && parsed.getUTCMonth() === m - 1 && parsed.getUTCDate() === d;
}

/** 'Saturday 19 December 2026': how a date reads in an e-mail. */
export function longDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  ).replace(',', '');
}
