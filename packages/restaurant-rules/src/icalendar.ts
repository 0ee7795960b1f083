/**
 * The one iCalendar (RFC 5545) builder for a booking, and the add-to-calendar links (spec §2,
 * §3 calendar data, §9: the event lasts 2 hours, Europe/London).
 *
 * - Dates 'YYYY-MM-DD' and times 'HH:mm' are the restaurant's wall clock; `stamp` is epoch ms.
 * - Lines end CRLF and fold at 75 octets (never inside a UTF-8 character); TEXT values escape
 *   `\`, `;`, `,` and newlines.
 * - DTSTART / DTEND carry `TZID`, with a VTIMEZONE whose STANDARD / DAYLIGHT observances are the
 *   zone's real transitions around the event's year, read from the platform's time zone
 *   database (Intl), not a written-down rule. DTSTAMP is UTC.
 * - The UID is `{reference}@{domain}`: the same on the download, the confirmation and the
 *   cancellation, so a calendar updates one event. A later version sends a higher SEQUENCE.
 * - METHOD: PUBLISH for a download, REQUEST for the confirmation e-mail, CANCEL for a cancellation.
 * - Google and Outlook links carry the start and end in UTC.
 */
import { instantOf, isCalendarDate, LONDON, offsetMinutes, wallClock, type IsoDate, type TimeOfDay } from './clock';

export type CalendarMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

/** Spec §9: a booking's calendar event lasts 2 hours. */
export const CALENDAR_EVENT_MINUTES = 120;
export const CRLF = '\r\n';
const PRODID = '-//Maison Riviere//Booking//EN';
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export interface CalendarPerson {
  name: string;
  email: string;
}

export interface CalendarEvent {
  /** The booking reference; with `domain`, the UID. */
  reference: string;
  /** The brand's domain: 'maison-riviere.example'. */
  domain: string;
  /** Default PUBLISH. */
  method?: CalendarMethod;
  /** Default 0; raise it for each later version of the event. */
  sequence?: number;
  /** Epoch ms: when this version of the event was made (DTSTAMP). */
  stamp: number;
  date: IsoDate;
  time: TimeOfDay;
  /** Default 120. */
  durationMinutes?: number;
  /** Default `LONDON`. */
  timeZone?: string;
  /** See `bookingSummary`. */
  summary: string;
  location: string;
  description: string;
  url?: string;
  organizer?: CalendarPerson;
  attendee?: CalendarPerson;
  geo?: { lat: number; lng: number };
}

/** The event's title everywhere: 'Table for 4 at Maison Rivière Covent Garden'. */
export const bookingSummary = (restaurantTitle: string, covers: number): string => `Table for ${covers} at ${restaurantTitle}`;

/** 'MR-7K3PQ2XD@maison-riviere.example' */
export const calendarUid = (reference: string, domain: string): string => `${reference}@${domain}`;

/** TEXT escaping (RFC 5545 §3.3.11): backslash, semicolon, comma, newline. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

const utf8Octets = (char: string): number => {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
};

/** Folds one content line into lines of at most 75 octets; continuation lines start with a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(char);
    const limit = parts.length === 0 ? 75 : 74; // the leading space counts
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const digits = (iso: string): string => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** 20261219T193000Z */
export const utcStamp = (epochMs: number): string => digits(new Date(epochMs).toISOString());

/** The wall clock of an instant in a zone, written 20261219T193000. */
function localStamp(epochMs: number, timeZone: string): string {
  const { date, time } = wallClock(epochMs, timeZone);
  return `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;
}

/** When the event starts and ends (epoch ms); a RangeError when the date or time is not one. */
export function eventSpan(date: IsoDate, time: TimeOfDay, durationMinutes = CALENDAR_EVENT_MINUTES, timeZone: string = LONDON): { start: number; end: number } {
  if (!isCalendarDate(date) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) throw new RangeError(`Not a date and time: ${date} ${time}`);
  const start = instantOf(date, time, timeZone);
  return { start, end: start + durationMinutes * MINUTE_MS };
}

interface Transition {
  at: number;
  from: number;
  to: number;
}

// Zones change offset months apart: a week holds at most one change.
const STEP_MS = 7 * DAY_MS;

/** The zone's offset changes in [from, to), to the minute, found by bisection of each week that has one. */
function transitions(timeZone: string, from: number, to: number): Transition[] {
  const found: Transition[] = [];
  for (let week = from; week < to; week += STEP_MS) {
    const before = offsetMinutes(week, timeZone);
    const after = offsetMinutes(Math.min(week + STEP_MS, to), timeZone);
    if (before === after) continue;
    let low = week;
    let high = Math.min(week + STEP_MS, to);
    while (high - low > MINUTE_MS) {
      const mid = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
      if (offsetMinutes(mid, timeZone) === before) low = mid;
      else high = mid;
    }
    found.push({ at: high, from: before, to: after });
  }
  return found;
}

const offsetText = (minutes: number): string => {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
};

const zoneNames = new Map<string, Intl.DateTimeFormat>();

/** 'BST' / 'GMT' from the platform, when it has a short name for the zone at that instant. */
function zoneName(epochMs: number, timeZone: string): string | undefined {
  let format = zoneNames.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'short' });
    zoneNames.set(timeZone, format);
  }
  const name = format.formatToParts(epochMs).find((part) => part.type === 'timeZoneName')?.value;
  return name && /^[A-Za-z]{2,6}$/.test(name) ? name : undefined;
}

function observance(kind: 'STANDARD' | 'DAYLIGHT', start: string, from: number, to: number, name: string | undefined): string[] {
  return [`BEGIN:${kind}`, `DTSTART:${start}`, `TZOFFSETFROM:${offsetText(from)}`, `TZOFFSETTO:${offsetText(to)}`, ...(name ? [`TZNAME:${name}`] : []), `END:${kind}`];
}

/**
 * VTIMEZONE for the zone between two instants: the last offset change before the start of the
 * first one's year and every change up to the end of the second one's year, each as a STANDARD
 * or DAYLIGHT observance starting at the local time it happens (before the change). A zone
 * without changes is one STANDARD observance.
 */
export function vtimezone(timeZone: string, first: number, last: number): string[] {
  const yearStart = Date.UTC(new Date(first).getUTCFullYear(), 0, 1);
  const yearEnd = Date.UTC(new Date(last).getUTCFullYear() + 1, 0, 1);
  const key = `${timeZone} ${yearStart} ${yearEnd}`;
  let lines = vtimezones.get(key);
  if (!lines) {
    lines = computeVtimezone(timeZone, yearStart, yearEnd, first);
    if (vtimezones.size >= 100) vtimezones.clear();
    vtimezones.set(key, lines);
  }
  return [...lines];
}

// The same few years come up again and again: remember each block once worked out.
const vtimezones = new Map<string, readonly string[]>();

function computeVtimezone(timeZone: string, yearStart: number, yearEnd: number, first: number): string[] {
  const earlier = transitions(timeZone, yearStart - 366 * DAY_MS, yearStart);
  const changes = [...earlier.slice(-1), ...transitions(timeZone, yearStart, yearEnd)];
  const body =
    changes.length === 0
      ? observance('STANDARD', '19700101T000000', offsetMinutes(first, timeZone), offsetMinutes(first, timeZone), zoneName(first, timeZone))
      : changes.flatMap(({ at, from, to }) =>
          observance(to > from ? 'DAYLIGHT' : 'STANDARD', digits(new Date(at + from * MINUTE_MS).toISOString()).replace(/Z$/, ''), from, to, zoneName(at, timeZone)),
        );
  return ['BEGIN:VTIMEZONE', `TZID:${timeZone}`, ...body, 'END:VTIMEZONE'];
}

/** Parameter values with ':', ';' or ',' must be quoted; a double quote cannot appear at all. */
function quoteParam(value: string): string {
  const clean = value.replace(/"/g, "'");
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

const mailto = (person: CalendarPerson): string => `CN=${quoteParam(person.name)}:mailto:${person.email}`;

/** The .ics file of a booking. */
export function buildICalendar(event: CalendarEvent): string {
  const method = event.method ?? 'PUBLISH';
  const timeZone = event.timeZone ?? LONDON;
  const { start, end } = eventSpan(event.date, event.time, event.durationMinutes, timeZone);
  const cancelled = method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...vtimezone(timeZone, start, end),
    'BEGIN:VEVENT',
    `UID:${calendarUid(event.reference, event.domain)}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;TZID=${timeZone}:${localStamp(start, timeZone)}`,
    `DTEND;TZID=${timeZone}:${localStamp(end, timeZone)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    ...(event.geo ? [`GEO:${event.geo.lat.toFixed(6)};${event.geo.lng.toFixed(6)}`] : []),
    ...(event.organizer ? [`ORGANIZER;${mailto(event.organizer)}`] : []),
    ...(event.attendee ? [`ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=${cancelled ? 'DECLINED' : 'ACCEPTED'};${mailto(event.attendee)}`] : []),
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

export interface CalendarLinks {
  google: string;
  outlook: string;
  /** A data: URL of the .ics file (METHOD:PUBLISH), for a link with `download`. */
  apple: string;
  /** UTC start and end, ISO 8601 without milliseconds: '2026-07-01T18:30:00Z'. */
  startUtc: string;
  endUtc: string;
}

const isoUtc = (epochMs: number): string => new Date(epochMs).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Add-to-calendar links for the confirmation: Google and Outlook (UTC) and Apple (.ics). */
export function calendarLinks(event: CalendarEvent): CalendarLinks {
  const { start, end } = eventSpan(event.date, event.time, event.durationMinutes, event.timeZone ?? LONDON);
  const google = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.summary,
    dates: `${utcStamp(start)}/${utcStamp(end)}`,
    details: event.description,
    location: event.location,
  });
  const outlook = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.summary,
    startdt: isoUtc(start),
    enddt: isoUtc(end),
    body: event.description,
    location: event.location,
  });
  return {
    google: `https://calendar.google.com/calendar/render?${google}`,
    outlook: `https://outlook.live.com/calendar/0/deeplink/compose?${outlook}`,
    apple: `data:text/calendar;charset=utf-8,${encodeURIComponent(buildICalendar({ ...event, method: 'PUBLISH' }))}`,
    startUtc: isoUtc(start),
    endUtc: isoUtc(end),
  };
}
