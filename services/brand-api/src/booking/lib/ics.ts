import { LONDON_TZID, londonToEpoch, londonWallClock } from './london-time';

/**
 * RFC 5545 calendar files for a booking: CRLF line ends, lines folded at 75 octets (never inside
 * a UTF-8 character), TEXT values escaped, DTSTAMP in UTC, start and end as Europe/London local
 * time with a VTIMEZONE that states the GMT/BST rule (RFC 5545 §3.6.5), so any client reads
 * the same instant. A cancellation keeps the UID and raises SEQUENCE (RFC 5546 §3.2.5).
 */

export type IcsMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

export interface IcsEvent {
  method: IcsMethod;
  /** Stable per booking: the same on the confirmation, the download and the cancellation. */
  uid: string;
  sequence: number;
  /** Epoch ms: when this version of the event was made. */
  stamp: number;
  /** London wall clock. */
  date: string;
  time: string;
  durationMinutes: number;
  summary: string;
  location: string;
  description: string;
  url?: string;
  organizer: { name: string; email: string };
  attendee?: { name: string; email: string };
  geo?: { lat: number; lng: number };
}

export const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** TEXT escaping (RFC 5545 §3.3.11): backslash, semicolon, comma, newline. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds one content line into lines of at most 75 octets; continuation lines start with a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1; // the leading space counts
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

/** 20261219T193000Z */
export function utcStamp(epochMs: number): string {
  return new Date(epochMs).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** 2026-12-19 + 19:30 → 20261219T193000 */
export function localStamp(date: string, time: string): string {
  return `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;
}

/** Europe/London since 1996: BST from the last Sunday of March, GMT from the last Sunday of October. */
export const LONDON_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${LONDON_TZID}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0100',
  'TZNAME:BST',
  'DTSTART:19700329T010000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0000',
  'TZNAME:GMT',
  'DTSTART:19701025T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** The end as London wall clock: the start's instant plus the duration, read back in London. */
export function endOf(date: string, time: string, durationMinutes: number): { date: string; time: string } {
  const end = londonWallClock(londonToEpoch(date, time) + durationMinutes * 60_000);
  return { date: end.date, time: end.time };
}

const mailto = (person: { name: string; email: string }) => `CN=${quoteParam(person.name)}:mailto:${person.email}`;

/** Parameter values with ':', ';' or ',' must be quoted; a double quote cannot appear at all. */
function quoteParam(value: string): string {
  const clean = value.replace(/"/g, "'");
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

export function buildIcs(event: IcsEvent): string {
  const end = endOf(event.date, event.time, event.durationMinutes);
  const cancelled = event.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Maison Riviere//Booking//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    ...LONDON_VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;TZID=${LONDON_TZID}:${localStamp(event.date, event.time)}`,
    `DTEND;TZID=${LONDON_TZID}:${localStamp(end.date, end.time)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    ...(event.geo ? [`GEO:${event.geo.lat.toFixed(6)};${event.geo.lng.toFixed(6)}`] : []),
    `ORGANIZER;${mailto(event.organizer)}`,
    ...(event.attendee ? [`ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=${cancelled ? 'DECLINED' : 'ACCEPTED'};${mailto(event.attendee)}`] : []),
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
