/**
 * Restaurants keep Europe/London wall-clock time. Dates are 'YYYY-MM-DD', times 'HH:mm'.
 * `now` is epoch ms: callers pass it in so every rule here is testable without a clock.
 */
export type IsoDate = string;
export type TimeOfDay = string;

export interface LondonWallClock {
  date: IsoDate;
  hour: number;
  minute: number;
}

/**
 * UK summer time (Summer Time Order 2002): BST, UTC+1, from 01:00 UTC on the last Sunday of March
 * to 01:00 UTC on the last Sunday of October; GMT otherwise. Worked out here rather than through
 * `Intl` with a time zone, whose first use loads the zone database (over 100 ms of main thread on
 * a phone) during the booking strip's first render; the calendar links, which need the full zone,
 * load moment-timezone on the confirmation.
 */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** Minutes Europe/London is ahead of UTC at `now` (epoch ms): 60 in BST, 0 in GMT. */
export function londonOffsetMinutes(now: number): number {
  const year = new Date(now).getUTCFullYear();
  return now >= lastSundayAtOneUtc(year, 2) && now < lastSundayAtOneUtc(year, 9) ? 60 : 0;
}

export function londonNow(now: number): LondonWallClock {
  const wall = new Date(now + londonOffsetMinutes(now) * 60_000);
  return { date: wall.toISOString().slice(0, 10), hour: wall.getUTCHours(), minute: wall.getUTCMinutes() };
}

const pad = (n: number) => String(n).padStart(2, '0');

export function toTime(hour: number, minute: number): TimeOfDay {
  return `${pad(hour)}:${pad(minute)}`;
}

export function minutesOf(time: TimeOfDay): number {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
}

/** A real calendar date 'YYYY-MM-DD'. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** 'dd/MM/yyyy', the way the date field shows a date (spec §5). */
export function toDisplayDate(date: IsoDate): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}

/** 'd/M/yyyy' or 'dd/MM/yyyy' typed by a visitor → 'YYYY-MM-DD', or null when it is not a real date. */
export function fromDisplayDate(text: string): IsoDate | null {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const iso = `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/** 'Saturday 12 December 2026'. */
export { longDate } from '@riviere/remote-kit/text';
