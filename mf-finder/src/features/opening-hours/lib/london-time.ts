import moment from 'moment-timezone/moment-timezone';

/** The restaurants' wall clock: every opening time in the brand API is Europe/London. */
export const LONDON = 'Europe/London';

/**
 * Europe/London alone, 2000–2100, instead of moment-timezone's every-zone data (36 KB
 * gzipped of the route's budget). Made from moment-timezone 0.6.6's data/packed/latest.json
 * (tzdata 2026f) with moment-timezone-utils: tz.pack(tz.filterYears(zone, 2000, 2100)).
 * london-time.test.ts checks it against the ICU time zone data of the JavaScript engine.
 */
const EUROPE_LONDON_2000_2100 =
  'Europe/London|GMT BST|0 -10|01010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010|1dAN0 1qM0 WM0 1qM0 11A0 1o00 11A0 1o00 11A0 1qM0 WM0 1qM0 WM0 1qM0 WM0 1qM0 11A0 1o00 11A0 1o00 11A0 1qM0 WM0 1qM0 WM0 1qM0 11A0 1o00 11A0 1o00 11A0 1o00 11A0 1qM0 WM0 1qM0 WM0 1qM0 11A0 1o00 11A0 1o00 11A0 1qM0 WM0 1qM0 WM0 1qM0 11A0 1o00 11A0 1o00 11A0 1o00 11A0 1qM0 WM0 1qM0 WM0 1qM0 11A0 1o00 11A0 1o00 11A0 1qM0 WM0 1qM0 WM0 1qM0 WM0 1qM0 11A0 1o00 11A0 1o00 11A0 1qM0 WM0 1qM0 WM0 1qM0 11A0 1o00 11A0 1o00 11A0 1o00 11A0 1qM0 WM0 1qM0 WM0 1qM0 11A0 1o00 11A0 1o00 11A0 1qM0 WM0 1qM0 WM0 1qM0 11A0 1o00 11A0 1o00 11A0 1o00 11A0 1qM0 WM0 1qM0 WM0 1qM0 11A0 1o00 11A0 1o00 11A0 1qM0 WM0 1qM0 WM0 1qM0 WM0 1qM0 11A0 1o00 11A0 1o00 11A0 1qM0 WM0 1qM0 WM0 1qM0 11A0 1o00 11A0 1o00 11A0 1o00 11A0 1qM0 WM0 1qM0 WM0 1qM0 11A0 1o00 11A0 1o00 11A0 1qM0 WM0 1qM0 WM0 1qM0 11A0 1o00 11A0 1o00 11A0 1o00 11A0 1qM0 WM0 1qM0 WM0 1qM0 11A0 1o00 11A0 1o00 11A0 1qM0 WM0 1qM0 WM0 1qM0 WM0 1qM0 11A0 1o00 11A0 1o00 11A0 1qM0 WM0 1qM0 WM0 1qM0 11A0 1o00 11A0 1o00 11A0 1o00 11A0 1qM0|10e6';

if (!moment.tz.zone(LONDON)) moment.tz.add(EUROPE_LONDON_2000_2100);

export type Moment = moment.Moment;

/** `now` (an instant) on the London wall clock, whatever the visitor's own time zone. */
export function inLondon(now: Date | number): Moment {
  return moment.tz(now, LONDON);
}

/** The instant a London wall-clock date and time ('YYYY-MM-DD', 'HH:mm') stands for. */
export function londonInstant(date: string, time: string): Moment {
  return moment.tz(`${date} ${time}`, 'YYYY-MM-DD HH:mm', true, LONDON);
}
