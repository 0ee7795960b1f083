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

const FORMAT = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function londonNow(now: number): LondonWallClock {
  const parts = Object.fromEntries(FORMAT.formatToParts(new Date(now)).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour), minute: Number(parts.minute) };
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

const LONG = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'Saturday 12 December 2026'. */
export function longDate(date: IsoDate): string {
  return LONG.format(new Date(`${date}T12:00:00Z`)).replace(',', '');
}
