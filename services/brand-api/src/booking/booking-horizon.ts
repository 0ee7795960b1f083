import { longDate } from './lib/long-date';

/** How far ahead a table can be booked when the brand's booking configuration does not say (days after today). */
export const DEFAULT_BOOKING_HORIZON_DAYS = 180;

/** The booking horizon as the API tells clients: the number of days and the last bookable date, 'YYYY-MM-DD'. */
export interface BookingHorizon {
  days: number;
  lastDate: string;
}

/**
 * The horizon from London's `today` ('YYYY-MM-DD'): a table can be booked up to and including
 * `days` days after today (180: today plus the next 180 days). Calendar arithmetic, no time zone.
 */
export function bookingHorizon(today: string, days: number = DEFAULT_BOOKING_HORIZON_DAYS): BookingHorizon {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return { days, lastDate: new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10) };
}

/** The first of `dates` beyond the horizon, or null when every one can be booked. */
export function firstBeyond(dates: readonly string[], horizon: BookingHorizon): string | null {
  return dates.find((date) => date > horizon.lastDate) ?? null;
}

/** The visitor-facing reason a date beyond the horizon is refused. */
export function beyondHorizonMessage(horizon: BookingHorizon): string {
  return `Tables can be booked up to ${horizon.days} days ahead, until ${longDate(horizon.lastDate)}. Please choose an earlier date.`;
}
