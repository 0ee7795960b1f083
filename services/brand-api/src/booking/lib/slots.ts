import { memo } from './memo';
import type { DayWindow } from './opening-hours';

/**
 * The booking grid (spec §5, §9): a slot every 15 minutes from 09:00 to 23:45, London wall clock.
 * A slot is bookable when it is on the grid, inside the occasion's hours, inside the day's
 * opening hours (at least `lastBookingBeforeCloseMinutes` before closing) and, today, still ahead.
 */
export const SLOT_STEP_MINUTES = 15;
export const FIRST_SLOT_MINUTES = 9 * 60;
export const LAST_SLOT_MINUTES = 23 * 60 + 45;

const pad = (n: number) => String(n).padStart(2, '0');

/** 570 → '09:30'. */
export function clockOf(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** '09:30' → 570; NaN when not 'HH:mm'. */
export const minutesOf = memo((time: string): number => {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
});

/** Every time on the grid in minutes, ascending: 540 … 1425. */
const SLOT_MINUTES: readonly number[] = Array.from(
  { length: (LAST_SLOT_MINUTES - FIRST_SLOT_MINUTES) / SLOT_STEP_MINUTES + 1 },
  (_, i) => FIRST_SLOT_MINUTES + i * SLOT_STEP_MINUTES,
);

/** Every time on the grid, ascending: '09:00' … '23:45'. */
export const SLOT_TIMES: readonly string[] = SLOT_MINUTES.map(clockOf);

export function isGridTime(time: string): boolean {
  const minutes = minutesOf(time);
  return minutes >= FIRST_SLOT_MINUTES && minutes <= LAST_SLOT_MINUTES && minutes % SLOT_STEP_MINUTES === 0;
}

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

/** The grid times a party may arrive at, ascending. */
export function bookableTimes(bounds: SlotBounds): string[] {
  const { opening } = bounds;
  if (!opening) return [];
  const from = Math.max(opening.open, minutesOf(bounds.occasionStart));
  const to = Math.min(opening.close - bounds.lastBookingBeforeCloseMinutes, minutesOf(bounds.occasionEnd));
  const after = bounds.nowMinutes ?? -1;
  const times: string[] = [];
  for (let i = 0; i < SLOT_MINUTES.length; i++) {
    const minutes = SLOT_MINUTES[i]!;
    if (minutes >= from && minutes <= to && minutes > after) times.push(SLOT_TIMES[i]!);
  }
  return times;
}
