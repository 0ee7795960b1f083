/**
 * The restaurants' wall clock. Every opening time, booking date and slot is Europe/London
 * wall-clock time; the visitor's own time zone (and the process's `TZ`) never matters.
 *
 * Contract:
 * - An instant is epoch milliseconds (`now`), always passed in by the caller.
 * - A date is 'YYYY-MM-DD' (`IsoDate`), a time of day 'HH:mm', 24-hour (`TimeOfDay`).
 * - The time zone is an IANA name, `LONDON` by default. Offsets come from the platform's time
 *   zone database through `Intl.DateTimeFormat`; nothing here knows when summer time starts.
 * - Weekdays are ISO: 1 = Monday … 7 = Sunday.
 */

export type IsoDate = string;
export type TimeOfDay = string;

/** The zone every restaurant keeps. */
export const LONDON = 'Europe/London';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export interface WallClock {
  /** 'YYYY-MM-DD' */
  date: IsoDate;
  /** 'HH:mm' */
  time: TimeOfDay;
  /** 0–23 */
  hour: number;
  /** 0–59 */
  minute: number;
  /** Minutes since the wall-clock midnight of `date` (hour × 60 + minute). */
  minutes: number;
  /** ISO weekday of `date`: 1 = Monday … 7 = Sunday. */
  weekday: number;
}

// Creating a formatter is the costly part (it loads the zone's data): one per zone, made on first use.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface Fields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The zone's offset in minutes at the instant, straight from the platform (tens of microseconds). */
function platformOffset(now: number, timeZone: string): number {
  const fields: Fields = { year: 0, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
  for (const part of formatterFor(timeZone).formatToParts(now)) {
    if (part.type in fields) fields[part.type as keyof Fields] = Number(part.value);
  }
  // Some engines still write midnight as 24 even with hourCycle h23.
  if (fields.hour === 24) fields.hour = 0;
  const { year, month, day, hour, minute, second } = fields;
  const wholeSecond = now - (((now % 1000) + 1000) % 1000);
  return Math.round((Date.UTC(year, month - 1, day, hour, minute, second) - wholeSecond) / MINUTE_MS);
}

const HOUR_MS = 3_600_000;
const MAX_CACHED_HOURS = 50_000;
/** Per zone, per UTC hour: its offset, or null for an hour in which the offset changes. */
const hourOffsets = new Map<string, Map<number, number | null>>();

/**
 * Offsets change a few times a year, so one hour's offset is read from the platform once (at
 * its first and last second) and remembered; only the hour of a change is read every time.
 */
function cachedOffset(now: number, timeZone: string): number {
  let hours = hourOffsets.get(timeZone);
  if (!hours) {
    hours = new Map();
    hourOffsets.set(timeZone, hours);
  }
  const hour = Math.floor(now / HOUR_MS);
  let offset = hours.get(hour);
  if (offset === undefined) {
    const first = platformOffset(hour * HOUR_MS, timeZone);
    offset = first === platformOffset(hour * HOUR_MS + HOUR_MS - 1000, timeZone) ? first : null;
    if (hours.size >= MAX_CACHED_HOURS) hours.clear();
    hours.set(hour, offset);
  }
  return offset ?? platformOffset(now, timeZone);
}

function fieldsAt(now: number, timeZone: string): Fields {
  const local = new Date(now + cachedOffset(now, timeZone) * MINUTE_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** 'HH:mm' of an hour (0–23) and minute (0–59). */
export function toTime(hour: number, minute: number): TimeOfDay {
  return `${pad(hour)}:${pad(minute)}`;
}

/** Minutes since midnight of 'HH:mm' (or 'H:mm'): '19:30' → 1170. */
export function minutesOf(time: TimeOfDay): number {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
}

/** The wall-clock date and time in `timeZone` at the instant `now` (epoch ms). */
export function wallClock(now: number, timeZone: string = LONDON): WallClock {
  const { year, month, day, hour, minute } = fieldsAt(now, timeZone);
  const date = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  return { date, time: toTime(hour, minute), hour, minute, minutes: hour * 60 + minute, weekday: isoWeekday(date) };
}

/** Minutes `timeZone` is ahead of UTC at the instant `now`: Europe/London is 60 in summer, 0 in winter. */
export function offsetMinutes(now: number, timeZone: string = LONDON): number {
  return cachedOffset(now, timeZone);
}

function parseDate(date: IsoDate): [number, number, number] {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return [y, m, d];
}

/**
 * The instant (epoch ms) a wall-clock date and time in `timeZone` stands for.
 * - A time that happens twice (Europe/London's autumn hour, 01:00–01:59 on the last Sunday of
 *   October) is its first occurrence, still in summer time.
 * - A time that never happens (the spring hour, 01:00–01:59 on the last Sunday of March) is read
 *   with the offset before the change, so it lands that far after the change: 01:30 is 02:30 BST.
 * This is what moment-timezone and Temporal's 'compatible' disambiguation do.
 */
export function instantOf(date: IsoDate, time: TimeOfDay, timeZone: string = LONDON): number {
  const [y, m, d] = parseDate(date);
  const local = Date.UTC(y, m - 1, d) + minutesOf(time) * MINUTE_MS;
  const before = offsetMinutes(local - DAY_MS, timeZone);
  const after = offsetMinutes(local + DAY_MS, timeZone);
  const candidates = [before, after]
    .map((offset) => local - offset * MINUTE_MS)
    .filter((instant) => wallClockMinutesMatch(instant, local, timeZone));
  if (candidates.length > 0) return Math.min(...candidates);
  return local - before * MINUTE_MS;
}

function wallClockMinutesMatch(instant: number, local: number, timeZone: string): boolean {
  return instant + offsetMinutes(instant, timeZone) * MINUTE_MS === local;
}

/** 'YYYY-MM-DD' plus `days` (negative allowed), on the calendar alone. */
export function addDays(date: IsoDate, days: number): IsoDate {
  const [y, m, d] = parseDate(date);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** ISO weekday of a date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: IsoDate): number {
  const [y, m, d] = parseDate(date);
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** True for a real calendar date written 'YYYY-MM-DD' (2026-02-30 and 2026-1-01 are not). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = parseDate(value);
  const parsed = new Date(Date.UTC(y, m - 1, d));
  return parsed.getUTCFullYear() === y && parsed.getUTCMonth() === m - 1 && parsed.getUTCDate() === d;
}

/** ISO 8601 local date and time with the zone's offset at the instant: '2026-07-04T19:30:00+01:00'. */
export function isoAt(now: number, timeZone: string = LONDON): string {
  const { year, month, day, hour, minute, second } = fieldsAt(now, timeZone);
  const offset = offsetMinutes(now, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}T${toTime(hour, minute)}:${pad(second)}${sign}${toTime(Math.floor(abs / 60), abs % 60)}`;
}
