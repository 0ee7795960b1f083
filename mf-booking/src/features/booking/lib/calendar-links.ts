import moment from 'moment-timezone/moment-timezone';
import { LONDON_ZONE } from './london-zone';

/**
 * Add-to-calendar links for a confirmed booking (spec §2, §3 calendar data, §9): the event lasts
 * 2 hours from the booked Europe/London wall-clock time; Google and Outlook get it in UTC, Apple
 * an RFC 5545 .ics file. This module is loaded with `import()` on the confirmation only:
 * moment-timezone stays out of the booking route's first JavaScript.
 */
export const ZONE = 'Europe/London';
export const EVENT_HOURS = 2;

if (!moment.tz.zone(ZONE)) moment.tz.add(LONDON_ZONE);

export interface CalendarEvent {
  /** e.g. 'Table for 2 at Maison Rivière Bath'. */
  title: string;
  /** Restaurant name and address. */
  location: string;
  details: string;
  /** London wall clock. */
  date: string;
  time: string;
  /** Used for the .ics UID. */
  reference: string;
}

export interface CalendarLinks {
  google: string;
  outlook: string;
  /** A data: URL of the .ics file, for a link with `download`. */
  apple: string;
  /** UTC start and end, ISO 8601. */
  startUtc: string;
  endUtc: string;
}

function utcRange(date: string, time: string) {
  const start = moment.tz(`${date} ${time}`, 'YYYY-MM-DD HH:mm', true, ZONE);
  if (!start.isValid()) throw new RangeError(`Not a date and time: ${date} ${time}`);
  const end = start.clone().add(EVENT_HOURS, 'hours');
  return { start: start.utc(), end: end.utc() };
}

const compact = (m: moment.Moment) => m.format('YYYYMMDD[T]HHmmss[Z]');
const iso = (m: moment.Moment) => m.format('YYYY-MM-DD[T]HH:mm:ss[Z]');

/** RFC 5545 text: backslash, semicolon, comma and newline escaped. */
function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

export function bookingIcs(event: CalendarEvent, stamp: number): string {
  const { start, end } = utcRange(event.date, event.time);
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Maison Riviere//Booking//EN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.reference}@maison-riviere.example`,
    `DTSTAMP:${compact(moment.utc(stamp))}`,
    `DTSTART:${compact(start)}`,
    `DTEND:${compact(end)}`,
    `SUMMARY:${icsText(event.title)}`,
    `LOCATION:${icsText(event.location)}`,
    `DESCRIPTION:${icsText(event.details)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

export function calendarLinks(event: CalendarEvent, stamp: number): CalendarLinks {
  const { start, end } = utcRange(event.date, event.time);
  const google = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${compact(start)}/${compact(end)}`,
    details: event.details,
    location: event.location,
  });
  const outlook = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: iso(start),
    enddt: iso(end),
    body: event.details,
    location: event.location,
  });
  return {
    google: `https://calendar.google.com/calendar/render?${google}`,
    outlook: `https://outlook.live.com/calendar/0/deeplink/compose?${outlook}`,
    apple: `data:text/calendar;charset=utf-8,${encodeURIComponent(bookingIcs(event, stamp))}`,
    startUtc: iso(start),
    endUtc: iso(end),
  };
}
