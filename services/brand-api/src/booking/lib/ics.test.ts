import fc from 'fast-check';
import ICAL from 'ical.js';
import { CRLF, buildIcs, endOf, escapeText, foldLine, utcStamp, type IcsEvent } from './ics';

const event = (overrides: Partial<IcsEvent> = {}): IcsEvent => ({
  method: 'REQUEST',
  uid: 'MR-7K3PQ2XD@maison-riviere.example',
  sequence: 0,
  stamp: Date.UTC(2026, 10, 21, 18, 33, 7),
  date: '2026-12-19',
  time: '19:30',
  durationMinutes: 120,
  summary: 'Table for 4 at Maison Rivière Covent Garden',
  location: 'Maison Rivière Covent Garden, 17 Wellington Street, London, WC2E 7DD',
  description: 'Booking MR-7K3PQ2XD; 4 guests; À la carte.\nManage: https://example.test/m',
  organizer: { name: 'Maison Rivière', email: 'hello@maison-riviere.example' },
  attendee: { name: 'Amélie Dubois', email: 'amelie@example.com' },
  ...overrides,
});

/** Unfolds and reads one property line of the event (or of the calendar), the way a client would. */
function property(ics: string, name: string): string | undefined {
  const lines = ics.replace(/\r\n /g, '').split('\r\n');
  const event = lines.slice(lines.indexOf('BEGIN:VEVENT'));
  const matches = (line: string) => line.startsWith(`${name}:`) || line.startsWith(`${name};`);
  return event.find(matches) ?? lines.find(matches);
}

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const zone = calendar.getFirstSubcomponent('vtimezone')!;
  ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const vevent = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { calendar, vevent };
}

describe('escapeText', () => {
  it.each([
    ['plain', 'plain'], ['a, b; c', 'a\\, b\\; c'], ['back\\slash', 'back\\\\slash'], ['two\nlines', 'two\\nlines'], ['crlf\r\nline', 'crlf\\nline'],
  ])('%j → %j', (input, expected) => expect(escapeText(input)).toBe(expected));
});

describe('foldLine', () => {
  it('leaves a short line alone', () => expect(foldLine('SUMMARY:Dinner')).toBe('SUMMARY:Dinner'));

  it('folds at 75 octets and never splits a UTF-8 character', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (text) => {
      const folded = foldLine(`DESCRIPTION:${text}`);
      for (const line of folded.split(CRLF)) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${text}`);
      for (const line of folded.split(CRLF)) {
        expect(line).not.toMatch(/[\uD800-\uDBFF]$/); // no character cut in two at the fold
        expect(line).not.toMatch(/^ ?[\uDC00-\uDFFF]/);
      }
    }), { numRuns: 300 });
  });
});

describe('buildIcs', () => {
  const ics = buildIcs(event());

  it('uses CRLF everywhere and ends with one', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('folds every line to 75 octets', () => {
    for (const line of ics.split(CRLF)) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(ics).toContain('\r\n '); // the description is long enough to fold
  });

  it('has a stable UID, a UTC DTSTAMP and a London start and end 2 hours apart', () => {
    expect(property(ics, 'UID')).toBe('UID:MR-7K3PQ2XD@maison-riviere.example');
    expect(property(ics, 'DTSTAMP')).toBe('DTSTAMP:20261121T183307Z');
    expect(property(ics, 'DTSTART')).toBe('DTSTART;TZID=Europe/London:20261219T193000');
    expect(property(ics, 'DTEND')).toBe('DTEND;TZID=Europe/London:20261219T213000');
    expect(property(ics, 'METHOD')).toBe('METHOD:REQUEST');
  });

  it('states the GMT and BST rules in its VTIMEZONE', () => {
    expect(ics).toMatch(/BEGIN:VTIMEZONE\r\nTZID:Europe\/London\r\n/);
    expect(ics).toContain('TZNAME:BST');
    expect(ics).toContain('TZNAME:GMT');
    expect(ics).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU');
    expect(ics).toContain('RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU');
  });

  it.each([
    ['a GMT date', '2026-12-19', '19:30', '2026-12-19T19:30:00.000Z', '2026-12-19T21:30:00.000Z'],
    ['a BST date', '2026-07-04', '19:30', '2026-07-04T18:30:00.000Z', '2026-07-04T20:30:00.000Z'],
    ['late on the clocks-go-back day', '2026-10-25', '23:45', '2026-10-25T23:45:00.000Z', '2026-10-26T01:45:00.000Z'],
    ['a late BST booking ending after midnight', '2026-06-20', '23:30', '2026-06-20T22:30:00.000Z', '2026-06-21T00:30:00.000Z'],
  ])('ical.js (a third-party parser) reads %s as the right instants', (_, date, time, start, end) => {
    const { vevent } = parse(buildIcs(event({ date, time })));
    expect(vevent.startDate.toJSDate().toISOString()).toBe(start);
    expect(vevent.endDate.toJSDate().toISOString()).toBe(end);
    expect(vevent.uid).toBe('MR-7K3PQ2XD@maison-riviere.example');
    expect(vevent.summary).toBe('Table for 4 at Maison Rivière Covent Garden');
    expect(vevent.description).toBe('Booking MR-7K3PQ2XD; 4 guests; À la carte.\nManage: https://example.test/m');
  });

  it('a cancellation keeps the UID, raises SEQUENCE and says CANCEL', () => {
    const { calendar, vevent } = parse(buildIcs(event({ method: 'CANCEL', sequence: 1 })));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(vevent.uid).toBe('MR-7K3PQ2XD@maison-riviere.example');
    expect(vevent.sequence).toBe(1);
    expect(vevent.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('quotes names with separators in ORGANIZER and ATTENDEE', () => {
    const text = buildIcs(event({ attendee: { name: 'Dubois, Amélie', email: 'a@example.com' } }));
    expect(property(text, 'ATTENDEE')).toContain('CN="Dubois, Amélie":mailto:a@example.com');
  });

  it('writes UTC stamps and London ends', () => {
    expect(utcStamp(Date.UTC(2027, 0, 2, 3, 4, 5))).toBe('20270102T030405Z');
    expect(endOf('2026-12-31', '23:30', 120)).toEqual({ date: '2027-01-01', time: '01:30' });
  });
});
