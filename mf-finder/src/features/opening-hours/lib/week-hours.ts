import { shortDate } from '@riviere/remote-kit/text';
import type { SpecialHours } from '@riviere/api-client';
import { hoursOn, isTime, londonDate, WEEKDAYS, type RestaurantHours, type Weekday } from './opening-status';

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

const NAMES: Record<Weekday, string> = {
  monday: 'Monday', tuesday: 'Tuesday', wednesday: 'Wednesday', thursday: 'Thursday',
  friday: 'Friday', saturday: 'Saturday', sunday: 'Sunday',
};

export const weekdayName = (weekday: Weekday): string => NAMES[weekday];

/** '09:00 – 22:00', or 'Closed' when either end is not a time. */
export function hoursText(open: string, close: string): string {
  return isTime(open) && isTime(close) ? `${open.trim()} – ${close.trim()}` : 'Closed';
}

/** The usual week, Monday first, with today (London) marked. Special hours are listed apart. */
export function weekRows({ openingHours }: RestaurantHours, now: Date | number): WeekRow[] {
  const today = hoursOn({ openingHours, specialHours: [] }, londonDate(now)).weekday;
  return WEEKDAYS.map((weekday) => {
    const open = openingHours[`${weekday}Open` as const];
    const close = openingHours[`${weekday}Close` as const];
    const clickCollect = openingHours[`${weekday}ClickCollectClose` as const];
    const hours = hoursText(open, close);
    return {
      weekday,
      name: NAMES[weekday],
      hours,
      clickCollectClose: hours !== 'Closed' && isTime(clickCollect) ? clickCollect.trim() : null,
      isToday: weekday === today,
    };
  });
}

export interface SpecialRow {
  entry: SpecialHours;
  /** 'Thu 24 Dec' or 'Wed 25 Nov – Thu 26 Nov' */
  dates: string;
  hours: string;
  coversToday: boolean;
}


/** Special hours that are not over yet (London), soonest first. */
export function upcomingSpecialHours({ specialHours }: RestaurantHours, now: Date | number): SpecialRow[] {
  const today = londonDate(now);
  return specialHours
    .filter((entry) => entry.endDate >= today)
    .sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0))
    .map((entry) => ({
      entry,
      dates: entry.startDate === entry.endDate ? shortDate(entry.startDate) : `${shortDate(entry.startDate)} – ${shortDate(entry.endDate)}`,
      hours: hoursText(entry.openTime, entry.closeTime),
      coversToday: entry.startDate <= today && today <= entry.endDate,
    }));
}
