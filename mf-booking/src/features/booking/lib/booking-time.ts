import { londonNow, toTime, type IsoDate, type TimeOfDay } from './london-clock';

/** Spec §5, §9: arrival times every 15 minutes from 09:00 to 23:45; 19:30 unless the date is today. */
export const FIRST_HOUR = 9;
export const LAST_HOUR = 23;
export const STEP_MINUTES = 15;
export const DEFAULT_TIME = '19:30';

export const TIME_OPTIONS: readonly TimeOfDay[] = Array.from({ length: (LAST_HOUR - FIRST_HOUR + 1) * 4 }, (_, i) =>
  toTime(FIRST_HOUR + Math.floor(i / 4), (i % 4) * STEP_MINUTES),
);

export function isBookingTime(value: string): boolean {
  return TIME_OPTIONS.includes(value);
}

/**
 * The time the form starts with. For another day: 19:30. For today (spec §5): minutes round to
 * the nearest 15; the hour moves into the bookable hours (before 09:00 → 09:00, the default start),
 * then goes up by one while it is below 23 — a table a little ahead of now, never one in the past.
 */
export function defaultBookingTime(date: IsoDate, now: number): TimeOfDay {
  const clock = londonNow(now);
  if (date !== clock.date) return DEFAULT_TIME;
  let hour = clock.hour;
  let minute = Math.round(clock.minute / STEP_MINUTES) * STEP_MINUTES;
  if (minute === 60) {
    hour += 1;
    minute = 0;
  }
  if (hour < FIRST_HOUR) return toTime(FIRST_HOUR, 0);
  if (hour < LAST_HOUR) hour += 1;
  if (hour > LAST_HOUR) return toTime(LAST_HOUR, 45);
  return toTime(hour, minute);
}
