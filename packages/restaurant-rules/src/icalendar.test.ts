import fc from 'fast-check';
import ICAL from 'ical.js';
import { bookingSummary, buildICalendar, calendarLinks, CRLF, escapeText, eventSpan, foldLine, utcStamp, vtimezone, type CalendarEvent } from './icalendar';

const event = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  reference: 'MR-7K3PQ2XD',
  domain: 'maison-riviere.example',
  method: 'REQUEST',
  stamp: Date.UTC(2026, 10, 21, 18, 33, 7),
  date: '2026-12-19',
  time: '19:30',
  summary: bookingSummary('Maison Rivière Covent Garden', 4),
  location: 'Maison Rivière Covent Garden, 17 Wellington Street, London, WC2E 7DD',
  description: 'Booking MR-7K3PQ2XD; 4 guests; À la carte.\nManage: https://example.test/m',
  organizer: { name: 'Maison Rivière', email: 'hello@maison-riviere.example' },
  attendee: { name: 'Amélie Dubois', email: 'amelie@example.com' },
  ...overrides,
});

const octets = (text: string): number => new TextEncoder().encode(text).length;

/** Unfolds and reads one property line of the event (or of the calendar), the way a client would. */
function property(ics: string, name: string): string | undefined {
  const lines = ics.replace(/\r\n /g, '').split('\r\n');
  const inEvent = lines.slice(lines.indexOf('BEGIN:VEVENT'));
  const matches = (line: string) => line.startsWith(`${name}:`) || line.startsWith(`${name};`);
  return inEvent.find(matches) ?? lines.find(matches);
}

/** What a third-party parser (ical.js) makes of the file, with the file's own VTIMEZONE. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (!zone) throw new Error('no VTIMEZONE');
  ICAL.TimezoneService.reset();
  ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { calendar, vevent: new ICAL.Event(vevent) };
}

describe('escapeText', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b; c', 'a\\, b\\; c'],
    ['back\\slash', 'back\\\\slash'],
    ['two\nlines', 'two\\nlines'],
    ['crlf\r\nline', 'crlf\\nline'],
  ])('%j → %j', (input, expected) => expect(escapeText(input)).toBe(expected));
});

describe('foldLine', () => {
  it('leaves a short line alone', () => expect(foldLine('SUMMARY:Dinner')).toBe('SUMMARY:Dinner'));

  it.each([
    ['75 ASCII octets stay on one line', 'x'.repeat(75), 1],
    ['76 fold once', 'x'.repeat(76), 2],
    ['74 + 74 more fit two lines', 'x'.repeat(149), 2],
    ['one more makes three', 'x'.repeat(150), 3],
  ])('%s', (_case, line, count) => {
    const folded = foldLine(line);
    expect(folded.split(CRLF)).toHaveLength(count);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('folds at 75 octets and never splits a UTF-8 character', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (text) => {
        const folded = foldLine(`DESCRIPTION:${text}`);
        for (const line of folded.split(CRLF)) {
          expect(octets(line)).toBeLessThanOrEqual(75);
          expect(line).not.toMatch(/[\uD800-\uDBFF]$/); // no character cut in two at the fold
          expect(line).not.toMatch(/^ ?[\uDC00-\uDFFF]/);
        }
        expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${text}`);
      }),
      { numRuns: 300 },
    );
  });
});

describe('vtimezone', () => {
  it('states Europe/London’s real 2026 changes, and the one before the year began, from the zone database', () => {
    expect(vtimezone('Europe/London', Date.UTC(2026, 11, 19, 19, 30), Date.UTC(2026, 11, 19, 21, 30))).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Europe/London',
      'BEGIN:STANDARD', 'DTSTART:20251026T020000', 'TZOFFSETFROM:+0100', 'TZOFFSETTO:+0000', 'TZNAME:GMT', 'END:STANDARD',
      'BEGIN:DAYLIGHT', 'DTSTART:20260329T010000', 'TZOFFSETFROM:+0000', 'TZOFFSETTO:+0100', 'TZNAME:BST', 'END:DAYLIGHT',
      'BEGIN:STANDARD', 'DTSTART:20261025T020000', 'TZOFFSETFROM:+0100', 'TZOFFSETTO:+0000', 'TZNAME:GMT', 'END:STANDARD',
      'END:VTIMEZONE',
    ]);
  });

  it.each([
    ['2027', Date.UTC(2027, 5, 1), ['DTSTART:20261025T020000', 'DTSTART:20270328T010000', 'DTSTART:20271031T020000']],
    ['an event crossing into 2027', Date.UTC(2026, 11, 31, 23), ['DTSTART:20251026T020000', 'DTSTART:20260329T010000', 'DTSTART:20261025T020000', 'DTSTART:20270328T010000', 'DTSTART:20271031T020000']],
  ])('covers %s', (_case, start, starts) => {
    const end = start + 2 * 3_600_000;
    expect(vtimezone('Europe/London', start, end).filter((line) => line.startsWith('DTSTART'))).toEqual(starts);
  });

  it('writes one STANDARD observance for a zone that never changes', () => {
    expect(vtimezone('Asia/Kolkata', Date.UTC(2026, 0, 1), Date.UTC(2026, 0, 1))).toEqual([
      'BEGIN:VTIMEZONE', 'TZID:Asia/Kolkata', 'BEGIN:STANDARD', 'DTSTART:19700101T000000', 'TZOFFSETFROM:+0530', 'TZOFFSETTO:+0530', 'END:STANDARD', 'END:VTIMEZONE',
    ]);
  });
});

describe('buildICalendar', () => {
  const ics = buildICalendar(event());

  it('uses CRLF everywhere and ends with one', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('folds every line to 75 octets', () => {
    for (const line of ics.split(CRLF)) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(ics).toContain('\r\n '); // the description is long enough to fold
  });

  it('has a stable UID, a UTC DTSTAMP and a London start and end 2 hours apart', () => {
    expect(property(ics, 'PRODID')).toBe('PRODID:-//Maison Riviere//Booking//EN');
    expect(property(ics, 'METHOD')).toBe('METHOD:REQUEST');
    expect(property(ics, 'UID')).toBe('UID:MR-7K3PQ2XD@maison-riviere.example');
    expect(property(ics, 'SEQUENCE')).toBe('SEQUENCE:0');
    expect(property(ics, 'DTSTAMP')).toBe('DTSTAMP:20261121T183307Z');
    expect(property(ics, 'DTSTART')).toBe('DTSTART;TZID=Europe/London:20261219T193000');
    expect(property(ics, 'DTEND')).toBe('DTEND;TZID=Europe/London:20261219T213000');
    expect(property(ics, 'SUMMARY')).toBe('SUMMARY:Table for 4 at Maison Rivière Covent Garden');
    expect(property(ics, 'LOCATION')).toBe('LOCATION:Maison Rivière Covent Garden\\, 17 Wellington Street\\, London\\, WC2E 7DD');
    expect(property(ics, 'STATUS')).toBe('STATUS:CONFIRMED');
  });

  it.each([
    ['a GMT date', '2026-12-19', '19:30', '2026-12-19T19:30:00.000Z', '2026-12-19T21:30:00.000Z'],
    ['a BST date', '2026-07-04', '19:30', '2026-07-04T18:30:00.000Z', '2026-07-04T20:30:00.000Z'],
    ['late on the clocks-go-back day', '2026-10-25', '23:45', '2026-10-25T23:45:00.000Z', '2026-10-26T01:45:00.000Z'],
    ['ending across the autumn change', '2026-10-25', '00:30', '2026-10-24T23:30:00.000Z', '2026-10-25T01:30:00.000Z'],
    ['the morning the clocks go forward', '2027-03-28', '09:00', '2027-03-28T08:00:00.000Z', '2027-03-28T10:00:00.000Z'],
    ['a late BST booking ending after midnight', '2026-06-20', '23:30', '2026-06-20T22:30:00.000Z', '2026-06-21T00:30:00.000Z'],
    ['New Year’s Eve into 2027', '2026-12-31', '23:00', '2026-12-31T23:00:00.000Z', '2027-01-01T01:00:00.000Z'],
    ['a winter date in 2027', '2027-01-15', '12:00', '2027-01-15T12:00:00.000Z', '2027-01-15T14:00:00.000Z'],
  ])('ical.js (a third-party parser) reads %s as the right instants', (_, date, time, start, end) => {
    const { vevent } = parse(buildICalendar(event({ date, time })));
    expect(vevent.startDate.toJSDate().toISOString()).toBe(start);
    expect(vevent.endDate.toJSDate().toISOString()).toBe(end);
    expect(vevent.uid).toBe('MR-7K3PQ2XD@maison-riviere.example');
    expect(vevent.summary).toBe('Table for 4 at Maison Rivière Covent Garden');
    expect(vevent.description).toBe('Booking MR-7K3PQ2XD; 4 guests; À la carte.\nManage: https://example.test/m');
  });

  it('a cancellation keeps the UID, raises SEQUENCE and says CANCEL', () => {
    const { calendar, vevent } = parse(buildICalendar(event({ method: 'CANCEL', sequence: 1 })));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(vevent.uid).toBe('MR-7K3PQ2XD@maison-riviere.example');
    expect(vevent.sequence).toBe(1);
    expect(vevent.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('is a PUBLISH download without organizer or attendee when given none', () => {
    const download = buildICalendar(event({ method: undefined, organizer: undefined, attendee: undefined }));
    expect(property(download, 'METHOD')).toBe('METHOD:PUBLISH');
    expect(download).not.toContain('ORGANIZER');
    expect(download).not.toContain('ATTENDEE');
  });

  it('quotes names with separators in ORGANIZER and ATTENDEE', () => {
    const text = buildICalendar(event({ attendee: { name: 'Dubois, Amélie', email: 'a@example.com' } }));
    expect(property(text, 'ATTENDEE')).toBe('ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;CN="Dubois, Amélie":mailto:a@example.com');
    expect(property(text, 'ORGANIZER')).toBe('ORGANIZER;CN=Maison Rivière:mailto:hello@maison-riviere.example');
  });

  it('writes the URL and the place', () => {
    const text = buildICalendar(event({ url: 'https://example.test/m', geo: { lat: 51.5117, lng: -0.1228 } }));
    expect(property(text, 'URL')).toBe('URL:https://example.test/m');
    expect(property(text, 'GEO')).toBe('GEO:51.511700;-0.122800');
  });

  it('writes UTC stamps', () => {
    expect(utcStamp(Date.UTC(2027, 0, 2, 3, 4, 5))).toBe('20270102T030405Z');
  });
});

describe('eventSpan', () => {
  it.each([
    ['2026-12-31', '23:30', 120, '2026-12-31T23:30:00.000Z', '2027-01-01T01:30:00.000Z'],
    ['2026-07-01', '19:30', 90, '2026-07-01T18:30:00.000Z', '2026-07-01T20:00:00.000Z'],
  ])('%s %s for %i minutes', (date, time, minutes, start, end) => {
    const span = eventSpan(date, time, minutes);
    expect([new Date(span.start).toISOString(), new Date(span.end).toISOString()]).toEqual([start, end]);
  });

  it.each([
    ['2026-12-12', '25:00'],
    ['2026-02-30', '19:30'],
    ['12/12/2026', '19:30'],
    ['2026-12-12', '7pm'],
  ])('rejects %s %s', (date, time) => {
    expect(() => eventSpan(date, time)).toThrow(RangeError);
  });
});

describe('calendarLinks', () => {
  const download = (date: string, time: string) =>
    event({ method: undefined, organizer: undefined, attendee: undefined, date, time, summary: bookingSummary('Maison Rivière Bath', 2), stamp: Date.parse('2026-06-01T10:00:00Z') });

  it.each([
    ['a BST date is one hour behind in UTC', '2026-07-01', '19:30', '20260701T183000Z/20260701T203000Z', '2026-07-01T18:30:00Z', '2026-07-01T20:30:00Z'],
    ['a GMT date is the same in UTC', '2026-12-12', '19:30', '20261212T193000Z/20261212T213000Z', '2026-12-12T19:30:00Z', '2026-12-12T21:30:00Z'],
    ['2 hours cross midnight', '2026-12-31', '23:00', '20261231T230000Z/20270101T010000Z', '2026-12-31T23:00:00Z', '2027-01-01T01:00:00Z'],
    ['the day the clocks go forward', '2027-03-28', '12:00', '20270328T110000Z/20270328T130000Z', '2027-03-28T11:00:00Z', '2027-03-28T13:00:00Z'],
    ['the day the clocks go back', '2026-10-25', '12:00', '20261025T120000Z/20261025T140000Z', '2026-10-25T12:00:00Z', '2026-10-25T14:00:00Z'],
  ])('%s', (_case, date, time, googleDates, startdt, enddt) => {
    const links = calendarLinks(download(date, time));
    const google = new URL(links.google);
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(google.searchParams.get('dates')).toBe(googleDates);
    expect(google.searchParams.get('text')).toBe('Table for 2 at Maison Rivière Bath');
    const outlook = new URL(links.outlook);
    expect(outlook.origin + outlook.pathname).toBe('https://outlook.live.com/calendar/0/deeplink/compose');
    expect(outlook.searchParams.get('startdt')).toBe(startdt);
    expect(outlook.searchParams.get('enddt')).toBe(enddt);
    expect(outlook.searchParams.get('subject')).toBe('Table for 2 at Maison Rivière Bath');
    expect([links.startUtc, links.endUtc]).toEqual([startdt, enddt]);
    expect(links.apple.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
    const { calendar, vevent } = parse(decodeURIComponent(links.apple.slice(links.apple.indexOf(',') + 1)));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(vevent.startDate.toJSDate().toISOString()).toBe(new Date(startdt).toISOString());
  });

  it('rejects a time that is not a time', () => {
    expect(() => calendarLinks(download('2026-12-12', '25:00'))).toThrow(RangeError);
  });
});
