/**
 * Opening hours and opening status (spec §3, §4).
 *
 * Contract:
 * - Hours are Europe/London wall-clock times 'HH:mm' (also read: 'H:mm', and '24:00' as midnight);
 *   dates 'YYYY-MM-DD'. `now` is epoch ms; the time zone defaults to `LONDON`.
 * - 'Closed' in any case, or anything that is not a time, in an open or close field: closed all day.
 * - A close time at or before the open time (00:00 above all) is on the next day, so a Friday
 *   11:30–00:00 is open at 23:59 and closed at 00:00. Windows in minutes may pass 1440.
 * - Click-and-collect opens with the restaurant and closes at its own close time.
 * - A special-hours entry covering a date (the first one listed) replaces that weekday's hours.
 * - The next opening is looked for up to 7 days ahead: 'today', 'tomorrow' or a weekday name.
 *
 * The types are structural: the api-client's `WeekdayHours` and `SpecialHours` fit them.
 */
import { addDays, instantOf, isoWeekday, LONDON, toTime, wallClock, type IsoDate, type TimeOfDay } from './clock';

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The weekday fields: mondayOpen, mondayClose, mondayClickCollectClose, … */
export type WeeklyHours = { readonly [K in `${Weekday}${'Open' | 'Close' | 'ClickCollectClose'}`]?: string | null };

export interface SpecialHoursEntry {
  /** First day (inclusive); an entry without one covers its end date alone. */
  readonly startDate?: IsoDate;
  /** Last day (inclusive). */
  readonly endDate: IsoDate;
  readonly openTime: string;
  readonly closeTime: string;
  readonly clickCollectClose?: string | null;
  readonly label?: string;
}

export interface RestaurantHours<S extends SpecialHoursEntry = SpecialHoursEntry> {
  openingHours: WeeklyHours;
  specialHours?: readonly S[] | null;
}

export type Service = 'restaurant' | 'click-collect';

/** An opening window on one date, in minutes after that date's midnight; `close` may pass 1440. */
export interface DayWindow {
  open: number;
  close: number;
}

const MINUTES_PER_DAY = 1440;
const DAYS_AHEAD = 7;

/** Minutes after midnight of 'HH:mm' (also 'H:mm', '24:00'); 'closed' for any spelling of Closed; null when unreadable. */
export function parseClock(value: string | undefined | null): number | 'closed' | null {
  if (value === undefined || value === null) return null;
  const text = value.trim();
  if (text.toLowerCase() === 'closed') return 'closed';
  const match = /^(\d{1,2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

/** True when the value reads as a time of day (so 'Closed', '', '9am' and '25:00' do not). */
export function isTime(value: string | undefined | null): value is string {
  return typeof parseClock(value) === 'number';
}

/** Open and close fields to a window; null when either says closed or cannot be read (closed is the safe reading). */
export function windowOf(openText: string | undefined | null, closeText: string | undefined | null): DayWindow | null {
  const open = parseClock(openText);
  const close = parseClock(closeText);
  if (typeof open !== 'number' || typeof close !== 'number') return null;
  const closeAt = close <= open ? close + MINUTES_PER_DAY : close;
  return closeAt > open ? { open, close: closeAt } : null;
}

/** The weekday name of a date: 'monday' … 'sunday'. */
export function weekdayOf(date: IsoDate): Weekday {
  return WEEKDAYS[isoWeekday(date) - 1] ?? 'monday';
}

/** The special-hours entry covering the date: the first one listed whose range holds it. */
export function specialHoursOn<S extends SpecialHoursEntry>(special: readonly S[] | null | undefined, date: IsoDate): S | undefined {
  return (special ?? []).find((entry) => (entry.startDate ?? entry.endDate) <= date && date <= entry.endDate);
}

/** One date's hours as the data gives them (untrimmed), from its special-hours entry or its weekday. */
export interface DayHours<S extends SpecialHoursEntry = SpecialHoursEntry> {
  date: IsoDate;
  weekday: Weekday;
  open: string;
  close: string;
  clickCollectClose: string;
  /** The special-hours entry that replaces the weekday's hours on this date. */
  special?: S;
}

/** The hours of one date: its special-hours entry when one covers it, else its weekday's. */
export function hoursOn<S extends SpecialHoursEntry>(restaurant: RestaurantHours<S>, date: IsoDate): DayHours<S> {
  const weekday = weekdayOf(date);
  const special = specialHoursOn(restaurant.specialHours, date);
  if (special) {
    return { date, weekday, open: special.openTime, close: special.closeTime, clickCollectClose: special.clickCollectClose ?? '', special };
  }
  const hours = restaurant.openingHours;
  return {
    date,
    weekday,
    open: hours[`${weekday}Open`] ?? '',
    close: hours[`${weekday}Close`] ?? '',
    clickCollectClose: hours[`${weekday}ClickCollectClose`] ?? '',
  };
}

/** When the restaurant (or click-and-collect) is open on the date, in minutes; null when closed. */
export function openingWindow(restaurant: RestaurantHours, date: IsoDate, service: Service = 'restaurant'): DayWindow | null {
  const day = hoursOn(restaurant, date);
  return windowOf(day.open, service === 'click-collect' ? day.clickCollectClose : day.close);
}

/** When the next opening is, relative to today on the restaurant's clock. */
export type OpensDay = 'today' | 'tomorrow' | Weekday;

export type OpeningStatus = { open: true; closes: TimeOfDay } | { open: false; opens: { day: OpensDay; time: TimeOfDay } | null };

const clockText = (minutes: number): TimeOfDay => {
  const ofDay = minutes % MINUTES_PER_DAY;
  return toTime(Math.floor(ofDay / 60), ofDay % 60);
};

interface Span {
  start: number;
  end: number;
  minutes: DayWindow;
}

function spanOn(restaurant: RestaurantHours, date: IsoDate, service: Service, timeZone: string): Span | null {
  const minutes = openingWindow(restaurant, date, service);
  if (!minutes) return null;
  const start = instantOf(date, clockText(minutes.open), timeZone);
  const end = instantOf(addDays(date, Math.floor(minutes.close / MINUTES_PER_DAY)), clockText(minutes.close), timeZone);
  return { start, end, minutes };
}

/** 'Open' until the close time, or 'Closed' until the next opening (within 7 days), at the instant `now`. */
export function openingStatus(restaurant: RestaurantHours, now: number, service: Service = 'restaurant', timeZone: string = LONDON): OpeningStatus {
  const today = wallClock(now, timeZone).date;
  // Yesterday's hours first: an evening that closes after midnight is still open now.
  for (const date of [addDays(today, -1), today]) {
    const span = spanOn(restaurant, date, service, timeZone);
    if (span && span.start <= now && now < span.end) return { open: true, closes: clockText(span.minutes.close) };
  }
  for (let ahead = 0; ahead <= DAYS_AHEAD; ahead++) {
    const date = addDays(today, ahead);
    const span = spanOn(restaurant, date, service, timeZone);
    if (span && now < span.start) {
      const day: OpensDay = ahead === 0 ? 'today' : ahead === 1 ? 'tomorrow' : weekdayOf(date);
      return { open: false, opens: { day, time: clockText(span.minutes.open) } };
    }
  }
  return { open: false, opens: null };
}

const NAMES: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** 'Monday' for 'monday'. */
export const weekdayName = (weekday: Weekday): string => NAMES[weekday];

/** The words shown for a status (spec §4): 'Open' + 'closes 22:00', or 'Closed' + 'opens tomorrow 09:00'. */
export function statusWords(status: OpeningStatus): { label: 'Open' | 'Closed'; detail: string } {
  if (status.open) return { label: 'Open', detail: `closes ${status.closes}` };
  if (!status.opens) return { label: 'Closed', detail: '' };
  const { day, time } = status.opens;
  if (day === 'today') return { label: 'Closed', detail: `opens ${time}` };
  return { label: 'Closed', detail: `opens ${day === 'tomorrow' ? 'tomorrow' : weekdayName(day)} ${time}` };
}
