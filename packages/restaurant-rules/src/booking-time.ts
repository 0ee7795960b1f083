/**
 * The booking grid and the time a booking form starts with (spec §5, §9).
 * Times 'HH:mm' on the restaurant's wall clock, dates 'YYYY-MM-DD'; `now` is epoch ms and the
 * time zone defaults to `LONDON`.
 */
import { LONDON, toTime, wallClock, type IsoDate, type TimeOfDay } from './clock';

/** Arrival times are every 15 minutes from 09:00 to 23:45. */
export const SLOT_STEP_MINUTES = 15;
export const FIRST_SLOT_MINUTES = 9 * 60;
export const LAST_SLOT_MINUTES = 23 * 60 + 45;
/** The time a booking starts with on any day but today. */
export const DEFAULT_BOOKING_TIME: TimeOfDay = '19:30';

const FIRST_HOUR = FIRST_SLOT_MINUTES / 60;
const LAST_HOUR = Math.floor(LAST_SLOT_MINUTES / 60);

/** Every arrival time on the grid, ascending: '09:00', '09:15' … '23:45'. */
export const BOOKING_TIMES: readonly TimeOfDay[] = Array.from(
  { length: (LAST_SLOT_MINUTES - FIRST_SLOT_MINUTES) / SLOT_STEP_MINUTES + 1 },
  (_, i) => {
    const minutes = FIRST_SLOT_MINUTES + i * SLOT_STEP_MINUTES;
    return toTime(Math.floor(minutes / 60), minutes % 60);
  },
);

const GRID = new Set(BOOKING_TIMES);

/** True for a time on the grid, written exactly 'HH:mm' ('9:00', '19:40' and '24:00' are not). */
export function isBookingTime(value: string): boolean {
  return GRID.has(value);
}

/**
 * The time the form starts with for `date`. Any day but today: 19:30. Today (spec §5): the
 * minutes round to the nearest 15; an hour before 09:00 moves to 09:00 (the default start);
 * otherwise the hour goes up by one while it is below 23, a table a little ahead of now; past
 * the grid it is the last slot, 23:45.
 */
export function defaultBookingTime(date: IsoDate, now: number, timeZone: string = LONDON): TimeOfDay {
  const clock = wallClock(now, timeZone);
  if (date !== clock.date) return DEFAULT_BOOKING_TIME;
  let hour = clock.hour;
  let minute = Math.round(clock.minute / SLOT_STEP_MINUTES) * SLOT_STEP_MINUTES;
  if (minute === 60) {
    hour += 1;
    minute = 0;
  }
  if (hour < FIRST_HOUR) return toTime(FIRST_HOUR, 0);
  if (hour < LAST_HOUR) hour += 1;
  if (hour > LAST_HOUR) return toTime(LAST_HOUR, 45);
  return toTime(hour, minute);
}
