import { isoWeekday } from './london-time';
import { memo } from './memo';

/**
 * A restaurant's opening window on one date, in minutes after that date's midnight. `close`
 * may pass 1440 when the restaurant closes after midnight ('00:00' is midnight of the next day).
 */
export interface DayWindow {
  open: number;
  close: number;
}

/** The weekday fields of the content service: mondayOpen, mondayClose, … ('Closed' in any case = closed). */
export type WeeklyHours = Record<string, string | undefined>;

export interface SpecialHoursEntry {
  startDate?: string;
  endDate: string;
  openTime: string;
  closeTime: string;
}

const WEEKDAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** Minutes after midnight of 'HH:mm' (also 'H:mm'), 'closed' for any spelling of Closed, null when unreadable. */
export function parseClock(value: string | undefined | null): number | 'closed' | null {
  return value === undefined || value === null ? null : parseClockText(value);
}

const parseClockText = memo((value: string): number | 'closed' | null => {
  const text = value.trim();
  if (text.toLowerCase() === 'closed') return 'closed';
  const match = /^(\d{1,2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
});

/** Open and close strings to a window; null when either says closed or cannot be read (closed is the safe reading). */
export function windowOf(openText: string | undefined, closeText: string | undefined): DayWindow | null {
  const open = parseClock(openText);
  const close = parseClock(closeText);
  if (typeof open !== 'number' || typeof close !== 'number') return null;
  // '00:00' closes at midnight; any close at or before the opening time is on the next day.
  const closeAt = close <= open ? close + 1440 : close;
  return closeAt > open ? { open, close: closeAt } : null;
}

/** The special-hours entry covering the date: the first one listed whose range holds it. */
export function specialHoursOn(special: readonly SpecialHoursEntry[] | undefined, date: string): SpecialHoursEntry | undefined {
  return (special ?? []).find((entry) => (entry.startDate ?? entry.endDate) <= date && date <= entry.endDate);
}

/** When the restaurant is open on the date: special hours win over the weekday's; null when closed. */
export function openingWindow(weekly: WeeklyHours, special: readonly SpecialHoursEntry[] | undefined, date: string): DayWindow | null {
  const entry = specialHoursOn(special, date);
  if (entry) return windowOf(entry.openTime, entry.closeTime);
  const day = WEEKDAY_NAMES[isoWeekday(date) - 1]!;
  return windowOf(weekly[`${day}Open`], weekly[`${day}Close`]);
}
