import type { SpecialHours, WeekdayHours } from '@riviere/api-client';
import { inLondon, londonInstant, type Moment } from './london-time';

/**
 * Opening status (spec §4): 'Open' until the close time, or 'Closed' until the next opening,
 * from the current instant on the London wall clock against the day's hours, or the
 * special-hours entry covering that day. Contract:
 * - Times are 'HH:mm' on the Europe/London wall clock; dates 'YYYY-MM-DD' (London).
 * - 'Closed' in any case (or anything that is not a time) in the open or close field: closed all day.
 * - A close time at or before the open time — 00:00 above all — is on the next day, so a
 *   Friday 11:30–00:00 is open at 23:59 and closed at 00:00.
 * - Click-and-collect opens with the restaurant and closes at its own close time.
 * - `now` is an instant (ms since epoch or a Date); the visitor's own time zone never matters.
 */

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export type Service = 'restaurant' | 'click-collect';

export interface RestaurantHours {
  openingHours: WeekdayHours;
  specialHours: SpecialHours[];
}

/** One London day's hours, as the data gives them. */
export interface DayHours {
  date: string;
  weekday: Weekday;
  open: string;
  close: string;
  clickCollectClose: string;
  /** The special-hours entry that replaces the weekday's hours on this date. */
  special?: SpecialHours;
}

/** When the next opening is, relative to today in London. */
export type OpensDay = 'today' | 'tomorrow' | Weekday;

export type OpeningStatus =
  | { open: true; closes: string }
  | { open: false; opens: { day: OpensDay; time: string } | null };

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DAYS_AHEAD = 7;

/** 'Closed', 'CLOSED', '' or anything else that is not a time of day means no opening. */
export const isTime = (value: string | undefined): value is string => typeof value === 'string' && TIME.test(value.trim());

export const weekdayOf = (day: Moment): Weekday => WEEKDAYS[(day.isoWeekday() - 1) % 7] as Weekday;

/** The hours of one London date: its special-hours entry when one covers it, else its weekday's. */
export function hoursOn({ openingHours, specialHours }: RestaurantHours, date: string): DayHours {
  const weekday = weekdayOf(londonInstant(date, '12:00'));
  const special = specialHours.find((entry) => entry.startDate <= date && date <= entry.endDate);
  if (special) {
    return { date, weekday, open: special.openTime, close: special.closeTime, clickCollectClose: special.clickCollectClose, special };
  }
  const field = (suffix: 'Open' | 'Close' | 'ClickCollectClose') => openingHours[`${weekday}${suffix}` as keyof WeekdayHours];
  return { date, weekday, open: field('Open'), close: field('Close'), clickCollectClose: field('ClickCollectClose') };
}

interface Window {
  start: Moment;
  end: Moment;
  open: string;
  close: string;
}

function windowOf(day: DayHours, service: Service): Window | null {
  const open = day.open?.trim();
  const close = (service === 'click-collect' ? day.clickCollectClose : day.close)?.trim();
  if (!isTime(open) || !isTime(close)) return null;
  const start = londonInstant(day.date, open);
  const closeDate = close <= open ? addDays(day.date, 1) : day.date;
  return { start, end: londonInstant(closeDate, close), open, close };
}

export function addDays(date: string, days: number): string {
  return londonInstant(date, '12:00').add(days, 'day').format('YYYY-MM-DD');
}

/** Today's date on the London wall clock. */
export const londonDate = (now: Date | number): string => inLondon(now).format('YYYY-MM-DD');

export function openingStatus(restaurant: RestaurantHours, now: Date | number, service: Service = 'restaurant'): OpeningStatus {
  const instant = inLondon(now);
  const today = instant.format('YYYY-MM-DD');
  // Yesterday's hours first: an evening that closes after midnight is still open now.
  for (const date of [addDays(today, -1), today]) {
    const window = windowOf(hoursOn(restaurant, date), service);
    if (window && !instant.isBefore(window.start) && instant.isBefore(window.end)) return { open: true, closes: window.close };
  }
  for (let ahead = 0; ahead <= DAYS_AHEAD; ahead++) {
    const date = addDays(today, ahead);
    const window = windowOf(hoursOn(restaurant, date), service);
    if (window && instant.isBefore(window.start)) {
      const day: OpensDay = ahead === 0 ? 'today' : ahead === 1 ? 'tomorrow' : weekdayOf(window.start);
      return { open: false, opens: { day, time: window.open } };
    }
  }
  return { open: false, opens: null };
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The words shown for a status: 'Open' + 'closes 22:00', or 'Closed' + 'opens tomorrow 09:00'. */
export function statusWords(status: OpeningStatus): { label: 'Open' | 'Closed'; detail: string } {
  if (status.open) return { label: 'Open', detail: `closes ${status.closes}` };
  if (!status.opens) return { label: 'Closed', detail: '' };
  const { day, time } = status.opens;
  return { label: 'Closed', detail: day === 'today' ? `opens ${time}` : `opens ${day === 'tomorrow' ? 'tomorrow' : capitalise(day)} ${time}` };
}
