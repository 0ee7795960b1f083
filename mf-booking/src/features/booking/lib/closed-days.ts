import { WEEKDAYS, weekdayName, weekdayOf, windowOf, type IsoDate, type RestaurantHours, type Weekday } from '@riviere/restaurant-rules';
import { longDate } from '@riviere/remote-kit/text';

/**
 * When a restaurant takes no bookings because it is closed, small enough for the booking store
 * (and so the strip's carried state) instead of its opening hours: the weekdays it is closed every
 * week, and its special-hours days, each closed or open (a special day may open a closed weekday).
 * The reading of the hours is restaurant-rules' (`windowOf`: 'Closed' in any case, or hours that
 * cannot be read, is closed), the one the brand API books by.
 */
export interface ClosedDays {
  weekdays: Weekday[];
  special: { from: IsoDate; to: IsoDate; closed: boolean }[];
}

export function closedDaysOf(restaurant: RestaurantHours): ClosedDays {
  const weekdays = WEEKDAYS.filter((day) => windowOf(restaurant.openingHours[`${day}Open`], restaurant.openingHours[`${day}Close`]) === null);
  const special = (restaurant.specialHours ?? []).map((entry) => ({
    from: entry.startDate ?? entry.endDate,
    to: entry.endDate,
    closed: windowOf(entry.openTime, entry.closeTime) === null,
  }));
  return { weekdays, special };
}

/** Whether the restaurant is closed on the date: its special day when one covers it (the first listed, as on its page), else its weekday. */
export function isClosedOn(closed: ClosedDays | null | undefined, date: IsoDate): boolean {
  if (!closed) return false;
  const special = closed.special.find((s) => s.from <= date && date <= s.to);
  return special ? special.closed : closed.weekdays.includes(weekdayOf(date));
}

const plural = (day: Weekday) => `${weekdayName(day)}s`;

/** 'Tuesdays', 'Mondays and Tuesdays', 'Sundays, Mondays and Tuesdays'. */
function weekdaysInWords(days: readonly Weekday[]): string {
  const names = days.map(plural);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}

/**
 * Why the date cannot be booked, when the restaurant is closed on it: 'Maison Rivière Bath Widcombe
 * is closed on Tuesdays.' for a weekly closure, '… is closed on Friday 25 December 2026.' for a
 * special day; null when it is open.
 */
export function closedDayMessage(restaurantName: string, closed: ClosedDays | null | undefined, date: IsoDate): string | null {
  if (!closed || !isClosedOn(closed, date)) return null;
  const weekday = weekdayOf(date);
  const special = closed.special.some((s) => s.from <= date && date <= s.to);
  const when = special ? longDate(date) : plural(weekday);
  return `${restaurantName} is closed on ${when}.`;
}

/** The weekly closures in a sentence for the calendar ('Maison Rivière Bath Widcombe is closed on Tuesdays.'); null when it opens every day. */
export function weeklyClosureMessage(restaurantName: string, closed: ClosedDays | null | undefined): string | null {
  return closed && closed.weekdays.length > 0 ? `${restaurantName} is closed on ${weekdaysInWords(closed.weekdays)}.` : null;
}
