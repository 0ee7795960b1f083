/**
 * The opening-hours table of a restaurant page: the usual week and the special hours to come.
 * Hours as in `opening-hours.ts` ('HH:mm', London wall clock); `now` is epoch ms. Dates stay
 * 'YYYY-MM-DD': the page formats them (remote-kit's `shortDate`).
 */
import { LONDON, wallClock, type IsoDate } from './clock';
import { isTime, weekdayName, WEEKDAYS, type RestaurantHours, type SpecialHoursEntry, type Weekday } from './opening-hours';

/** '09:00 – 22:00', or 'Closed' when either end is not a time. */
export function hoursText(open: string | null | undefined, close: string | null | undefined): string {
  return isTime(open) && isTime(close) ? `${open.trim()} – ${close.trim()}` : 'Closed';
}

export interface WeekRow {
  weekday: Weekday;
  /** 'Monday' */
  name: string;
  /** '09:00 – 22:00', or 'Closed'. */
  hours: string;
  /** Click-and-collect's last order time, or null when it is closed that day. */
  clickCollectClose: string | null;
  isToday: boolean;
}

/** The usual week, Monday first, with today (on the restaurant's clock) marked. Special hours are listed apart. */
export function weekRows({ openingHours }: RestaurantHours, now: number, timeZone: string = LONDON): WeekRow[] {
  const today = WEEKDAYS[wallClock(now, timeZone).weekday - 1];
  return WEEKDAYS.map((weekday) => {
    const hours = hoursText(openingHours[`${weekday}Open`], openingHours[`${weekday}Close`]);
    const clickCollect = openingHours[`${weekday}ClickCollectClose`];
    return {
      weekday,
      name: weekdayName(weekday),
      hours,
      clickCollectClose: hours !== 'Closed' && isTime(clickCollect) ? clickCollect.trim() : null,
      isToday: weekday === today,
    };
  });
}

export interface SpecialRow<S extends SpecialHoursEntry = SpecialHoursEntry> {
  entry: S;
  /** First and last day, 'YYYY-MM-DD' (the same for a one-day entry). */
  startDate: IsoDate;
  endDate: IsoDate;
  /** '09:00 – 17:00', or 'Closed'. */
  hours: string;
  coversToday: boolean;
}

/** Special hours that are not over yet (on the restaurant's clock), soonest first. */
export function upcomingSpecialHours<S extends SpecialHoursEntry>(
  { specialHours }: RestaurantHours<S>,
  now: number,
  timeZone: string = LONDON,
): SpecialRow<S>[] {
  const today = wallClock(now, timeZone).date;
  return (specialHours ?? [])
    .filter((entry) => entry.endDate >= today)
    .map((entry) => ({ entry, startDate: entry.startDate ?? entry.endDate, endDate: entry.endDate }))
    .sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0))
    .map(({ entry, startDate, endDate }) => ({
      entry,
      startDate,
      endDate,
      hours: hoursText(entry.openTime, entry.closeTime),
      coversToday: startDate <= today && today <= endDate,
    }));
}
