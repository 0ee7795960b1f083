import { BOOKING_TIMES, minutesOf, type DayWindow } from '@riviere/restaurant-rules';

/**
 * Which times of the booking grid (spec §5, §9: every 15 minutes from 09:00 to 23:45, London wall
 * clock, owned by @riviere/restaurant-rules) a party may arrive at: inside the occasion's hours,
 * inside the day's opening hours (at least `lastBookingBeforeCloseMinutes` before closing) and,
 * today, still ahead.
 */
export interface SlotBounds {
  /** Opening hours of the date; null when closed. */
  opening: DayWindow | null;
  /** The occasion's first and last arrival times, 'HH:mm' inclusive. */
  occasionStart: string;
  occasionEnd: string;
  /** Last arrival this many minutes before closing. */
  lastBookingBeforeCloseMinutes: number;
  /** Today: minutes after midnight now; slots at or before it are gone. Null for a later date. */
  nowMinutes: number | null;
}

/** Every time on the grid in minutes, ascending: 540 … 1425 (computed once; this runs for every slot of every occasion). */
const GRID_MINUTES: readonly number[] = BOOKING_TIMES.map(minutesOf);

/** The grid times a party may arrive at, ascending. */
export function bookableTimes(bounds: SlotBounds): string[] {
  const { opening } = bounds;
  if (!opening) return [];
  const from = Math.max(opening.open, minutesOf(bounds.occasionStart));
  const to = Math.min(opening.close - bounds.lastBookingBeforeCloseMinutes, minutesOf(bounds.occasionEnd));
  const after = bounds.nowMinutes ?? -1;
  const times: string[] = [];
  for (let i = 0; i < GRID_MINUTES.length; i++) {
    const minutes = GRID_MINUTES[i]!;
    if (minutes >= from && minutes <= to && minutes > after) times.push(BOOKING_TIMES[i]!);
  }
  return times;
}
